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
        let names = dates(locale)
        var out = ""
        var characters = Array(pattern)[...]
        while let first = characters.first {
            if first == "'" {
                let text = characters.dropFirst().prefix { $0 != "'" }
                out += String(text)
                characters = characters.dropFirst(text.count + 2)
                continue
            }
            let run = characters.prefix { $0 == first }.count
            characters = characters.dropFirst(run)
            switch (first, run) {
            case ("E", 4...): out += names.weekdays[date.weekday]
            case ("E", _): out += names.weekdaysShort[date.weekday]
            case ("d", 1): out += String(date.day)
            case ("d", _): out += CivilDate.pad(date.day, 2)
            case ("M", 4...): out += names.months[date.month - 1]
            case ("M", 3): out += names.monthsShort[date.month - 1]
            case ("M", 2): out += CivilDate.pad(date.month, 2)
            case ("M", _): out += String(date.month)
            case ("y", _): out += String(date.year)
            default: out += String(repeating: first, count: run)
            }
        }
        return out
    }
}
