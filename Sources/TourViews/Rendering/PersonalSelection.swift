/// What of the tour belongs to one person: the flights and ground legs they are a passenger of,
/// and the hotel stays they have a room in (with that room). The schedule is nobody's own: the
/// role's day pages and `calendar.ics` carry it, so personal pages and feeds stay the size of a
/// person's travel, not of the tour. Their calendar feed (`people/<id>.ics`) and their page
/// (`people/<id>.html`), for the people of `SiteModel.travellers(for:)`, both choose with this
/// and the role's `Visibility`, so the two always list the same items.
package enum PersonalSelection {
    /// Whose an entry is, as a set to look people up in many times: passengers of a flight or
    /// ground leg, guests of a hotel; nobody's for a schedule item.
    package static func owners(_ entry: TimelineEntry) -> Set<String> {
        switch entry.item {
        case .flight(let flight): Set(flight.passengers)
        case .ground(let leg): Set(leg.passengers)
        case .hotelCheckIn(let hotel), .hotelCheckOut(let hotel, _): Set(hotel.rooms.map(\.person))
        case .schedule: []
        }
    }

    /// The person's room in a stay (nil when they have none there, or it is not known yet).
    package static func room(in hotel: Hotel, for id: String) -> String? {
        hotel.rooms.first { $0.person == id }?.room
    }

    /// The indices of the dates each person flies, rides or checks into a hotel on, ascending,
    /// by person id: the dates of their page, an itinerary (a stay is one line on its check-in
    /// date, so the nights and the check-out add no date of their own). Only entries `visibility`
    /// admits count.
    package static func dates(_ model: SiteModel, _ visibility: Visibility) -> [String: [Int]] {
        var byPerson: [String: [Int]] = [:]
        for (d, date) in model.dates.enumerated() {
            var own: Set<String> = []
            for entry in model.timelines[date]?.entries ?? [] where !isCheckOut(entry) && visibility.admits(entry.tab, entry.audience) {
                own.formUnion(owners(entry))
            }
            for id in own { byPerson[id, default: []].append(d) }
        }
        return byPerson
    }

    private static func isCheckOut(_ entry: TimelineEntry) -> Bool {
        if case .hotelCheckOut = entry.item { return true }
        return false
    }
}
