/// Writes iCalendar (RFC 5545) content lines: `NAME;PARAM=VALUE:value`, TEXT values escaped,
/// lines folded at 75 octets without splitting a UTF-8 sequence, every line ended by CRLF.
package struct ICSWriter {
    private(set) var bytes: [UInt8] = []

    /// The most octets a physical line may hold, not counting its CRLF (RFC 5545 §3.1).
    static let lineLimit = 75

    /// A property whose value is already in its wire form (dates, numbers, UTC offsets, ids).
    mutating func raw(_ name: String, _ parameters: [(String, String)] = [], _ value: String) {
        line(name, parameters, Array(value.utf8))
    }

    /// A TEXT property: backslash, semicolon, comma and line breaks escaped.
    mutating func text(_ name: String, _ value: String) {
        line(name, [], Self.escaped(value))
    }

    /// Calendars are large (thousands of events per feed), so lines are put together as bytes.
    private mutating func line(_ name: String, _ parameters: [(String, String)], _ value: [UInt8]) {
        var line: [UInt8] = []
        line.reserveCapacity(name.utf8.count + value.count + 32)
        line += name.utf8
        for (key, parameter) in parameters {
            line.append(UInt8(ascii: ";"))
            line += key.utf8
            line.append(UInt8(ascii: "="))
            Self.appendParameterValue(parameter, to: &line)
        }
        line.append(UInt8(ascii: ":"))
        line += value
        Self.fold(line, into: &bytes)
    }

    mutating func reserve(_ capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Lines already in wire form (folded, CRLF-ended).
    mutating func append(_ lines: [UInt8]) { bytes += lines }

    mutating func begin(_ component: String) { raw("BEGIN", [], component) }
    mutating func end(_ component: String) { raw("END", [], component) }

    /// RFC 5545 §3.3.11: `\` `;` `,` get a backslash, a line break becomes `\n`; other control
    /// characters (which TEXT can't hold) are dropped. All of these are ASCII, so bytes will do.
    static func escaped(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 8)
        var previousWasCR = false
        for byte in text.utf8 {
            defer { previousWasCR = byte == 0x0D }
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): result += [UInt8(ascii: "\\"), byte]
            case 0x0D: result += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0A: if !previousWasCR { result += [UInt8(ascii: "\\"), UInt8(ascii: "n")] }
            case 0x09: result.append(byte)
            case 0..<0x20, 0x7F: continue
            default: result.append(byte)
            }
        }
        return result
    }

    static func escape(_ text: String) -> String { String(decoding: escaped(text), as: UTF8.self) }

    /// Parameter values with `:` `;` `,` must be quoted; a quote or line break can't appear at all.
    static func appendParameterValue(_ value: String, to line: inout [UInt8]) {
        let clean = value.utf8.filter { $0 != UInt8(ascii: "\"") && $0 != 0x0A && $0 != 0x0D }
        let quoted = clean.contains { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ",") }
        if quoted { line.append(UInt8(ascii: "\"")) }
        line += clean
        if quoted { line.append(UInt8(ascii: "\"")) }
    }

    /// Appends `line` folded: at most 75 octets per physical line, each continuation starting
    /// with one space (which counts), breaks only between UTF-8 sequences, CRLF after each.
    static func fold(_ line: String, into bytes: inout [UInt8]) { fold(Array(line.utf8), into: &bytes) }

    static func fold(_ line: [UInt8], into bytes: inout [UInt8]) {
        var start = 0
        var limit = lineLimit
        while line.count - start > limit {
            var end = start + limit
            while end > start, line[end] & 0xC0 == 0x80 { end -= 1 } // don't split a character
            bytes += line[start..<end]
            bytes += [13, 10, 32]
            start = end
            limit = lineLimit - 1 // the continuation's leading space counts
        }
        bytes += line[start...]
        bytes += [13, 10]
    }
}

/// Wire forms of dates, times and offsets.
package enum ICSFormat {
    /// `20270314` for DATE values.
    static func date(_ date: CivilDate) -> String {
        CivilDate.pad(date.year, 4) + CivilDate.pad(date.month, 2) + CivilDate.pad(date.day, 2)
    }

    /// `20270314T150000`: a wall time given as seconds since 1970 as if it were UTC.
    static func localDateTime(_ local: Int64) -> String {
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let second = Int(local - days * 86_400)
        return date(CivilDate(daysSinceEpoch: Int(days))) + "T"
            + CivilDate.pad(second / 3600, 2) + CivilDate.pad(second / 60 % 60, 2) + CivilDate.pad(second % 60, 2)
    }

    /// The wall time in `zone` at `instant`.
    static func localDateTime(_ instant: Int64, in zone: ZoneInfo) -> String {
        localDateTime(instant + Int64(zone.offset(at: instant)))
    }

    /// `20270308T000000Z`.
    static func utcDateTime(_ instant: Int64) -> String { localDateTime(instant) + "Z" }

    /// `-0500`, `+0100`, `+053730` (seconds only when there are some).
    static func offset(_ seconds: Int32) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let value = Int(abs(seconds))
        var text = sign + CivilDate.pad(value / 3600, 2) + CivilDate.pad(value / 60 % 60, 2)
        if value % 60 != 0 { text += CivilDate.pad(value % 60, 2) }
        return text
    }
}
