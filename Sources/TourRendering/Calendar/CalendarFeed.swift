import Foundation

/// The calendar files of each role's site: `calendar.ics` with one event per timeline item the
/// role can see, and for roles with travel `people/<id>.ics` per person (their flights, ground
/// legs and hotel stays with their room; the schedule is in the role's feed).
///
/// A role's feed carries no booking references (confirmations): a calendar is synced to every
/// device its owner has and often shared, so they stay on the pages of the roles with
/// `bookings`. A traveller's private feed (`private/<id>/calendar.ics`, `forTravellers`) has
/// them: travel only, under UIDs of its own.
///
/// Output is deterministic like the pages: events in date and timeline order, zones by name,
/// and each event's DTSTAMP is when its content last changed (`EventRevisions`), so an unchanged
/// tour rebuilds to the same bytes.
package struct CalendarFeed {
    let model: SiteModel
    let wording: ItemWording
    /// Every timeline entry of the feed in date and timeline order, with its UID.
    let entriesWithUIDs: Entries
    /// Booking references in the events' descriptions: only in travellers' private feeds.
    let bookings: Bool

    /// `forTravellers`: the events of travellers' private feeds.
    package init(model: SiteModel, forTravellers: Bool = false) {
        self.model = model
        wording = ItemWording(model.tour, people: model.peopleByID)
        bookings = forTravellers
        entriesWithUIDs = Entries(model: model, forTravellers: forTravellers)
    }

    static let productID = "-//TourBook//TourBook 0.1//EN"

    package static func personPath(_ person: Person) -> String { "people/\(person.id).ics" }

    // MARK: - Events

    /// A stay whose check-in time is TBD is a day-long event, so a readable check-out gets an
    /// event of its own (made with the check-in, as the check-out date may be after the tour).
    func checkOutEvent(_ hotel: Hotel) -> CalendarEvent? {
        guard hotel.checkIn.instant == nil, let out = hotel.checkOut, let instant = out.instant else { return nil }
        return CalendarEvent(uid: "", start: .timed(instant, out.zone), end: nil, summary: "\(words.checkOut) \(hotel.name)",
                             location: [hotel.name, hotel.address].compactMap { $0 }.joined(separator: ", "),
                             details: [fact(.confirmation, bookings ? hotel.confirmation : nil)].filter { !$0.isEmpty })
    }

    /// The event for one entry. A hotel's check-out is part of its stay's event (the check-in
    /// entry makes it), so the check-out entry has none.
    func event(_ entry: TimelineEntry, date: CivilDate, person: Person?) -> CalendarEvent? {
        let start = Self.when(entry.time, on: date)
        var event: CalendarEvent
        switch entry.item {
        case .hotelCheckIn(let hotel): event = stayEvent(hotel, start: start, person: person)
        case .hotelCheckOut: return nil
        case .flight, .ground, .schedule: event = itemEvent(wording.describe(entry.item), start: start, date: date)
        }
        if case .allDay(let day) = start {
            if event.end == nil { event.end = .allDay(day.adding(days: 1)) }
            // "TBD: " leads the title already; a time given in words ("after the show") is kept.
            let time = wording.time(entry.time)
            if time != words.tbd { event.details.insert(fact(.time, time), at: 0) }
        }
        event.summary = decorated(event.summary, entry.time, start)
        event.details = event.details.filter { !$0.isEmpty }
        return event
    }

    /// A flight, ground leg or schedule item as the pages describe it: the label and title as
    /// its summary, the facts as its description, and it ends when it arrives. A schedule item
    /// without a place of its own is at the day's venue.
    private func itemEvent(_ item: ItemDescription, start: CalendarEvent.When, date: CivilDate) -> CalendarEvent {
        var end: CalendarEvent.When?
        var details: [String] = []
        for fact in item.facts where bookings || fact.key != .confirmation {
            switch fact.value {
            case .text(let text): details.append(Self.line(fact.label, text))
            case .people(let ids): details.append(Self.line(fact.label, wording.names(ids, limit: ItemWording.namedPeople)))
            case .arrival(let time, let place):
                end = Self.end(start, time)
                // A flight's arrival names its zone; a leg's only when it ends in another zone.
                let zone = place != nil || !Self.sameZone(start, time) ? zoneText(time) : ""
                details.append("\(fact.label): \(wording.time(time))" + (place.map { " \($0)" } ?? "") + zone)
            case .duration(let seconds, let approximate):
                details.append(Self.line(fact.label, wording.duration(seconds: seconds, approximate: approximate)))
            }
        }
        let location = item.titleNamesPlace ? item.location : item.location ?? model.days[date]?.venue?.name
        return CalendarEvent(uid: "", start: start, end: end, summary: [item.label, item.title].filter { !$0.isEmpty }.joined(separator: " "),
                             location: location, details: details)
    }

    /// A stay, from check-in to check-out; in a guest's own feed (`person`) with their room in the
    /// title, in a role's feed with everyone's rooms.
    private func stayEvent(_ hotel: Hotel, start: CalendarEvent.When, person: Person?) -> CalendarEvent {
        var details: [String] = []
        var end: CalendarEvent.When?
        if let out = hotel.checkOut {
            switch start {
            case .timed: end = Self.end(start, out)
            case .allDay(let day): end = .allDay(max(out.date, day.adding(days: 1)))
            }
            details.append(fact(.checkOut, "\(DateText.short(out.date, model.tour.locale)) \(wording.time(out))"))
        }
        details += [fact(.address, hotel.address), fact(.phone, hotel.phone), fact(.confirmation, bookings ? hotel.confirmation : nil)]
        if person == nil {
            details.append(fact(.rooms, hotel.rooms.isEmpty ? nil : hotel.rooms.count > ItemWording.namedPeople
                ? words.counted(hotel.rooms.count) : hotel.rooms.map { room in
                    (model.peopleByID[room.person]?.name ?? room.person) + (room.room.map { " \($0)" } ?? "")
                }.joined(separator: ", ")))
        }
        details.append(fact(.note, hotel.note))
        return CalendarEvent(uid: "", start: start, end: end, summary: stayTitle(hotel.name) + roomSuffix(hotel, person?.id),
                             location: [hotel.name, hotel.address].compactMap { $0 }.joined(separator: ", "), details: details, transparent: true)
    }

    /// A title as the event shows it: `TBD: ` before an all-day one, ` (approx.)` after an
    /// approximate time.
    func decorated(_ title: String, _ time: ZonedTime, _ start: CalendarEvent.When) -> String {
        if case .allDay = start { return words.undecided(title) }
        return time.time.clockTime?.approximate == true ? words.approximately(title) : title
    }

    /// ` · Room 212` in a guest's own feed, when their room is known.
    func roomSuffix(_ hotel: Hotel, _ id: String?) -> String {
        guard let id, let room = PersonalSelection.room(in: hotel, for: id) else { return "" }
        return " · \(words.fact(.room)) \(room)"
    }

    /// A stay's event in each guest's own feed, written once: the guests' events differ only in
    /// their titles (their rooms), so the body is written with a placeholder title, cut around
    /// it, and each guest gets only a SUMMARY line of their own.
    func stayVariants(_ entry: TimelineEntry, date: CivilDate, hotel: Hotel) -> PreparedEvents.StayVariants? {
        let guests = hotel.rooms.compactMap { room in model.peopleByID[room.person] }
        guard let first = guests.first, var shared = event(entry, date: date, person: first) else { return nil }
        shared.summary = Self.summaryPlaceholder
        let body = PreparedEvents.body(shared)
        let marker = Array("SUMMARY:\(Self.summaryPlaceholder)\r\n".utf8)
        guard let at = Bytes.firstIndex(of: marker, in: body) else { return nil }
        var variants = PreparedEvents.StayVariants(head: Array(body[..<at]), tail: Array(body[(at + marker.count)...]), zones: shared.zones)
        let title = stayTitle(hotel.name)
        var seen: Set<String> = []
        for guest in guests where seen.insert(guest.id).inserted {
            var line = ICSWriter()
            line.text("SUMMARY", decorated(title + roomSuffix(hotel, guest.id), entry.time, shared.start))
            variants.guests.append(.init(person: guest.id, summary: line.bytes))
        }
        variants.guests.sort { $0.person < $1.person }
        return variants
    }

    static let summaryPlaceholder = "TOURBOOK-GUEST-TITLE"

    /// `Hotel The Hoxton, Holborn`, but `The Drake Hotel` and `Hôtel Zéro1` as they are.
    func stayTitle(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).contains("hotel") ? name : words.hotelNamed(name)
    }

    /// A readable time is an instant in its zone; anything else is the whole page date.
    static func when(_ time: ZonedTime, on date: CivilDate) -> CalendarEvent.When {
        guard let instant = time.instant else { return .allDay(date) }
        return .timed(instant, time.zone)
    }

    /// An end only when it can be read and comes after the start.
    static func end(_ start: CalendarEvent.When, _ time: ZonedTime) -> CalendarEvent.When? {
        guard case .timed(let from, _) = start, let instant = time.instant, instant > from else { return nil }
        return .timed(instant, time.zone)
    }

    private static func sameZone(_ start: CalendarEvent.When, _ time: ZonedTime) -> Bool {
        if case .timed(_, let zone) = start { zone.identifier == time.zone.identifier } else { true }
    }

    private func zoneText(_ time: ZonedTime) -> String {
        time.abbreviation.map { " (\($0))" } ?? ""
    }

    private var words: Words { wording.words }

    /// `Confirmation: 8KX2P`, or nothing when there is no value.
    private func fact(_ key: FactKey, _ value: String?) -> String { Self.line(words.fact(key), value) }

    private static func line(_ label: String, _ value: String?) -> String {
        guard let value, !value.isEmpty else { return "" }
        return "\(label): \(value)"
    }

}
