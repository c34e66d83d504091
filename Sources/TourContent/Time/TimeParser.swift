import Foundation

/// Reads times as the content format defines them: `HH:MM`, `H:MM`, `h:mm am`/`pm`, an optional
/// `~` before (approximate) and `+1`/`+2` after (days after the page's date). Anything else is
/// kept as text; text that looks like a broken clock time (`25:99`, `14.3`) is flagged so the
/// build can warn about it.
public enum TimeParser {
    public struct Result: Sendable, Hashable {
        public var time: TimeOfDay
        /// True when the text looks like a clock time but isn't a valid one.
        public var looksBroken: Bool
    }

    public static func parse(_ raw: String) -> Result {
        let text = raw.trimmedSpaces
        if let clock = parseClock(text) { return Result(time: .clock(clock), looksBroken: false) }
        return Result(time: .unreadable(raw), looksBroken: looksLikeClock(text))
    }

    private static func parseClock(_ text: String) -> ClockTime? {
        var s = Substring(text)
        var approximate = false
        if s.first == "~" {
            approximate = true
            s = s.dropFirst().drop { $0 == " " }
        }
        var dayOffset = 0
        if let plus = s.lastIndex(of: "+") {
            let suffix = s[s.index(after: plus)...]
            guard suffix == "1" || suffix == "2" else { return nil }
            dayOffset = suffix == "1" ? 1 : 2
            s = s[..<plus]
            while s.last == " " { s = s.dropLast() }
        }
        // am/pm
        let lower = s.lowercased()
        var meridiem: Character?
        for (suffix, mark) in [("am", Character("a")), ("pm", "p"), ("a.m.", "a"), ("p.m.", "p")] where lower.hasSuffix(suffix) {
            meridiem = mark
            s = s.dropLast(suffix.count)
            while s.last == " " { s = s.dropLast() }
            break
        }
        var parts = s.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 1, meridiem != nil { parts.append("00") }  // "10 am"
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts[0].allSatisfy(\.isASCIIDigit), parts[1].allSatisfy(\.isASCIIDigit),
              var hour = Int(parts[0]), let minute = Int(parts[1]), minute < 60 else { return nil }
        if let meridiem {
            guard (1...12).contains(hour) else { return nil }
            if hour == 12 { hour = 0 }
            if meridiem == "p" { hour += 12 }
        } else {
            guard hour < 24 else { return nil }
        }
        return ClockTime(minuteOfDay: hour * 60 + minute, dayOffset: dayOffset, approximate: approximate)
    }

    /// Digits with clock punctuation and nothing else worth reading as words: `25:99`, `14.3`,
    /// `9h30`, `7:5 pm`, `18:30+3`.
    private static func looksLikeClock(_ text: String) -> Bool {
        guard text.contains(where: \.isASCIIDigit) else { return false }
        let letters = String(text.lowercased().filter { $0.isLetter })
        guard ["", "h", "am", "pm"].contains(letters) else { return false }
        return text.allSatisfy { $0.isASCIIDigit || $0.isLetter || ":.+~ ".contains($0) }
    }
}

extension Character {
    package var isASCIIDigit: Bool { isASCII && isNumber }
}
