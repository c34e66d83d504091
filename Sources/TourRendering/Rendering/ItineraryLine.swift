import Mustache

/// A line of a person's page (`partials/item-brief`): the day page's entry (its time, zone,
/// label and title) with only what an itinerary says, the booking reference as `code`. A
/// flight or ground leg adds its arrival (`arrives`); a hotel stay, one line on its check-in
/// date, its nights and check-out (`checkOut`: `3 nights, check-out Mon 22 Mar 05:00`).
/// Passengers, addresses, drivers and notes are a tap away on the day page the heading links.
///
/// `facts` holds the same as fact lines, for a templates folder without `partials/item-brief`
/// (its lines are `partials/item`).
///
/// A year's page holds hundreds of lines, so a line states its instant (`exactTime`) only where
/// its clock does not: a line whose `time` is its section's date, its clock and its section's
/// offset has none, and `scripts/now-next.js` reads the clock (`<time>15:00</time>`).
enum ItineraryLine {
    /// The date section a line is in: its date and its zone's offset (`DayZone.offset`).
    struct Section {
        var date: CivilDate
        var offset: String
    }

    static func passage(_ entry: MustacheValue, in section: Section) -> MustacheValue {
        var fields = line(entry, in: section)
        let arrives = fact(.arrives, in: entry)
        fields["arrives"] = arrives?["value"]
        fields["facts"] = MustacheValue.nonEmpty([arrives].compactMap { $0 })
        return .object(fields)
    }

    static func stay(_ entry: MustacheValue, _ hotel: Hotel, _ words: Words, in section: Section) -> MustacheValue {
        var fields = line(entry, in: section)
        fields["roomLabel"] = .string(words.fact(.room))
        guard let out = hotel.checkOut, case .string(let when)? = fact(.checkOut, in: entry)?["value"] else { return .object(fields) }
        let nights = words.nights(out.date.daysSinceEpoch - hotel.checkIn.date.daysSinceEpoch)
        fields["checkOut"] = .string(words.stayUntil(nights, when))
        fields["facts"] = MustacheValue.nonEmpty([.fact(.checkOut, "\(when) (\(nights))", words)].compactMap { $0 })
        return .object(fields)
    }

    /// The entry's time, zone, label and title, and its booking reference.
    private static func line(_ entry: MustacheValue, in section: Section) -> [String: MustacheValue] {
        guard case .object(var fields) = entry else { return [:] }
        fields["people"] = nil
        fields["facts"] = nil
        fields["code"] = fact(.confirmation, in: entry)?["value"]
        fields["exactTime"] = exactTime(fields, in: section).map(MustacheValue.string)
        return fields
    }

    /// The entry's `time` (`tbd` included) unless its section's date, its clock and its
    /// section's offset spell it: the time of a zone or date other than the section's, a
    /// 12-hour or approximate clock.
    static func exactTime(_ fields: [String: MustacheValue], in section: Section) -> String? {
        guard case .string(let time)? = fields["time"] else { return nil }
        guard case .string(let clock)? = fields["clock"] else { return time }
        return time == "\(section.date)T\(clock)\(section.offset)" ? nil : time
    }

    private static func fact(_ key: FactKey, in entry: MustacheValue) -> MustacheValue? {
        guard case .list(let facts)? = entry["facts"] else { return nil }
        return facts.first { $0["key"] == .string(key.rawValue) }
    }
}
