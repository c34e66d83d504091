import Testing
@testable import ZoneData

struct ZoneInfoPosixRuleTests {
    typealias Rule = ZoneInfoPosixRule
    typealias F = ZoneInfoFixtures

    /// What a TZ string should parse to, written out flat so the table stays readable:
    /// std name/offset east; nil dst fields mean "no DST".
    struct Parsed: Sendable, CustomTestStringConvertible {
        var text: String
        var std: String, stdOffset: Int32
        var dst: String? = nil, dstOffset: Int32 = 0
        var start: Rule.Day? = nil, startTime: Int32 = 7200
        var end: Rule.Day? = nil, endTime: Int32 = 7200
        var testDescription: String { text }
    }

    static let valid: [Parsed] = [
        Parsed(text: "UTC0", std: "UTC", stdOffset: 0),
        Parsed(text: "<+0530>-5:30", std: "+0530", stdOffset: 19_800),
        Parsed(text: "<-05>5", std: "-05", stdOffset: -18_000),
        Parsed(text: "IST-5:30", std: "IST", stdOffset: 19_800),
        Parsed(text: "XYZ+3:30:15", std: "XYZ", stdOffset: -12_615),
        Parsed(text: "EST5EDT,M3.2.0,M11.1.0", std: "EST", stdOffset: -18_000, dst: "EDT", dstOffset: -14_400,
               start: .monthWeekDay(month: 3, week: 2, weekday: 0), end: .monthWeekDay(month: 11, week: 1, weekday: 0)),
        // No rule at all: the US default, as tzcode and glibc assume.
        Parsed(text: "EST5EDT", std: "EST", stdOffset: -18_000, dst: "EDT", dstOffset: -14_400,
               start: .monthWeekDay(month: 3, week: 2, weekday: 0), end: .monthWeekDay(month: 11, week: 1, weekday: 0)),
        Parsed(text: "NST3:30NDT,M3.2.0,M11.1.0", std: "NST", stdOffset: -12_600, dst: "NDT", dstOffset: -9000,
               start: .monthWeekDay(month: 3, week: 2, weekday: 0), end: .monthWeekDay(month: 11, week: 1, weekday: 0)),
        Parsed(text: "AEST-10AEDT,M10.1.0,M4.1.0/3", std: "AEST", stdOffset: 36_000, dst: "AEDT", dstOffset: 39_600,
               start: .monthWeekDay(month: 10, week: 1, weekday: 0), end: .monthWeekDay(month: 4, week: 1, weekday: 0), endTime: 10_800),
        Parsed(text: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0", std: "+1030", stdOffset: 37_800, dst: "+11", dstOffset: 39_600,
               start: .monthWeekDay(month: 10, week: 1, weekday: 0), end: .monthWeekDay(month: 4, week: 1, weekday: 0)),
        Parsed(text: "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45", std: "+1245", stdOffset: 45_900, dst: "+1345", dstOffset: 49_500,
               start: .monthWeekDay(month: 9, week: 5, weekday: 0), startTime: 9900, end: .monthWeekDay(month: 4, week: 1, weekday: 0), endTime: 13_500),
        // Dublin: "daylight" time is the *winter* one, an hour behind.
        Parsed(text: "IST-1GMT0,M10.5.0,M3.5.0/1", std: "IST", stdOffset: 3600, dst: "GMT", dstOffset: 0,
               start: .monthWeekDay(month: 10, week: 5, weekday: 0), end: .monthWeekDay(month: 3, week: 5, weekday: 0), endTime: 3600),
        // v3: negative and beyond-24h rule times.
        Parsed(text: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0", std: "-02", stdOffset: -7200, dst: "-01", dstOffset: -3600,
               start: .monthWeekDay(month: 3, week: 5, weekday: 0), startTime: -3600, end: .monthWeekDay(month: 10, week: 5, weekday: 0), endTime: 0),
        Parsed(text: "EET-2EEST,M3.4.4/50,M10.4.4/50", std: "EET", stdOffset: 7200, dst: "EEST", dstOffset: 10_800,
               start: .monthWeekDay(month: 3, week: 4, weekday: 4), startTime: 180_000, end: .monthWeekDay(month: 10, week: 4, weekday: 4), endTime: 180_000),
        Parsed(text: "<-04>4<-03>,M9.1.6/24,M4.1.6/24", std: "-04", stdOffset: -14_400, dst: "-03", dstOffset: -10_800,
               start: .monthWeekDay(month: 9, week: 1, weekday: 6), startTime: 86_400, end: .monthWeekDay(month: 4, week: 1, weekday: 6), endTime: 86_400),
        Parsed(text: "AAA3BBB,J60/-167,300/167:59:59", std: "AAA", stdOffset: -10_800, dst: "BBB", dstOffset: -7200,
               start: .julian(60), startTime: -601_200, end: .zeroBased(300), endTime: 604_799),
        // "DST all year" as zic writes it.
        Parsed(text: "EST5EDT4,0/0,J365/25", std: "EST", stdOffset: -18_000, dst: "EDT", dstOffset: -14_400,
               start: .zeroBased(0), startTime: 0, end: .julian(365), endTime: 90_000),
    ]

