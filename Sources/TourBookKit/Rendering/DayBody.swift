import Foundation
import Mustache

/// The body of one date's page for one role, shared by its day page and `print.html`: the
/// timeline, then venue, hotels with rooms, contacts and notes, each only where the role's tabs
/// allow it.
struct DayBody {
    /// The partial that renders a day body.
    static let template = "partials/day-body"

    let model: SiteModel
    let role: Role

    /// The same for every page that shows this date to this role, so it can be rendered once.
    func value(_ date: CivilDate) -> MustacheValue {
        let day = model.days[date]
        let zone = day?.zone ?? model.tour.zone
        let people = Dictionary(uniqueKeysWithValues: model.tour.people.map { ($0.id, $0) })
        let view = EntryView(dayZone: zone, clock: model.tour.clock, people: people)
        let entries = model.timelines[date]?.visible(to: role).map(view.value) ?? []
        let noon = ZonedTime(time: .clock(ClockTime(minuteOfDay: 720)), zone: zone, pageDate: date).instant ?? 0

        var venue: MustacheValue?
        if role.can(.schedule), let v = day?.venue {
            venue = .fields(["name": .string(v.name), "address": .text(v.address), "phone": .text(v.phone), "tel": .tel(v.phone)])
        }
        var hotels: [MustacheValue] = []
        if role.can(.travel) {
            for hotel in model.staysByNight[date] ?? [] {
                let rooms = hotel.rooms.map { room in
                    MustacheValue.fields(["name": .string(people[room.person]?.name ?? room.person), "room": .text(room.room)])
                }
                hotels.append(.fields([
                    "name": .string(hotel.name), "address": .text(hotel.address), "phone": .text(hotel.phone),
                    "tel": .tel(hotel.phone), "confirmation": .text(hotel.confirmation), "note": .text(hotel.note),
                    "checkIn": .string(DateText.short(hotel.checkIn.date) + " " + view.timeText(hotel.checkIn)),
                    "checkOut": hotel.checkOut.map { .string(DateText.short($0.date) + " " + view.timeText($0)) },
                    "roomList": .wrapped("rooms", rooms),
                ]))
            }
        }
        var contacts: [MustacheValue] = []
        if role.can(.contacts) {
            contacts = (day?.contacts ?? []).map(ContactsPage.contactValue)
        }
        let notes = model.notes(on: date, for: role).map { note in
            MustacheValue.fields(["html": .html(model.notesHTML[note.file] ?? ""),
                                  "label": note.tab.map { .string(TabText.notesLabel($0)) }])
        }
        let index = date.daysSinceEpoch - model.dates[0].daysSinceEpoch
        return .fields([
            "date": .string(date.description),
            "dateLong": .string(DateText.long(date)),
            "city": .text(day?.city),
            "kind": .string(day?.kind.rawValue ?? "none"),
            "kindLabel": .string(day.map { TabText.kindLabel($0.kind) } ?? "No plans"),
            "zoneName": .string(zone.identifier.replacingOccurrences(of: "_", with: " ")),
            "zoneAbbreviation": .string(zone.abbreviation(at: noon)),
            "missing": day == nil ? .bool(true) : nil,
            "dayNumber": .int(index + 1),
            "dayCount": .int(model.dates.count),
            "timeline": .wrapped("entries", entries),
            "venue": venue,
            "hotelList": .wrapped("hotels", hotels),
            "contactList": .wrapped("contacts", contacts),
            "notes": .nonEmpty(notes),
            "anchor": .string("day-\(date)"),
        ])
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

    static func kindLabel(_ kind: Day.Kind) -> String {
        switch kind {
        case .show: "Show day"
        case .travel: "Travel day"
        case .off: "Day off"
        }
    }
}
