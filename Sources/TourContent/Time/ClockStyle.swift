/// How times are shown: `15:00` or `3:00 pm`.
public enum ClockStyle: String, Sendable, CaseIterable {
    case twentyFourHour = "24h"
    case twelveHour = "12h"

    public func format(_ time: ClockTime) -> String {
        var text = time.approximate ? "~" : ""
        switch self {
        case .twentyFourHour:
            text += CivilDate.pad(time.hour, 2) + ":" + CivilDate.pad(time.minute, 2)
        case .twelveHour:
            let h = time.hour % 12 == 0 ? 12 : time.hour % 12
            text += "\(h):" + CivilDate.pad(time.minute, 2) + (time.hour < 12 ? " am" : " pm")
        }
        if time.dayOffset > 0 { text += "+\(time.dayOffset)" }
        return text
    }
}
