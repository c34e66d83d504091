/// Writes iCalendar (RFC 5545) content lines: `NAME;PARAM=VALUE:value`, TEXT values escaped,
/// lines folded at 75 octets without splitting a UTF-8 sequence, every line ended by CRLF.
struct ICSWriter {
    private(set) var bytes: [UInt8] = []

    /// The most octets a physical line may hold, not counting its CRLF (RFC 5545 §3.1).
    static let lineLimit = 75

    /// A property whose value is already in its wire form (dates, numbers, UTC offsets, ids).
    mutating func raw(_ name: String, _ parameters: [(String, String)] = [], _ value: String) {
        var line = name
        for (key, parameter) in parameters { line += ";\(key)=\(Self.parameterValue(parameter))" }
        line += ":" + value
        Self.fold(line, into: &bytes)
    }

    /// A TEXT property: backslash, semicolon, comma and line breaks escaped.
    mutating func text(_ name: String, _ value: String) {
        raw(name, [], Self.escape(value))
    }

    mutating func begin(_ component: String) { raw("BEGIN", [], component) }
    mutating func end(_ component: String) { raw("END", [], component) }

    /// RFC 5545 §3.3.11: `\` `;` `,` get a backslash, a line break becomes `\n`; other control
    /// characters (which TEXT can't hold) are dropped.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            case "\n": if !previousWasCR { result += "\\n" }
            case "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Parameter values with `:` `;` `,` must be quoted; a quote can't appear at all.
    static func parameterValue(_ value: String) -> String {
        let clean = value.filter { $0 != "\"" && !$0.isNewline }
        return clean.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"\(clean)\"" : clean
    }

    /// Appends `line` folded: at most 75 octets per physical line, each continuation starting
    /// with one space (which counts), breaks only between Unicode scalars, CRLF after each.
    static func fold(_ line: String, into bytes: inout [UInt8]) {
        var used = 0
        for scalar in line.unicodeScalars {
            let width = UTF8.width(scalar)
            if used + width > lineLimit {
                bytes += [13, 10, 32]
                used = 1
            }
            UTF8.encode(scalar) { bytes.append($0) }
            used += width
        }
        bytes += [13, 10]
    }
}

/// Wire forms of dates, times and offsets.
enum ICSFormat {
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
