import TourBookSystem

/// The time of a build, for everything it writes or judges by the date: `SOURCE_DATE_EPOCH`
/// when set (the reproducible-builds convention: two builds of the same content from the same
/// record are then the same bytes), else the clock.
package enum BuildClock {
    /// `SOURCE_DATE_EPOCH` is set to something other than whole seconds since 1970.
    package struct BadEpoch: Error, CustomStringConvertible {
        var value: String
        package var description: String {
            "SOURCE_DATE_EPOCH is \"\(value)\"; it must be a whole number of seconds since 1970-01-01 UTC (or unset, for the clock)"
        }
    }

    /// The time `SOURCE_DATE_EPOCH` sets; nil when it is unset.
    package static func fixed(environment: (String) -> String?) throws(BadEpoch) -> Int64? {
        guard let text = environment("SOURCE_DATE_EPOCH") else { return nil }
        guard let seconds = Int64(text), seconds >= 0 else { throw BadEpoch(value: text) }
        return seconds
    }

    package static func clock() -> Int64 { WallClock.secondsSince1970() }

    /// The day of `seconds`, in UTC.
    package static func day(_ seconds: Int64) -> CivilDate {
        CivilDate(daysSinceEpoch: Int((Double(seconds) / 86_400).rounded(.down)))
    }
}
