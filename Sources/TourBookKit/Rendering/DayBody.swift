import Foundation
import Mustache

/// The body of one date's page, shared by its day page and `print.html`: the timeline, then
/// venue, hotels with rooms, contacts and notes, each only where the tabs allow it.
///
/// Everything but the choice of what to show is the same for every role, so a date's pieces
/// (`DayParts`) are built once and then put together per set of tabs.
struct DayBody {
    /// The partial that renders a day body.
    static let template = "partials/day-body"

    let model: SiteModel
    let notes: NotesHTML

    func parts(_ date: CivilDate) -> DayParts {
        let day = model.days[date]
        let zone = day?.zone ?? model.tour.zone
        let people = model.peopleByID
        let view = EntryView(dayZone: zone, clock: model.tour.clock, people: people)
        let noon = ZonedTime(time: .clock(ClockTime(minuteOfDay: 720)), zone: zone, pageDate: date).instant ?? 0

        var venue: MustacheValue?
        if let v = day?.venue {
            venue = .fields(["name": .string(v.name), "address": .text(v.address), "phone": .text(v.phone), "tel": .tel(v.phone)])
        }
        let hotels = (model.staysByNight[date] ?? []).map { hotel -> MustacheValue in
            let rooms = hotel.rooms.map { room in
                MustacheValue.fields(["name": .string(people[room.person]?.name ?? room.person), "room": .text(room.room)])
            }
            return .fields([
                "name": .string(hotel.name), "address": .text(hotel.address), "phone": .text(hotel.phone),
                "tel": .tel(hotel.phone), "confirmation": .text(hotel.confirmation), "note": .text(hotel.note),
                "checkIn": .string(DateText.short(hotel.checkIn.date) + " " + view.timeText(hotel.checkIn)),
                "checkOut": hotel.checkOut.map { .string(DateText.short($0.date) + " " + view.timeText($0)) },
                "roomList": .wrapped("rooms", rooms),
            ])
        }
        let allNotes = ((day?.notes ?? []) + (model.tour.looseNotes[date] ?? []))
            .sorted { ($0.tab?.rawValue ?? "", $0.file) < ($1.tab?.rawValue ?? "", $1.file) }
        let index = date.daysSinceEpoch - model.dates[0].daysSinceEpoch
        return DayParts(
            header: [
                "date": .string(date.description),
                "dateLong": .string(DateText.long(date)),
                "city": .text(day?.city) ?? .null,
                "kind": .string(day?.kind.rawValue ?? "none"),
                "kindLabel": .string(day.map { TabText.kindLabel($0.kind) } ?? "No plans"),
                "kindShort": .string(TabText.kindShort(day?.kind)),
                "zoneName": .string(zone.identifier.replacingOccurrences(of: "_", with: " ")),
                "zoneAbbreviation": .string(zone.abbreviation(at: noon)),
                "missing": day == nil ? .bool(true) : .null,
                "dayNumber": .int(index + 1),
                "dayCount": .int(model.dates.count),
                "anchor": .string("day-\(date)"),
                "zoneOffset": .string(DayZone.offset(model, date)),
            ],
            entries: (model.timelines[date]?.entries ?? []).map { ($0.tab, view.value($0)) },
            venue: venue,
            hotels: hotels,
            contacts: (day?.contacts ?? []).map(ContactsPage.contactValue),
            notes: allNotes.map { note in
                (note.tab, MustacheValue.fields(["html": .html(notes[note]),
                                                 "label": note.tab.map { .string(TabText.notesLabel($0)) }]))
            })
    }
}

/// One date's pieces, built once; `value(for:)` keeps what a set of tabs may see. Data of a tab
/// not in the set never enters the value, so no template can show it.
struct DayParts: Sendable {
    let header: [String: MustacheValue]
    let entries: [(tab: Tab, value: MustacheValue)]
    let venue: MustacheValue?
    let hotels: [MustacheValue]
    let contacts: [MustacheValue]
    let notes: [(tab: Tab?, value: MustacheValue)]

    func value(for tabs: Set<Tab>) -> MustacheValue {
        var value = header
        value["timeline"] = .wrapped("entries", entries.filter { tabs.contains($0.tab) }.map(\.value)) ?? .null
        value["venue"] = tabs.contains(.schedule) ? venue ?? .null : .null
        value["hotelList"] = tabs.contains(.travel) ? .wrapped("hotels", hotels) ?? .null : .null
        value["contactList"] = tabs.contains(.contacts) ? .wrapped("contacts", contacts) ?? .null : .null
        value["notes"] = .nonEmpty(notes.filter { $0.tab.map(tabs.contains) ?? true }.map(\.value)) ?? .null
        return .object(value.filter { $0.value != .null })
    }
}

enum TabText {
    static func notesLabel(_ tab: Tab) -> String {
        switch tab {
        case .schedule: "Schedule notes"
        case .travel: "Travel notes"
        case .contacts: "Contacts notes"
        }
    }

    /// Short labels for chips: `Show`, `Travel`, `Off`, or `No plans` without a day file.
    static func kindShort(_ kind: Day.Kind?) -> String {
        switch kind {
        case .show: "Show"
        case .travel: "Travel"
        case .off: "Off"
        case nil: "No plans"
        }
    }

    static func kindLabel(_ kind: Day.Kind) -> String {
        switch kind {
        case .show: "Show day"
        case .travel: "Travel day"
        case .off: "Day off"
        }
    }
}
