// Proleptic Gregorian arithmetic on plain integers, for the POSIX TZ rule and for CivilDate.
// Foundation's Calendar is avoided on purpose: it would pull ICU's zone logic
// back in, and these few formulas are exact for any year we can represent.
public enum ZoneInfoCalendar {
    static let secondsPerDay: Int64 = 86_400

    public static func isLeapYear(_ year: Int64) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysInMonth(_ month: Int, year: Int64) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a civil date (H. Hinnant's `days_from_civil`).
    public static func days(year: Int64, month: Int, day: Int) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let m = Int64(month)
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The civil date of a day number (H. Hinnant's `civil_from_days`, the inverse of `days`).
    public static func civil(ofDay z0: Int64) -> (year: Int64, month: Int, day: Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), Int(month), Int(day))
    }

    /// The civil year containing a day number.
    static func year(ofDay day: Int64) -> Int64 { civil(ofDay: day).year }

    /// The year of an instant (floor division, so negative instants work).
    static func year(ofSeconds seconds: Int64) -> Int64 {
        year(ofDay: floorDiv(seconds, secondsPerDay))
    }

    /// 0 = Sunday … 6 = Saturday. 1970-01-01 was a Thursday.
    public static func weekday(ofDay day: Int64) -> Int {
        Int(floorMod(day + 4, 7))
    }

    static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    static func floorMod(_ a: Int64, _ b: Int64) -> Int64 {
        a - floorDiv(a, b) * b
    }
}
