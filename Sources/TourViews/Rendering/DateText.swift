/// Date labels in the tour's locale, from CLDR's names and patterns (`LocaleDates`), made
/// without Foundation's formatters (fast, and the same on every machine whatever its locale).
package enum DateText {
    /// CLDR's full format: `Saturday, 20 March 2027` (en-GB), `Saturday, March 20, 2027` (en-US).
    package static func long(_ date: CivilDate, _ locale: TourLocale) -> String {
        format(date, dates(locale).full, locale)
    }

    /// CLDR's `MMMEd`: `Sat 20 Mar` (en-GB), `Sat, Mar 20` (en-US).
    package static func short(_ date: CivilDate, _ locale: TourLocale) -> String {
        format(date, dates(locale).shortWithWeekday, locale)
    }

    /// CLDR's `yMMMEd`: `Mon, 30 Nov 2026` (en-GB), `Mon, Nov 30, 2026` (en-US).
    package static func shortWithYear(_ date: CivilDate, _ locale: TourLocale) -> String {
        format(date, dates(locale).shortWithYear, locale)
    }

    /// CLDR's medium format: `20 Mar 2027` (en-GB), `Mar 20, 2027` (en-US).
    package static func medium(_ date: CivilDate, _ locale: TourLocale) -> String {
        format(date, dates(locale).medium, locale)
    }

    /// CLDR's `yMMMM`: `March 2027`.
    package static func month(year: Int, month: Int, _ locale: TourLocale) -> String {
        format(CivilDate(year: year, month: month, day: 1)!, dates(locale).monthAndYear, locale)
    }

    /// CLDR's `MMMd`: `19 Mar` (en-GB), `Mar 19` (en-US).
    package static func dayAndMonth(_ date: CivilDate, _ locale: TourLocale) -> String {
        format(date, dates(locale).dayAndMonth, locale)
    }

    /// `Tuesday 9 March` (en-GB), `Tuesday, March 9` (en-US).
    package static func weekdayDayAndMonth(_ date: CivilDate, _ locale: TourLocale) -> String {
        format(date, dates(locale).weekdayDayAndMonth, locale)
    }

    /// A calendar's column heads, in the locale's week (Sunday first in the US): each weekday's
    /// name and its letter.
    package static func weekColumns(_ locale: TourLocale) -> [(name: String, letter: String)] {
        let order = locale.weekStartsOnSunday ? Array(0..<7) : Array(1..<7) + [0]
        return order.map { (dates(locale).weekdays[$0], dates(locale).weekdaysNarrow[$0]) }
    }

    private static func dates(_ locale: TourLocale) -> LocaleDates { LocaleDates.byLocale[locale]! }

    /// A CLDR date pattern: `EEEE` and `E` the weekday, `d`/`dd` the day, `MMMM`, `MMM` and `MM`
    /// the month, `y` the year, `'…'` text as written.
    static func format(_ date: CivilDate, _ pattern: String, _ locale: TourLocale) -> String {
        // Read and written as UTF-8 bytes: pages and feeds ask for thousands of labels a build,
        // and a pattern's letters are ASCII (what is quoted is copied as it is).
        let names = dates(locale)
        let pattern = Array(pattern.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(32)
        func put(_ text: String) { out.append(contentsOf: text.utf8) }
        var i = 0
        while i < pattern.count {
            let first = pattern[i]
            if first == UInt8(ascii: "'") {
                let end = pattern[(i + 1)...].firstIndex(of: UInt8(ascii: "'")) ?? pattern.count
                out.append(contentsOf: pattern[(i + 1)..<end])
                i = end + 1
                continue
            }
            var run = 1
            while i + run < pattern.count, pattern[i + run] == first { run += 1 }
            i += run
            switch (first, run) {
            case (UInt8(ascii: "E"), 4...): put(names.weekdays[date.weekday])
            case (UInt8(ascii: "E"), _): put(names.weekdaysShort[date.weekday])
            case (UInt8(ascii: "d"), 1): put(String(date.day))
            case (UInt8(ascii: "d"), _): put(CivilDate.pad(date.day, 2))
            case (UInt8(ascii: "M"), 4...): put(names.months[date.month - 1])
            case (UInt8(ascii: "M"), 3): put(names.monthsShort[date.month - 1])
            case (UInt8(ascii: "M"), 2): put(CivilDate.pad(date.month, 2))
            case (UInt8(ascii: "M"), _): put(String(date.month))
            case (UInt8(ascii: "y"), _): put(String(date.year))
            default: out.append(contentsOf: repeatElement(first, count: run))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
