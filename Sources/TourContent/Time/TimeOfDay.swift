import Foundation

/// A time as written in the content: a readable clock time, or text the generator can't read
/// (`TBD`, `after the show`), which is shown as written and sorted last.
public enum TimeOfDay: Sendable, Hashable {
    case clock(ClockTime)
    case unreadable(String)

    public var clockTime: ClockTime? {
        if case .clock(let time) = self { return time }
        return nil
    }

    /// The text shown for an unreadable time: as written, or `TBD` when empty.
    public var unreadableText: String? {
        guard case .unreadable(let text) = self else { return nil }
        let trimmed = text.trimmedSpaces
        return trimmed.isEmpty ? "TBD" : trimmed
    }
}

/// A readable wall-clock time in some zone: minutes after midnight, `+N` days after the page's
/// date, and whether it was marked approximate with `~`.
public struct ClockTime: Sendable, Hashable {
    public var minuteOfDay: Int
    public var dayOffset: Int
    public var approximate: Bool

    public init(minuteOfDay: Int, dayOffset: Int = 0, approximate: Bool = false) {
        self.minuteOfDay = minuteOfDay
        self.dayOffset = dayOffset
        self.approximate = approximate
    }

    public var hour: Int { minuteOfDay / 60 }
    public var minute: Int { minuteOfDay % 60 }
}
