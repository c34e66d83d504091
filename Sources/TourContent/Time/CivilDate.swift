/// A calendar date with no time or zone (a day file's date, a passport's expiry).
/// Arithmetic goes through days since 1970-01-01 (proleptic Gregorian, `ZoneInfoCalendar`), no
/// Foundation needed.
public struct CivilDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...CivilDate.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`; `2027-02-30` is nil.
    public init?(iso text: some StringProtocol) {
        let b = Array(text.utf8)
        guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
              let y = CivilDate.digits(b[0..<4]), let m = CivilDate.digits(b[5..<7]), let d = CivilDate.digits(b[8..<10])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public init(daysSinceEpoch: Int) {
        let civil = ZoneInfoCalendar.civil(ofDay: Int64(daysSinceEpoch))
        year = Int(civil.year)
        month = civil.month
        day = civil.day
    }

    public var daysSinceEpoch: Int { Int(ZoneInfoCalendar.days(year: Int64(year), month: month, day: day)) }

    public func adding(days: Int) -> CivilDate { CivilDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// Calendar months later, clamped to the month's end (Aug 31 + 6 months = Feb 28/29).
    public func adding(months: Int) -> CivilDate {
        let total = year * 12 + (month - 1) + months
        let y = total / 12, m = total % 12 + 1
        return CivilDate(year: y, month: m, day: min(day, CivilDate.daysIn(month: m, year: y)))!
    }

    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int { ZoneInfoCalendar.weekday(ofDay: Int64(daysSinceEpoch)) }

    /// `YYYY-MM-DD`, written as ten bytes: pages, feeds and keys ask for it thousands of times a build.
    public var description: String {
        guard (0...9999).contains(year) else { return "\(CivilDate.pad(year, 4))-\(CivilDate.pad(month, 2))-\(CivilDate.pad(day, 2))" }
        return String(unsafeUninitializedCapacity: 10) { bytes in
            let (zero, dash) = (UInt8(ascii: "0"), UInt8(ascii: "-"))
            bytes[0] = zero + UInt8(year / 1000); bytes[1] = zero + UInt8(year / 100 % 10)
            bytes[2] = zero + UInt8(year / 10 % 10); bytes[3] = zero + UInt8(year % 10)
            bytes[4] = dash; bytes[5] = zero + UInt8(month / 10); bytes[6] = zero + UInt8(month % 10)
            bytes[7] = dash; bytes[8] = zero + UInt8(day / 10); bytes[9] = zero + UInt8(day % 10)
            return 10
        }
    }

    public static func < (a: CivilDate, b: CivilDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    public static func daysIn(month: Int, year: Int) -> Int { ZoneInfoCalendar.daysInMonth(month, year: Int64(year)) }

    package static func pad(_ n: Int, _ width: Int) -> String {
        guard n >= 0 else {
            let s = String(n)
            return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
        }
        var digits = 1
        var rest = n / 10
        while rest > 0 { (digits, rest) = (digits + 1, rest / 10) }
        let count = max(width, digits)
        return String(unsafeUninitializedCapacity: count) { bytes in
            var value = n
            for i in stride(from: count - 1, through: 0, by: -1) { (bytes[i], value) = (UInt8(ascii: "0") + UInt8(value % 10), value / 10) }
            return count
        }
    }

    private static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for b in bytes {
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(b - UInt8(ascii: "0"))
        }
        return value
    }
}
