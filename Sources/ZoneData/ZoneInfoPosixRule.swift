/// The POSIX TZ string from a TZif footer (e.g. `EST5EDT,M3.2.0,M11.1.0`): the rule
/// zic promises will hold after the file's last transition. Debian may ship "slim"
/// files whose transition table stops years ago, so this rule is what answers for
/// 2027 and beyond there. Parsing lives in ZoneInfoPosixParser.swift.
struct ZoneInfoPosixRule: Sendable, Hashable {
    /// The day a change happens, in the three POSIX spellings.
    enum Day: Sendable, Hashable {
        /// `Jn`: 1…365, February 29 is never counted (J60 is always March 1).
        case julian(Int)
        /// `n`: 0…365, February 29 counted in leap years.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday d (0 = Sunday) of week w (5 = last) of month m.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    /// A change: a day plus a local time of day. The time is in the local time in force
    /// *before* the change; TZif v3 allows −167h…+167h, which may move it to another day.
    struct Change: Sendable, Hashable {
        var day: Day
        var time: Int32
    }

    struct Daylight: Sendable, Hashable {
        var type: ZoneInfo.LocalType
        var start: Change
        var end: Change
    }

    let standard: ZoneInfo.LocalType
    let daylight: Daylight?

    /// Changes precomputed for the years people actually ask about, so the common
    /// lookup is a binary search rather than calendar arithmetic. Outside
    /// `cachedRange` the rule is evaluated on the fly.
    private let cache: [(utc: Int64, isDST: Bool)]
    private let cachedRange: Range<Int64>

    /// The years covered by `cache`. Generous on purpose: a few hundred integers per zone.
    private static let cachedYears: ClosedRange<Int64> = 1970...2100

    init(standard: ZoneInfo.LocalType, daylight: Daylight?) {
        self.standard = standard
        self.daylight = daylight
        guard daylight != nil else {
            cache = []
            cachedRange = 0..<0
            return
        }
        let years = Self.cachedYears
        // Build one year wider on each side and trust only the inner span: a v3 time
        // can push a change a week into a neighbouring year.
        var list: [(utc: Int64, isDST: Bool)] = []
        for year in (years.lowerBound - 1)...(years.upperBound + 1) {
            list += Self.changes(inYear: year, standard: standard, daylight: daylight)
        }
        cache = Self.sorted(list)
        cachedRange = ZoneInfoCalendar.days(year: years.lowerBound + 1, month: 1, day: 1) * ZoneInfoCalendar.secondsPerDay
            ..< ZoneInfoCalendar.days(year: years.upperBound, month: 1, day: 1) * ZoneInfoCalendar.secondsPerDay
    }

    /// The local time type the rule puts in force at `utc`.
    func type(at utc: Int64) -> ZoneInfo.LocalType {
        guard let daylight else { return standard }
        return isDaylight(at: utc) ? daylight.type : standard
    }

    private func isDaylight(at utc: Int64) -> Bool {
        if cachedRange.contains(utc), let hit = Self.lastChange(atOrBefore: utc, in: cache) {
            return hit.isDST
        }
        let year = ZoneInfoCalendar.year(ofSeconds: utc + Int64(standard.offset))
        var list: [(utc: Int64, isDST: Bool)] = []
        for y in (year - 1)...(year + 1) { list += changes(inYear: y) }
        // No change at all in three years only happens with contrived rules; call it standard.
        return Self.lastChange(atOrBefore: utc, in: Self.sorted(list))?.isDST ?? false
    }

    /// Every change the rule makes in `[from, to)`, ascending. Callers bound the span.
    func changes(from: Int64, to: Int64) -> [(utc: Int64, isDST: Bool)] {
        guard daylight != nil, from < to else { return [] }
        let first = ZoneInfoCalendar.year(ofSeconds: from) - 1
        let last = ZoneInfoCalendar.year(ofSeconds: to) + 1
        var list: [(utc: Int64, isDST: Bool)] = []
        for year in first...last { list += changes(inYear: year) }
        return Self.sorted(list).filter { $0.utc >= from && $0.utc < to }
    }

    /// The two changes of one year as UTC instants: the start is read in standard
    /// time, the end in daylight time (that is what "time before the change" means).
    func changes(inYear year: Int64) -> [(utc: Int64, isDST: Bool)] {
        Self.changes(inYear: year, standard: standard, daylight: daylight)
    }

    private static func changes(
        inYear year: Int64, standard: ZoneInfo.LocalType, daylight: Daylight?
    ) -> [(utc: Int64, isDST: Bool)] {
        guard let daylight else { return [] }
        let start = dayNumber(daylight.start.day, year: year) * ZoneInfoCalendar.secondsPerDay
            + Int64(daylight.start.time) - Int64(standard.offset)
        let end = dayNumber(daylight.end.day, year: year) * ZoneInfoCalendar.secondsPerDay
            + Int64(daylight.end.time) - Int64(daylight.type.offset)
        return [(start, true), (end, false)]
    }

    /// Days since 1970-01-01 of a rule day in `year`.
    static func dayNumber(_ day: Day, year: Int64) -> Int64 {
        let january1 = ZoneInfoCalendar.days(year: year, month: 1, day: 1)
        switch day {
        case .julian(let n):
            let skipsLeapDay = ZoneInfoCalendar.isLeapYear(year) && n >= 60
            return january1 + Int64(n - 1) + (skipsLeapDay ? 1 : 0)
        case .zeroBased(let n):
            return january1 + Int64(n)
        case .monthWeekDay(let month, let week, let weekday):
            let first = ZoneInfoCalendar.days(year: year, month: month, day: 1)
            let firstWeekday = ZoneInfoCalendar.weekday(ofDay: first)
            var dayOfMonth = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            let length = ZoneInfoCalendar.daysInMonth(month, year: year)
            while dayOfMonth > length { dayOfMonth -= 7 }  // week 5 means "last"
            return first + Int64(dayOfMonth - 1)
        }
    }

    /// Ascending by instant; on a tie the end sorts first so that a start at the same
    /// instant wins. That is how "DST all year" (`J0/0,J365/25`-style) rules stay DST.
    private static func sorted(_ list: [(utc: Int64, isDST: Bool)]) -> [(utc: Int64, isDST: Bool)] {
        list.sorted { $0.utc != $1.utc ? $0.utc < $1.utc : (!$0.isDST && $1.isDST) }
    }

    private static func lastChange(
        atOrBefore utc: Int64, in list: [(utc: Int64, isDST: Bool)]
    ) -> (utc: Int64, isDST: Bool)? {
        let after = list.partitioningIndex { $0.utc > utc }
        return after > 0 ? list[after - 1] : nil
    }

    static func == (a: Self, b: Self) -> Bool {
        a.standard == b.standard && a.daylight == b.daylight  // the cache is derived data
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(standard)
        hasher.combine(daylight)
    }
}
