/// What of the tour belongs to one person: the flights and ground legs they are a passenger of,
/// the hotel stays they have a room in (with that room), and the schedule, which is everyone's.
/// Their calendar feed (`people/<id>.ics`) and their page (`people/<id>.html`) both choose with
/// this, so the two always list the same items.
enum PersonalSelection {
    /// Who gets a personal feed and page: everyone who flies, rides or sleeps somewhere on the
    /// tour, by id. Someone with no travel has nothing personal to show, and a page or feed
    /// named after them would tell a travel role about a person it otherwise never sees.
    static func people(_ model: SiteModel) -> [Person] {
        var travelling: Set<String> = []
        for day in model.tour.days {
            for flight in day.flights { travelling.formUnion(flight.passengers) }
            for leg in day.ground { travelling.formUnion(leg.passengers) }
            for hotel in day.hotels { travelling.formUnion(hotel.rooms.map(\.person)) }
        }
        return model.tour.people.filter { travelling.contains($0.id) }.sorted { $0.id < $1.id }
    }

    /// Whether an entry is the person's. Schedule items are everyone's; whether a role may see
    /// them is the caller's question (`role.can(entry.tab)`).
    static func concerns(_ entry: TimelineEntry, _ id: String) -> Bool {
        switch entry.item {
        case .flight(let flight): flight.passengers.contains(id)
        case .ground(let leg): leg.passengers.contains(id)
        case .hotelCheckIn(let hotel), .hotelCheckOut(let hotel, _): hotel.rooms.contains { $0.person == id }
        case .schedule: true
        }
    }

    /// Whose an entry is, as a set to look people up in many times: passengers of a flight or
    /// ground leg, guests of a hotel; nil for the schedule, which is everyone's (as `concerns`).
    static func owners(_ entry: TimelineEntry) -> Set<String>? {
        switch entry.item {
        case .flight(let flight): Set(flight.passengers)
        case .ground(let leg): Set(leg.passengers)
        case .hotelCheckIn(let hotel), .hotelCheckOut(let hotel, _): Set(hotel.rooms.map(\.person))
        case .schedule: nil
        }
    }

    /// The person's room in a stay (nil when they have none there, or it is not known yet).
    static func room(in hotel: Hotel, for id: String) -> String? {
        hotel.rooms.first { $0.person == id }?.room
    }

    /// The stays the person sleeps in on the night of `date`, in file order.
    static func stays(_ model: SiteModel, night date: CivilDate, for id: String) -> [Hotel] {
        (model.staysByNight[date] ?? []).filter { hotel in hotel.rooms.contains { $0.person == id } }
    }
}
