import Mustache

/// Turns one timeline entry into what the templates show: a time column (in the item's own zone,
/// with the zone named when it differs from the day's), a title and a few facts.
struct EntryView {
    let dayZone: ZoneInfo
    let clock: ClockStyle
    let people: [String: Person]

    func value(_ entry: TimelineEntry) -> MustacheValue {
        var facts: [MustacheValue?] = []
        let title: String
        let label: String
        switch entry.item {
        case .flight(let flight):
            label = "Flight"
            title = Self.title(of: flight)
            facts.append(.fact("Arrives", timeText(flight.arrives) + (zoneText(flight.arrives).map { " \($0)" } ?? "") + " \(flight.to.label)"))
            facts.append(.fact("Passengers", names(flight.passengers)))
            facts.append(.fact("Confirmation", flight.confirmation))
            facts.append(.fact("Note", flight.note))
        case .ground(let leg):
            label = Self.label(of: leg)
            title = Self.title(of: leg)
            if let arrives = leg.arrives { facts.append(.fact("Arrives", timeText(arrives))) }
            facts.append(.fact("Company", leg.company))
            if let driver = leg.driver {
                facts.append(.fact("Driver", [driver.name, driver.phone].compactMap { $0 }.joined(separator: ", ")))
            }
            facts.append(.fact("Passengers", names(leg.passengers)))
            facts.append(.fact("Confirmation", leg.confirmation))
            facts.append(.fact("Note", leg.note))
        case .hotelCheckIn(let hotel):
            label = "Check-in"
            title = hotel.name
            facts.append(.fact("Address", hotel.address))
            if let out = hotel.checkOut { facts.append(.fact("Check-out", DateText.short(out.date) + (out.time.clockTime.map { " " + clock.format($0) } ?? ""))) }
            facts.append(.fact("Confirmation", hotel.confirmation))
        case .hotelCheckOut(let hotel, _):
            label = "Check-out"
            title = hotel.name
            facts.append(.fact("Confirmation", hotel.confirmation))
        case .schedule(let item):
            label = ""
            title = item.title
            facts.append(.fact("Where", item.location))
            facts.append(.fact("Note", item.note))
        }
        return .fields([
            "kind": .string(entry.kind.rawValue),
            "time": .string(entry.time.isoString),
            "clock": .string(timeText(entry.time)),
            "tbd": entry.time.instant == nil ? .bool(true) : nil,
            "zone": zoneText(entry.time).map(Value.string),
            "label": .text(label),
            "title": .string(title.isEmpty ? label : title),
            "facts": .nonEmpty(facts.compactMap { $0 }),
        ])
    }

    /// `18:40`, `~18:30`, `00:30+1`, or the text of an unreadable time (`TBD` when empty).
    func timeText(_ time: ZonedTime) -> String {
        if let clockTime = time.time.clockTime { return clock.format(clockTime) }
        return time.time.unreadableText ?? "TBD"
    }

    /// The zone's abbreviation when the item's zone differs from the day's at that instant.
    func zoneText(_ time: ZonedTime) -> String? {
        guard let instant = time.instant, time.zone.identifier != dayZone.identifier else { return nil }
        let abbreviation = time.zone.abbreviation(at: instant)
        if time.zone.offset(at: instant) == dayZone.offset(at: instant),
           abbreviation == dayZone.abbreviation(at: instant) { return nil }
        return abbreviation
    }

    private func names(_ ids: [String]) -> String? {
        ids.isEmpty ? nil : ids.map { people[$0]?.name ?? $0 }.joined(separator: ", ")
    }

    // The wording of items, shared with the calendar feeds so both say the same thing.

    /// `AC 871 · Toronto YYZ → Paris CDG`
    static func title(of flight: Flight) -> String {
        [flight.flight, "\(flight.from.label) → \(flight.to.label)"].compactMap { $0 }.joined(separator: " · ")
    }

    /// `Van`, `Shuttle`, or `Ground` when the kind is not given.
    static func label(of leg: GroundLeg) -> String {
        leg.kind.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "Ground"
    }

    /// `Hotel → Venue`
    static func title(of leg: GroundLeg) -> String {
        [leg.from, leg.to].compactMap { $0 }.joined(separator: " → ")
    }
}
