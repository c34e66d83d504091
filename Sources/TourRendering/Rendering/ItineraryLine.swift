import Mustache

/// A line of a person's page (`partials/item-brief`): the day page's entry (its time, zone,
/// label and title) with only what an itinerary says, the booking reference as `code`. A
/// flight or ground leg adds its arrival (`arrives`); a hotel stay, one line on its check-in
/// date, its nights and check-out (`checkOut`: `3 nights, check-out Mon 22 Mar 05:00`).
/// Passengers, addresses, drivers and notes are a tap away on the day page the heading links.
///
/// `facts` holds the same as fact lines, for a templates folder without `partials/item-brief`
/// (its lines are `partials/item`).
enum ItineraryLine {
    static func passage(_ entry: MustacheValue) -> MustacheValue {
        var fields = line(entry)
        let arrives = fact(.arrives, in: entry)
        fields["arrives"] = arrives?["value"]
        fields["facts"] = MustacheValue.nonEmpty([arrives].compactMap { $0 })
        return .object(fields)
    }

    static func stay(_ entry: MustacheValue, _ hotel: Hotel, _ words: Words) -> MustacheValue {
        var fields = line(entry)
        fields["roomLabel"] = .string(words.fact(.room))
        guard let out = hotel.checkOut, case .string(let when)? = fact(.checkOut, in: entry)?["value"] else { return .object(fields) }
        let nights = words.nights(out.date.daysSinceEpoch - hotel.checkIn.date.daysSinceEpoch)
        fields["checkOut"] = .string(words.stayUntil(nights, when))
        fields["facts"] = MustacheValue.nonEmpty([.fact(.checkOut, "\(when) (\(nights))", words)].compactMap { $0 })
        return .object(fields)
    }

    /// The entry's time, zone, label and title, and its booking reference.
    private static func line(_ entry: MustacheValue) -> [String: MustacheValue] {
        guard case .object(var fields) = entry else { return [:] }
        fields["people"] = nil
        fields["facts"] = nil
        fields["code"] = fact(.confirmation, in: entry)?["value"]
        return fields
    }

    private static func fact(_ key: FactKey, in entry: MustacheValue) -> MustacheValue? {
        guard case .list(let facts)? = entry["facts"] else { return nil }
        return facts.first { $0["key"] == .string(key.rawValue) }
    }
}
