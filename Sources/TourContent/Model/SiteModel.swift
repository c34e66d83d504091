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
    /// The tabs of every timeline item: a role sees some item only if it has one of these.
    let tabsWithItems: Set<Tab>
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
        var timelines: [CivilDate: Timeline] = [:]
        for date in dates {
            timelines[date] = Timeline(date: date, day: days[date], checkOuts: checkOuts[date] ?? [])
        }
        self.timelines = timelines
        uids = CalendarUID.tour(dates: dates, timelines: timelines, tour: tour.id)
        tabsWithItems = Set(timelines.values.flatMap { $0.entries.map(\.tab) })
        travellers = Self.travellers(tour)
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

    /// The documents a role with these tabs may see, wherever they are attached.
    package func documents(for tabs: Set<Tab>) -> [Document] { tour.allDocuments.filter { $0.isVisible(to: tabs) } }

    /// Whether a role with these tabs sees any timeline item (and so has a calendar).
    package func hasItems(for tabs: Set<Tab>) -> Bool { !tabs.isDisjoint(with: tabsWithItems) }

    private static func travellers(_ tour: Tour) -> [Person] {
        var travelling: Set<String> = []
        for day in tour.days {
            for flight in day.flights { travelling.formUnion(flight.passengers) }
            for leg in day.ground { travelling.formUnion(leg.passengers) }
            for hotel in day.hotels { travelling.formUnion(hotel.rooms.map(\.person)) }
        }
        return tour.people.filter { travelling.contains($0.id) }.sorted { $0.id < $1.id }
    }
}

