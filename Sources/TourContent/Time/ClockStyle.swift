/// How times are shown: `15:00`, or `3:00 pm` (`3:00 PM` in the US).
public struct ClockStyle: Sendable, Hashable {
    public var isTwelveHour: Bool
    var am = "am", pm = "pm"

    public static let twentyFourHour = ClockStyle(isTwelveHour: false)
    public static let twelveHour = ClockStyle(isTwelveHour: true)

    /// Each way a time can be written, for tests that read every one back.
    public static let allCases = [twentyFourHour, twelveHour, twelveHour.inLocale(.americanEnglish)]

    /// `"24h"` or `"12h"`, as tour.json's `clock` says.
    public init?(rawValue: String) {
        switch rawValue {
        case "24h": self = .twentyFourHour
        case "12h": self = .twelveHour
        default: return nil
        }
    }

    private init(isTwelveHour: Bool) { self.isTwelveHour = isTwelveHour }

    /// The same clock with the locale's `am` and `pm`.
    public func inLocale(_ locale: TourLocale) -> ClockStyle {
        var clock = self
        (clock.am, clock.pm) = locale.meridiem
        return clock
    }

    public func format(_ time: ClockTime) -> String {
        var text = time.approximate ? "~" : ""
        if isTwelveHour {
            let h = time.hour % 12 == 0 ? 12 : time.hour % 12
            text += "\(h):" + CivilDate.pad(time.minute, 2) + " " + (time.hour < 12 ? am : pm)
        } else {
            text += CivilDate.pad(time.hour, 2) + ":" + CivilDate.pad(time.minute, 2)
        }
        if time.dayOffset > 0 { text += "+\(time.dayOffset)" }
        return text
    }
}
