import Mustache

/// Turns one timeline entry into what the templates show: a time column (in the item's own zone,
/// with the zone named when it differs from the day's), a title and the item's facts.
struct EntryView {
    let dayZone: ZoneInfo
    let wording: ItemWording
    let mapLinks: MapLinks

    init(dayZone: ZoneInfo, tour: Tour, people: [String: Person], mapLinks: MapLinks = .off) {
        self.dayZone = dayZone
        wording = ItemWording(tour, people: people)
        self.mapLinks = mapLinks
    }

    func value(_ entry: TimelineEntry) -> MustacheValue {
        let description = wording.describe(entry.item), flight = Self.flightParts(entry.item)
        let words = wording.words
        var facts: [MustacheValue?] = description.titleNamesPlace ? [] : [.fact(.place, description.location, words)]
        // A schedule item's end is in its time column, under its start, not a fact line.
        facts += description.facts.filter { !Self.isEnd($0, of: entry.item) }.map { fact in
            switch (fact.key, entry.item) {
            case (.driver, .ground(let leg)): driverFact(leg.driver) ?? .fact(fact.key, fact.label, text(fact.value))
            case (.address, .hotelCheckIn(let hotel)): addressFact(hotel.address)
            default: .fact(fact.key, fact.label, text(fact.value))
            }
        }
        return .fields([
            "kind": .string(entry.kind.rawValue),
            // Whose it is (ids, as on the role's person pages), for the day strip's script; only
            // on travel items, whose passengers and guests the page already names.
            "people": owners(entry.item).map(Value.string),
            "time": .string(entry.time.isoString),
            "clock": .string(timeText(entry.time)),
            "tbd": entry.time.instant == nil ? .bool(true) : nil,
            "ends": scheduleEnd(entry.item),
            "zone": zoneText(entry.time).map(Value.string),
            "label": .text(description.label),
            "title": .string(description.heading),
            // A flight's number apart from its route, for the templates to keep the number whole.
            "flight": flight?.number,
            "route": flight?.route,
            "facts": .nonEmpty(facts.compactMap { $0 }),
        ])
    }

    private static func isEnd(_ fact: ItemDescription.Fact, of item: TimelineEntry.Item) -> Bool {
        if case .schedule = item, case .arrival = fact.value { true } else { false }
    }

    /// A schedule item's end, `{iso, until}` (names the item's own fields don't use, so a
    /// missing one is never the start's), as its time column shows it under the start.
    private func scheduleEnd(_ item: TimelineEntry.Item) -> MustacheValue? {
        guard case .schedule(let schedule) = item, let ends = schedule.ends else { return nil }
        return .fields(["iso": ends.instant == nil ? nil : .string(ends.isoString), "until": .string(timeText(ends))])
    }

    /// A flight's number (`AC 871`) and route (`Toronto YYZ → Paris CDG`), which its title joins.
    private static func flightParts(_ item: TimelineEntry.Item) -> (number: MustacheValue, route: MustacheValue)? {
        guard case .flight(let flight) = item, let number = flight.flight else { return nil }
        return (.string(number), .string(ItemWording.route(of: flight)))
    }

    /// A driver with a dialable phone: the name as text, the number a `tel:` link, reading
    /// `Name, +1 …` as before.
    private func driverFact(_ driver: Driver?) -> MustacheValue? {
        guard let driver, let tel = MustacheValue.tel(driver.phone), let phone = driver.phone else { return nil }
        let name = driver.name.flatMap { MustacheValue.text($0) }
        return .fields(["label": .string(wording.words.fact(.driver)), "key": .string(FactKey.driver.rawValue), "value": name ?? .string(""),
                        "sep": name == nil ? nil : .string(", "), "phone": .string(phone), "tel": tel])
    }

    /// A hotel's address, as a map link when the tour has them.
    private func addressFact(_ address: String?) -> MustacheValue? {
        guard case .object(var fields)? = MustacheValue.fact(.address, address, wording.words) else { return nil }
        fields["map"] = mapLinks.href(address).map(Value.string)
        return .object(fields)
    }

    /// Space-separated person ids of a travel item's passengers or guests, in the file's order.
    private func owners(_ item: TimelineEntry.Item) -> String? {
        let ids: [String]
        switch item {
        case .flight(let flight): ids = flight.passengers
        case .ground(let leg): ids = leg.passengers
        case .hotelCheckIn(let hotel), .hotelCheckOut(let hotel, _): ids = hotel.rooms.map(\.person)
        case .schedule: ids = []
        }
        return ids.isEmpty ? nil : ids.joined(separator: " ")
    }

    /// An arrival reads `07:55 CET Paris CDG` on a page (a ground leg's, `09:30 CET`), the zone
    /// only when it isn't the day's.
    private func text(_ value: ItemDescription.Fact.Value) -> String? {
        switch value {
        case .text(let text): text
        case .people(let ids): wording.names(ids)
        case .arrival(let time, let place): timeText(time) + (zoneText(time).map { " \($0)" } ?? "") + (place.map { " \($0)" } ?? "")
        case .duration(let seconds, let approximate): wording.duration(seconds: seconds, approximate: approximate)
        }
    }

    func timeText(_ time: ZonedTime) -> String { wording.time(time) }

    /// The zone's abbreviation when the item's zone differs from the day's at that instant.
    func zoneText(_ time: ZonedTime) -> String? {
        guard let instant = time.instant, time.zone.identifier != dayZone.identifier else { return nil }
        let abbreviation = time.zone.abbreviation(at: instant)
        if time.zone.offset(at: instant) == dayZone.offset(at: instant),
           abbreviation == dayZone.abbreviation(at: instant) { return nil }
        return abbreviation
    }
}
