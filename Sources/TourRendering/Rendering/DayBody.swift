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
    /// Where the documents are copied (their names carry a hash of their bytes).
    let assets: SiteAssets

    /// How the date's items are worded: in the day's zone, with the tour's people and map links.
    func entryView(_ date: CivilDate) -> EntryView {
        EntryView(dayZone: model.days[date]?.zone ?? model.tour.zone, tour: model.tour, people: model.peopleByID, mapLinks: model.tour.mapLinks)
    }

    func parts(_ date: CivilDate) -> DayParts {
        let day = model.days[date]
        let zone = day?.zone ?? model.tour.zone
        let maps = model.tour.mapLinks
        let view = entryView(date)
        let noon = ZonedTime(time: .clock(ClockTime(minuteOfDay: 720)), zone: zone, pageDate: date).instant ?? 0

        let venue = day?.venue.map { VenueCard.value($0, maps: maps, words: model.words) }
        let documents = (day?.venue?.documents ?? []) + (day?.documents ?? [])
        let stays = model.staysByNight[date] ?? []
        let allNotes = ((day?.notes ?? []) + (model.tour.looseNotes[date] ?? []))
            .sorted { ($0.tab?.rawValue ?? "", $0.role ?? "", $0.file) < ($1.tab?.rawValue ?? "", $1.role ?? "", $1.file) }
        let index = date.daysSinceEpoch - model.dates[0].daysSinceEpoch
        let zoneOffset = DayZone.offset(model, date)
        let entries = model.timelines[date]?.entries ?? []
        return DayParts(
            header: [
                "date": .string(date.description),
                "dateLong": .string(DateText.long(date, model.tour.locale)),
                "city": .text(day?.city) ?? .null,
                "kind": .string(day?.kind.rawValue ?? "none"),
                "kindLabel": .string(model.words.kindLabel(day?.kind)),
                "kindShort": .string(model.words.kindShort(day?.kind)),
                "zoneName": .string(zone.identifier.replacingOccurrences(of: "_", with: " ")),
                "zoneAbbreviation": .string(zone.abbreviation(at: noon)),
                "missing": day == nil ? .bool(true) : .null,
                "dayNumber": .int(index + 1),
                "dayCount": .int(model.dates.count),
                // `Show 5 of 38` on show and festival days.
                "show": model.showNumbers[date].map { .fields(["number": .int($0), "count": .int(model.showNumbers.count)]) } ?? .null,
                "anchor": .string("day-\(date)"),
                "zoneOffset": .string(zoneOffset),
            ],
            zoneOffset: zoneOffset,
            entries: zip(entries, model.uids[date] ?? []).map { ($0.tab, $0.audience, $1, view.value($0)) },
            firstCalls: Self.firstCalls(entries, view),
            venue: venue,
            hotels: stays.map { ($0.audience, hotelValue($0, date: date, view: view)) },
            tonight: Self.tonight(stays, date: date, maps: maps),
            contacts: (day?.contacts ?? []).map { ($0.audience, ContactsPage.contactValue($0)) },
            notes: allNotes.map { note in
                (note, MustacheValue.fields(["html": .html(notes[note]),
                                                 "label": model.notesLabel(note).map(Value.string)]))
            },
            documents: documents.compactMap { document in
                DocumentLinks.value(document, assets: assets, words: model.words).map { (document.tab, document.audience, $0) }
            }).digested()
    }

    /// The strip's first call: the day's first schedule item with a readable time that the
    /// role sees (entries are in clock order; unreadable times come last). Those up to the
    /// first for everyone are candidates.
    private static func firstCalls(_ entries: [TimelineEntry], _ view: EntryView) -> [(audience: Audience, value: MustacheValue)] {
        var calls: [(audience: Audience, value: MustacheValue)] = []
        for entry in entries where entry.tab == .schedule && entry.time.instant != nil {
            calls.append((entry.audience, .fields([
                "time": .string(entry.time.isoString), "clock": .string(view.timeText(entry.time)),
                "zone": view.zoneText(entry.time).map(Value.string),
                "title": .string(view.wording.describe(entry.item).heading),
            ])))
            if entry.audience.isEveryone { break }
        }
        return calls
    }

    /// A stay checked out on this date (a day room) is not where anyone sleeps tonight.
    private static func overnight(_ hotel: Hotel, _ date: CivilDate) -> Bool { hotel.checkOut.map { $0.date > date } ?? true }

    private func hotelValue(_ hotel: Hotel, date: CivilDate, view: EntryView) -> MustacheValue {
        let people = model.peopleByID, maps = model.tour.mapLinks
        let rooms = hotel.rooms.map { room in
            MustacheValue.fields(["name": .string(people[room.person]?.name ?? room.person), "room": .text(room.room),
                                  "person": .string(room.person)])
        }
        return .fields([
            "name": .string(hotel.name), "address": .text(hotel.address), "map": maps.href(hotel.address).map(Value.string),
            "phone": .text(hotel.phone),
            "tel": .tel(hotel.phone), "confirmation": .text(hotel.confirmation), "note": .text(hotel.note),
            "checkIn": .string(DateText.short(hotel.checkIn.date, model.tour.locale) + " " + view.timeText(hotel.checkIn)),
            "checkOut": hotel.checkOut.map { .string(DateText.short($0.date, model.tour.locale) + " " + view.timeText($0)) },
            "roomList": .wrapped("rooms", rooms),
            "stay": .string(Self.overnight(hotel, date) ? "night" : "day"),
        ])
    }

    /// The strip's hotels tonight: overnight stays, each with what says it is the same hotel
    /// (blocks share a hotel, and the strip names it once).
    private static func tonight(_ stays: [Hotel], date: CivilDate, maps: MapLinks) -> [DayParts.Stay] {
        stays.filter { overnight($0, date) }.map { hotel in
            DayParts.Stay(audience: hotel.audience, hotel: [hotel.name, hotel.address ?? ""],
                          value: .fields(["name": .string(hotel.name), "map": maps.href(hotel.address).map(Value.string)]))
        }
    }
}

