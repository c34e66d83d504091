/// English date labels, made without Foundation's formatters (fast, and the same on every
/// machine whatever its locale).
package enum DateText {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                         "September", "October", "November", "December"]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `Sunday 14 March 2027`
    package static func long(_ date: CivilDate) -> String {
        "\(weekdays[date.weekday]) \(date.day) \(months[date.month - 1]) \(date.year)"
    }

    /// `Sun 14 Mar`
    package static func short(_ date: CivilDate) -> String {
        "\(weekdays[date.weekday].prefix(3)) \(date.day) \(months[date.month - 1].prefix(3))"
    }

    /// `14 Mar 2027`
    package static func medium(_ date: CivilDate) -> String {
        "\(date.day) \(months[date.month - 1].prefix(3)) \(date.year)"
    }

    /// `March 2027`
    package static func month(year: Int, month: Int) -> String { "\(months[month - 1]) \(year)" }
}