    @Test("parses footer TZ strings", arguments: valid)
    func parses(_ c: Parsed) throws {
        let rule = try ZoneInfoPosixParser.parse(c.text)
        #expect(rule.standard == .init(offset: c.stdOffset, isDaylightSaving: false, abbreviation: c.std))
        if let dst = c.dst, let start = c.start, let end = c.end {
            #expect(rule.daylight == Rule.Daylight(
                type: .init(offset: c.dstOffset, isDaylightSaving: true, abbreviation: dst),
                start: .init(day: start, time: c.startTime), end: .init(day: end, time: c.endTime)))
        } else {
            #expect(rule.daylight == nil)
        }
    }

    static let invalid = [
        "", "E5", "EST", "5", "EST5EDT,", "EST5EDT,M3.2.0", "EST5EDT,M3.2.0,M11.1.0x", "EST5EDT;M3.2.0,M11.1.0",
        "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M0.1.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0", "EST5EDT,M3.2.7,M11.1.0",
        "EST5EDT,J0,J365", "EST5EDT,J366,J1", "EST5EDT,366,J1", "EST5EDT,M3.2.0/168,M11.1.0", "EST5EDT,M3.2.0/1:60,M11.1.0",
        "EST25", "EST5:60", "EST-", "EST5EDT,M3..0,M11.1.0", "<+05", "<+0 5>-5", "<+5>-5", "<>0",
        "EST99999999999999999999999", "EST5EDT,J99999999999999999999,J1", "EST5\nEDT", "ÉST5",
    ]

    @Test("rejects broken TZ strings", arguments: invalid)
    func rejects(_ text: String) {
        #expect(throws: ZoneInfoPosixParser.Failure.self) { try ZoneInfoPosixParser.parse(text) }
    }

    struct DayCase: Sendable, CustomTestStringConvertible {
        var day: Rule.Day, year: Int64, month: Int, dayOfMonth: Int
        var testDescription: String { "\(day) in \(year)" }
    }

    static let days: [DayCase] = [
        DayCase(day: .monthWeekDay(month: 3, week: 2, weekday: 0), year: 2027, month: 3, dayOfMonth: 14),
        DayCase(day: .monthWeekDay(month: 11, week: 1, weekday: 0), year: 2027, month: 11, dayOfMonth: 7),
        DayCase(day: .monthWeekDay(month: 10, week: 5, weekday: 0), year: 2027, month: 10, dayOfMonth: 31),
        DayCase(day: .monthWeekDay(month: 3, week: 5, weekday: 0), year: 2027, month: 3, dayOfMonth: 28),
        DayCase(day: .monthWeekDay(month: 2, week: 5, weekday: 2), year: 2028, month: 2, dayOfMonth: 29),
        DayCase(day: .monthWeekDay(month: 2, week: 5, weekday: 2), year: 2027, month: 2, dayOfMonth: 23),
        DayCase(day: .julian(59), year: 2028, month: 2, dayOfMonth: 28),
        DayCase(day: .julian(60), year: 2028, month: 3, dayOfMonth: 1),
        DayCase(day: .julian(365), year: 2028, month: 12, dayOfMonth: 31),
        DayCase(day: .zeroBased(59), year: 2028, month: 2, dayOfMonth: 29),
        DayCase(day: .zeroBased(59), year: 2027, month: 3, dayOfMonth: 1),
        DayCase(day: .zeroBased(365), year: 2028, month: 12, dayOfMonth: 31),
        DayCase(day: .zeroBased(0), year: 1969, month: 1, dayOfMonth: 1),
        DayCase(day: .monthWeekDay(month: 3, week: 2, weekday: 0), year: 1800, month: 3, dayOfMonth: 9),
    ]

    @Test("rule days land on the right calendar day", arguments: days)
    func dayNumber(_ c: DayCase) {
        #expect(Rule.dayNumber(c.day, year: c.year) == ZoneInfoCalendar.days(year: c.year, month: c.month, day: c.dayOfMonth))
    }

    @Test func changeInstantsUseTheTimeBeforeTheChange() throws {
        // Gaza: 4th Thursday + 50 h = Saturday 02:00 EET → 00:00Z; back at Saturday 02:00 EEST → 23:00Z Friday.
        let gaza = try ZoneInfoPosixParser.parse("EET-2EEST,M3.4.4/50,M10.4.4/50")
        #expect(gaza.changes(inYear: 2027).map(\.utc) == [F.utc(2027, 3, 27, 0), F.utc(2027, 10, 29, 23)])
        // Nuuk: last Sunday of March at −1:00 local (-02) is Saturday 23:00 → 01:00Z Sunday.
        let nuuk = try ZoneInfoPosixParser.parse("<-02>2<-01>,M3.5.0/-1,M10.5.0/0")
        #expect(nuuk.changes(inYear: 2027).map(\.utc) == [F.utc(2027, 3, 28, 1), F.utc(2027, 10, 31, 1)])
    }

    @Test func daylightAllYearNeverSwitches() throws {
        let rule = try ZoneInfoPosixParser.parse("EST5EDT4,0/0,J365/25")
        for year: Int64 in [1900, 2000, 2027, 2028, 2200] {
            for instant in [F.utc(year, 1, 1), F.utc(year, 1, 1, 5), F.utc(year, 7, 1), F.utc(year, 12, 31, 23)] {
                #expect(rule.type(at: instant).abbreviation == "EDT")
            }
        }
        let zone = ZoneInfo(identifier: "Test/AllYear", types: [rule.standard], times: [], typeIndices: [], rule: rule)
        #expect(zone.transitions(from: F.utc(2020, 1, 1), to: F.utc(2030, 1, 1)).isEmpty)
    }

    @Test func cachedAndComputedAnswersAgree() throws {
        // The rule caches 1970–2100; just outside it, the same instants are computed.
        let rule = try ZoneInfoPosixParser.parse("AEST-10AEDT,M10.1.0,M4.1.0/3")
        for year: Int64 in [1969, 1970, 1971, 2099, 2100, 2101, 2500] {
            let changes = rule.changes(inYear: year)
            for (utc, isDST) in changes {
                #expect(rule.type(at: utc).isDaylightSaving == isDST)
                #expect(rule.type(at: utc - 1).isDaylightSaving == !isDST)
            }
        }
    }
}