/// One date's pieces, built once; `select(_:)` keeps what a role that sees this may see. Data
/// of a tab not in it, of an item for other roles (`Audience`), and booking references without
/// `bookings`, never enter the value, so no template can show them.
package struct DayParts: Sendable {
    let header: [String: MustacheValue]
    /// The date's zone's offset at noon (`DayZone.offset`), which its header holds too.
    let zoneOffset: String
    /// Each item with its calendar UID, which changes are marked by.
    let entries: [(tab: Tab, audience: Audience, uid: String, value: MustacheValue)]
    /// Schedule items with a readable time, in order, up to the first for everyone: the strip's
    /// first call is the first of these the role sees.
    let firstCalls: [(audience: Audience, value: MustacheValue)]
    let venue: MustacheValue?
    let hotels: [(audience: Audience, value: MustacheValue)]
    /// Hotels where people sleep tonight, for the day's strip.
    let tonight: [Stay]
    let contacts: [(audience: Audience, value: MustacheValue)]
    /// Each notes file, for its tab or role (`Visibility.admits(_:)`), and its value.
    let notes: [(file: Notes, value: MustacheValue)]
    /// The venue's documents, then the day's; each for its tab or (nil) every role.
    let documents: [(tab: Tab?, audience: Audience, value: MustacheValue)]

    /// Each part's digest, for the keys of the bodies made of them.
    var digests = Digests()
    /// Each entry's and hotel's value as a role without `bookings` has it (`BookingReferences`),
    /// made once for every such role and view of travel.
    var entriesWithoutBookings: [MustacheValue] = []
    var hotelsWithoutBookings: [MustacheValue] = []

    /// Entry `i`'s value for a role with or without `bookings`.
    func entryValue(_ i: Int, bookings: Bool) -> MustacheValue { bookings ? entries[i].value : entriesWithoutBookings[i] }

    struct Stay: Sendable {
        var audience: Audience
        /// Its name and address: stays in one hotel are named once.
        var hotel: [String]
        var value: MustacheValue
    }

    /// The body's value for `visibility` (`select`, `value(_:marks:)`).
    func value(for visibility: Visibility, marks: [String: String]) -> MustacheValue { value(select(visibility), marks: marks) }

    /// The body's value, made from what `selection` keeps and nothing else of the visibility, so
    /// that its key (`key(_:marks:template:templates:)`) can be made from the same selection.
    /// `marks`: the items the latest change the role can see touched, by UID, with what each was
    /// (empty: new), for a "changed" mark that links to the changes page.
    func value(_ selection: Selection, marks: [String: String] = [:]) -> MustacheValue {
        var value = header
        let visible = selection.entries.map { entries[$0] }
        let entryValues = selection.entries.map { entryValue($0, bookings: selection.bookings) }
        value["timeline"] = .wrapped("entries", zip(visible, entryValues).map { Self.marked($1, marks[$0.uid]) }) ?? .null
        value["changedHere"] = visible.contains { marks[$0.uid] != nil } ? .bool(true) : .null
        value["venue"] = selection.schedule ? venue ?? .null : .null
        let stays = selection.hotels.map { selection.bookings ? hotels[$0].value : hotelsWithoutBookings[$0] }
        value["hotelList"] = .wrapped("hotels", stays) ?? .null
        value["contactList"] = .wrapped("contacts", selection.contacts.map { contacts[$0].value }) ?? .null
        value["notes"] = .nonEmpty(selection.notes.map { notes[$0].value }) ?? .null
        value["glance"] = glance(selection) ?? .null
        value["documentList"] = .wrapped("documents", selection.documents.map { documents[$0].value }) ?? .null
        return .object(value.filter { $0.value != .null })
    }

    private static func marked(_ value: MustacheValue, _ was: String?) -> MustacheValue {
        guard let was, case .object(var fields) = value else { return value }
        fields["changed"] = .fields(["was": was.isEmpty ? nil : .string(was), "new": was.isEmpty ? .bool(true) : nil])
        return .object(fields)
    }

    /// The strip at the top of a day: what is the same for everyone who may see it (first call
    /// and venue with schedule, tonight's hotels with travel), and with travel an empty, hidden
    /// row the page's script fills with the chosen person's own items from the page itself.
    /// Keys differ from the day's own so a missing one never resolves to the day's.
    private func glance(_ selection: Selection) -> MustacheValue? {
        let travel = selection.travel
        let call = selection.firstCall.map { firstCalls[$0].value }
        let place = selection.schedule ? venue : nil
        let stays = travel ? MustacheValue.wrapped("hotels", selection.tonight.map { tonight[$0].value }) : nil
        guard call != nil || place != nil || stays != nil || travel else { return nil }
        return .fields(["call": call, "place": place, "stays": stays, "mine": travel ? .bool(true) : nil])
    }
}
