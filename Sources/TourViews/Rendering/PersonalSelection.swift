/// What of the tour belongs to one person: the flights and ground legs they are a passenger of,
/// and the hotel stays they have a room in (with that room). The schedule is nobody's own: the
/// role's day pages and `calendar.ics` carry it, so personal pages and feeds stay the size of a
/// person's travel, not of the tour. Their calendar feed (`people/<id>.ics`) and their page
/// (`people/<id>.html`), for the people of `SiteModel.travellers(for:)`, both choose with this
/// and the role's `Visibility`, so the two always list the same items.
package enum PersonalSelection {
    /// Each of the entry's owners: passengers of a flight or ground leg, guests of a hotel;
    /// nobody for a schedule item.
    package static func forEachOwner(of entry: TimelineEntry, _ body: (String) -> Void) {
        switch entry.item {
        case .flight(let flight): flight.passengers.forEach(body)
        case .ground(let leg): leg.passengers.forEach(body)
        case .hotelCheckIn(let hotel), .hotelCheckOut(let hotel, _): for room in hotel.rooms { body(room.person) }
        case .schedule: break
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
            guard let entries = model.timelines[date]?.entries else { continue }
            // By index: an entry is large, and a year has tens of thousands. A person's dates
            // grow in order, so one already theirs ends with this one.
            for i in entries.indices where !isCheckOut(entries[i]) && visibility.admits(entries[i].tab, entries[i].audience) {
                forEachOwner(of: entries[i]) { id in
                    byPerson[id, default: []].appendUnlessLast(d)
                }
            }
        }
        return byPerson
    }

    private static func isCheckOut(_ entry: TimelineEntry) -> Bool {
        if case .hotelCheckOut = entry.item { return true }
        return false
    }
}

private extension Array where Element == Int {
    mutating func appendUnlessLast(_ value: Int) {
        if last != value { append(value) }
    }
}
