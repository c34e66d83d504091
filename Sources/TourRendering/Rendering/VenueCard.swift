import Mustache

/// The venue as a day page shows it (roles with schedule): name, tappable address and phone,
/// the day-sheet facts in a short list, and the places nearby for a closed disclosure. The
/// strip at the top of the day takes the same value and shows name and address only.
enum VenueCard {
    static func value(_ venue: Venue, maps: MapLinks, words: Words) -> MustacheValue {
        let facts = [
            MustacheValue.fact(.loadIn, venue.loadIn, words), .fact(.parking, venue.parking, words),
            .fact(.productionOffice, venue.productionOffice, words), .fact(.wifi, venue.wifi, words),
            .fact(.capacity, venue.capacity, words), .fact(.curfew, venue.curfew, words),
        ].compactMap { $0 }
        let nearby = venue.nearby.map { place in
            // Keys of their own: a place without a phone must not show the venue's.
            MustacheValue.fields([
                "placeKind": .text(place.kind), "placeName": .string(place.name), "placeAddress": .text(place.address),
                "placeMap": maps.href(place.address).map(Value.string), "placePhone": .text(place.phone),
                "placeTel": .tel(place.phone), "placeHours": .text(place.hours),
            ])
        }
        return .fields([
            "name": .string(venue.name), "address": .text(venue.address), "map": maps.href(venue.address).map(Value.string),
            "phone": .text(venue.phone), "tel": .tel(venue.phone),
            "factList": .wrapped("facts", facts),
            "website": .text(venue.website), "webLink": webLink(venue.website),
            "nearby": nearby.isEmpty ? nil : .fields(["places": .list(nearby), "count": .int(nearby.count)]),
        ])
    }

    /// A website is a link only when it is a web address; anything else stays text.
    private static func webLink(_ website: String?) -> MustacheValue? {
        guard let site = website?.trimmingCharacters(in: .whitespaces), !site.contains(where: \.isWhitespace) else { return nil }
        let lower = site.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://") ? .string(site) : nil
    }
}
