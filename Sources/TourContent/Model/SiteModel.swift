/// What every role's site is made from, computed once per build: the dates, each date's
/// timeline, where everyone sleeps, who travels, and passports. Facts only: how they read is
/// the Present stage's (`ItemWording`, `NotesHTML`), what a page needs is the renderer's.
public struct SiteModel: Sendable {
    public let tour: Tour
    public let peopleByID: [String: Person]
    /// Every date from the first day file to the last.
    public let dates: [CivilDate]
    public let days: [CivilDate: Day]
    public let timelines: [CivilDate: Timeline]
    /// Each date's calendar UIDs, one per timeline entry in the same order (`CalendarUID.tour`).
    package let uids: [CivilDate: [String]]
    public let passports: PassportCheck
    /// The roles this build makes sites for (all, or those named with --role).
    public let roles: [Role]
    /// Hotel stays by night: where everyone sleeps on each date (check-in date up to the night
    /// before check-out), in file order.
    public let staysByNight: [CivilDate: [Hotel]]
    /// Each show or festival day's number among them, from 1 (`Day.Kind.isShow`).
    public let showNumbers: [CivilDate: Int]
    /// Who gets a personal feed and page: everyone who flies, rides or sleeps somewhere on the
    /// tour, by id. Someone with no travel has nothing personal to show, and a page or feed
    /// named after them would tell a travel role about a person it otherwise never sees.
    public let travellers: [Person]
    /// Each timeline item's tab and audience, once: a role sees some item only if it admits one.
    let itemScopes: Set<Scope>
    /// The audiences of each traveller's travel, by id.
    let travelAudiences: [String: Set<Audience>]
    /// The audiences of the day contacts, once.
    let contactAudiences: Set<Audience>

    struct Scope: Hashable {
        var tab: Tab
        var audience: Audience
    }
    /// Stays that end on each date (their check-out shows there), with the date they began.
    package let checkOutsByDate: [CivilDate: [(hotel: Hotel, from: CivilDate)]]

    public init(tour: Tour, roles: [Role]? = nil) {
        self.tour = tour
        self.roles = roles ?? tour.roles
        peopleByID = Dictionary(tour.people.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let first = tour.days.first!.date, last = tour.days.last!.date
        dates = (0...(last.daysSinceEpoch - first.daysSinceEpoch)).map { first.adding(days: $0) }
        days = Dictionary(uniqueKeysWithValues: tour.days.map { ($0.date, $0) })

        var checkOuts: [CivilDate: [(hotel: Hotel, from: CivilDate)]] = [:]
        var stays: [CivilDate: [Hotel]] = [:]
        for day in tour.days {
            for hotel in day.hotels {
                if let out = hotel.checkOut { checkOuts[out.date, default: []].append((hotel, day.date)) }
                let nights = max(1, (hotel.checkOut?.date.daysSinceEpoch ?? 0) - hotel.checkIn.date.daysSinceEpoch)
                for night in 0..<min(nights, 366) { stays[hotel.checkIn.date.adding(days: night), default: []].append(hotel) }
            }
        }
        staysByNight = stays
        let shows = tour.days.filter(\.kind.isShow).map(\.date)
        showNumbers = Dictionary(uniqueKeysWithValues: shows.enumerated().map { ($1, $0 + 1) })
        checkOutsByDate = checkOuts
        // Each date's on every core: a date's entries are put in order on their own.
        let (allDates, allDays, outs) = (dates, days, checkOuts)
        let made = Parallel.map(count: allDates.count) { d in
            Timeline(date: allDates[d], day: allDays[allDates[d]], checkOuts: outs[allDates[d]] ?? [])
        }
        let timelines = Dictionary(uniqueKeysWithValues: zip(allDates, made))
        self.timelines = timelines
        uids = CalendarUID.tour(dates: dates, timelines: timelines, tour: tour.id)
        itemScopes = Set(timelines.values.flatMap { $0.entries.map { Scope(tab: $0.tab, audience: $0.audience) } })
        contactAudiences = Set(tour.days.flatMap { $0.contacts.map(\.audience) })
        let audiences = Self.travelAudiences(tour)
        travelAudiences = audiences
        travellers = tour.people.filter { audiences[$0.id] != nil }.sorted { $0.id < $1.id }
        passports = PassportCheck(people: tour.people, firstDay: first, lastDay: last)
    }

    /// One warning per passport that is expired or expires within six months of the tour's end.
    public var passportWarnings: DiagnosticLog {
        var log = DiagnosticLog()
        for result in passports.needingAttention {
            let location = result.passport.location ?? SourceLocation(file: "people.json")
            if let warning = result.warning { log.warning(location, warning) }
        }
        return log
    }

    /// The documents a role that sees this may see, wherever they are attached.
    package func documents(for visibility: Visibility) -> [Document] { tour.allDocuments.filter { visibility.admits($0.tab, $0.audience) } }

    /// Whether a role that sees this sees any timeline item (and so has a calendar).
    package func hasItems(for visibility: Visibility) -> Bool { itemScopes.contains { visibility.admits($0.tab, $0.audience) } }

    /// The travellers of whom a role that sees this sees some travel: who it has person pages
    /// and feeds for. A person whose every trip is for other roles has neither there (a
    /// passport holder is still in the passport list, which is of people, not of trips).
    package func travellers(for visibility: Visibility) -> [Person] {
        travellers.filter { person in travelAudiences[person.id]!.contains { visibility.admits(.travel, $0) } }
    }

    /// What of a traveller's travel a role that sees this sees: the audiences of their trips it
    /// admits. Roles with the same see the same of them (their personal feed is one file).
    package func travelView(of person: Person, _ visibility: Visibility) -> Set<Audience> {
        (travelAudiences[person.id] ?? []).filter { visibility.admits(.travel, $0) }
    }

    /// What of the day contacts a role that sees this sees: the audiences it admits. Roles with
    /// the same get the same contacts page and vCards.
    package func contactView(_ visibility: Visibility) -> Set<Audience> {
        contactAudiences.filter { visibility.admits(.contacts, $0) }
    }

    private static func travelAudiences(_ tour: Tour) -> [String: Set<Audience>] {
        // Gathered by audience first: a tour has a few, and its items tens of thousands of
        // passengers and guests, so each person's set is filled once per audience.
        var people: [Audience: Set<String>] = [:]
        for day in tour.days {
            for flight in day.flights { people[flight.audience, default: []].formUnion(flight.passengers) }
            for leg in day.ground { people[leg.audience, default: []].formUnion(leg.passengers) }
            for hotel in day.hotels { people[hotel.audience, default: []].formUnion(hotel.rooms.lazy.map(\.person)) }
        }
        var audiences: [String: Set<Audience>] = [:]
        for (audience, ids) in people {
            for id in ids { audiences[id, default: []].insert(audience) }
        }
        return audiences
    }
}

