/// Parses a POSIX TZ string as RFC 8536 §3.3 allows it in a TZif footer:
/// `std offset [dst [offset] [,start[/time],end[/time]]]`, with `<…>` quoted names,
/// `Jn` / `n` / `Mm.w.d` days, and v3's signed rule times up to ±167 hours.
struct ZoneInfoPosixParser {
    struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    private let bytes: [UInt8]
    private var index = 0

    static func parse(_ text: String) throws(Failure) -> ZoneInfoPosixRule {
        var parser = ZoneInfoPosixParser(bytes: Array(text.utf8))
        return try parser.rule()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var atEnd: Bool { index >= bytes.count }
    private var peek: UInt8? { atEnd ? nil : bytes[index] }

    private mutating func rule() throws(Failure) -> ZoneInfoPosixRule {
        let standardName = try name()
        // POSIX offsets count hours *west* of Greenwich; TZif and we count east.
        let standard = ZoneInfo.LocalType(
            offset: -(try duration(maxHours: 24, what: "standard offset")),
            isDaylightSaving: false, abbreviation: standardName)
        if atEnd { return ZoneInfoPosixRule(standard: standard, daylight: nil) }

        let daylightName = try name()
        var daylightOffset = standard.offset + 3600  // POSIX default: one hour ahead
        if let c = peek, c != UInt8(ascii: ",") {
            daylightOffset = -(try duration(maxHours: 24, what: "daylight offset"))
        }
        let daylightType = ZoneInfo.LocalType(
            offset: daylightOffset, isDaylightSaving: true, abbreviation: daylightName)

        let start: ZoneInfoPosixRule.Change
        let end: ZoneInfoPosixRule.Change
        if atEnd {
            // No rule given: tzcode and glibc fall back to the US rules of 2007.
            start = .init(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
            end = .init(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
        } else {
            try expect(",")
            start = try change()
            try expect(",")
            end = try change()
        }
        guard atEnd else { throw Failure(message: "unexpected text at position \(index)") }
        return ZoneInfoPosixRule(
            standard: standard,
            daylight: .init(type: daylightType, start: start, end: end))
    }

    /// `EST`, or `<+0530>` for names with digits and signs. At least three characters.
    private mutating func name() throws(Failure) -> String {
        var chars: [UInt8] = []
        if peek == UInt8(ascii: "<") {
            index += 1
            while let c = peek, c != UInt8(ascii: ">") {
                guard isLetter(c) || isDigit(c) || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") else {
                    throw Failure(message: "bad character in quoted zone name")
                }
                chars.append(c)
                index += 1
            }
            try expect(">")
        } else {
            while let c = peek, isLetter(c) {
                chars.append(c)
                index += 1
            }
        }
        guard chars.count >= 3 else { throw Failure(message: "zone name shorter than three characters") }
        return String(decoding: chars, as: UTF8.self)
    }

    /// `,day[/time]`'s part after the comma.
    private mutating func change() throws(Failure) -> ZoneInfoPosixRule.Change {
        let day = try ruleDay()
        var time: Int32 = 7200  // POSIX default 02:00:00
        if peek == UInt8(ascii: "/") {
            index += 1
            time = try duration(maxHours: 167, what: "rule time")
        }
        return .init(day: day, time: time)
    }

    private mutating func ruleDay() throws(Failure) -> ZoneInfoPosixRule.Day {
        switch peek {
        case UInt8(ascii: "J"):
            index += 1
            return .julian(try number(in: 1...365, what: "Julian day"))
        case UInt8(ascii: "M"):
            index += 1
            let month = try number(in: 1...12, what: "month")
            try expect(".")
            let week = try number(in: 1...5, what: "week")
            try expect(".")
            let weekday = try number(in: 0...6, what: "weekday")
            return .monthWeekDay(month: month, week: week, weekday: weekday)
        case let c? where isDigit(c):
            return .zeroBased(try number(in: 0...365, what: "day of year"))
        default:
            throw Failure(message: "expected a rule day (Jn, n or Mm.w.d)")
        }
    }

    /// `[+-]hh[:mm[:ss]]` as seconds, sign included.
    private mutating func duration(maxHours: Int, what: String) throws(Failure) -> Int32 {
        var sign: Int32 = 1
        if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") {
            if peek == UInt8(ascii: "-") { sign = -1 }
            index += 1
        }
        var seconds = Int32(try number(in: 0...maxHours, what: "\(what) hours")) * 3600
        if peek == UInt8(ascii: ":") {
            index += 1
            seconds += Int32(try number(in: 0...59, what: "\(what) minutes")) * 60
            if peek == UInt8(ascii: ":") {
                index += 1
                seconds += Int32(try number(in: 0...59, what: "\(what) seconds"))
            }
        }
        return sign * seconds
    }

    /// A run of decimal digits within `range`. Stops early so huge inputs cannot overflow.
    private mutating func number(in range: ClosedRange<Int>, what: String) throws(Failure) -> Int {
        var value = 0
        var digits = 0
        while let c = peek, isDigit(c) {
            value = value * 10 + Int(c - UInt8(ascii: "0"))
            digits += 1
            index += 1
            guard value <= range.upperBound else { throw Failure(message: "\(what) out of range") }
        }
        guard digits > 0 else { throw Failure(message: "expected \(what)") }
        guard range.contains(value) else { throw Failure(message: "\(what) out of range") }
        return value
    }

    private mutating func expect(_ char: Unicode.Scalar) throws(Failure) {
        guard peek == UInt8(ascii: char) else { throw Failure(message: "expected '\(char)' at position \(index)") }
        index += 1
    }

    private func isLetter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
}
