/// What every role's site is made from, computed once per build: the dates, each date's
/// timeline, passports, and each notes file rendered to HTML (once, shared by all roles).
public struct SiteModel: Sendable {
    public let tour: Tour
    public let peopleByID: [String: Person]
    /// Every date from the first day file to the last.
    public let dates: [CivilDate]
    public let days: [CivilDate: Day]
    public let timelines: [CivilDate: Timeline]
    public let passports: PassportCheck
    /// Rendered Markdown by notes file path.
    public let notesHTML: [String: String]
    /// The roles this build makes sites for (all, or those named with --role).
    public let roles: [Role]
    /// Hotel stays by night: where everyone sleeps on each date (check-in date up to the night
    /// before check-out), in file order.
    public let staysByNight: [CivilDate: [Hotel]]
    /// Stays that end on each date (their check-out shows there), with the date they began.
    let checkOutsByDate: [CivilDate: [(hotel: Hotel, from: CivilDate)]]

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
        checkOutsByDate = checkOuts
        var timelines: [CivilDate: Timeline] = [:]
        for date in dates {
            timelines[date] = Timeline(date: date, day: days[date], checkOuts: checkOuts[date] ?? [])
        }
        self.timelines = timelines
        passports = PassportCheck(people: tour.people, firstDay: first, lastDay: last)

        var notes: [Notes] = tour.notes.map { [$0] } ?? []
        notes += tour.days.flatMap(\.notes)
        notes += tour.looseNotes.values.flatMap { $0 }
        var html: [String: String] = [:]
        for note in notes { html[note.file] = CmarkRenderer.html(note.markdown) }
        notesHTML = html
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

    /// Everything one date's page body is made from, to tell whether it changed since the last
    /// build (see `RenderMemory`).
    func inputs(_ date: CivilDate) -> DateInputs {
        DateInputs(day: days[date], stays: staysByNight[date] ?? [],
                   checkOuts: (checkOutsByDate[date] ?? []).map { DateInputs.CheckOut(hotel: $0.hotel, from: $0.from) },
                   looseNotes: tour.looseNotes[date] ?? [])
    }
}

struct DateInputs: Equatable, Sendable {
    struct CheckOut: Equatable, Sendable { var hotel: Hotel; var from: CivilDate }
    var day: Day?
    var stays: [Hotel]
    var checkOuts: [CheckOut]
    var looseNotes: [Notes]
}
