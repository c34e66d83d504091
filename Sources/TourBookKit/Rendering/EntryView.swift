import Mustache

/// Turns one timeline entry into what the templates show: a time column (in the item's own zone,
/// with the zone named when it differs from the day's), a title and the item's facts.
struct EntryView {
    let dayZone: ZoneInfo
    let wording: ItemWording

    init(dayZone: ZoneInfo, clock: ClockStyle, people: [String: Person]) {
        self.dayZone = dayZone
        wording = ItemWording(clock: clock, people: people)
    }

    func value(_ entry: TimelineEntry) -> MustacheValue {
        let description = wording.describe(entry.item)
        var facts: [MustacheValue?] = description.titleNamesPlace ? [] : [.fact("Where", description.location)]
        facts += description.facts.map { .fact($0.label, text($0.value)) }
        return .fields([
            "kind": .string(entry.kind.rawValue),
            "time": .string(entry.time.isoString),
            "clock": .string(timeText(entry.time)),
            "tbd": entry.time.instant == nil ? .bool(true) : nil,
            "zone": zoneText(entry.time).map(Value.string),
            "label": .text(description.label),
            "title": .string(description.heading),
            "facts": .nonEmpty(facts.compactMap { $0 }),
        ])
    }

    /// An arrival reads `07:55 CET Paris CDG` on a page, the zone only when it isn't the day's.
    private func text(_ value: ItemDescription.Fact.Value) -> String? {
        switch value {
        case .text(let text): text
        case .people(let ids): wording.names(ids)
        case .arrival(let time, nil): timeText(time)
        case .arrival(let time, let place?): timeText(time) + (zoneText(time).map { " \($0)" } ?? "") + " \(place)"
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
