/// Lines of tab-separated fields, as bytes: the format of the build record and the build state.
/// A field's backslashes, tabs and line breaks are written `\\`, `\t`, `\n`, `\r` (the same as
/// `Escaping.line`), so a field stays on its line. Every byte that is escaped is ASCII, so the
/// UTF-8 of everything else passes through untouched and neither side goes through `String`
/// per character: the record of a year-long tour is megabytes, read and written every build.
package struct FieldLines {
    package private(set) var bytes: [UInt8] = []
    /// Whether the next field starts a line (no tab before it).
    private var atLineStart = true

    package init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// One line of `fields`, each escaped.
    package mutating func line(_ fields: [String]) {
        for field in fields { self.field(field) }
        endLine()
    }

    package mutating func line(_ fields: String...) { line(fields) }

    /// The next field of the line being written, escaped: lines of many fields are written
    /// field by field, with no array of them made.
    package mutating func field(_ text: String) {
        separate()
        append(text)
    }

    /// A number in decimal, as `String(number)` writes it.
    package mutating func field(_ number: Int64) {
        separate()
        appendDecimal(number)
    }

    /// A hash as 16 lowercase hex digits, as `ContentHash.hex` writes it.
    package mutating func field(hex value: UInt64) {
        separate()
        ContentHash.appendHex(value, to: &bytes)
    }

    /// A number added to the field being written after a space: a field of several words
    /// (`file <device> <inode> …`) written with no string made of it.
    package mutating func word(_ number: Int64) {
        bytes.append(Self.space)
        appendDecimal(number)
    }

    /// A hash added to the field being written after a space, as `field(hex:)` writes it.
    package mutating func word(hex value: UInt64) {
        bytes.append(Self.space)
        ContentHash.appendHex(value, to: &bytes)
    }

    /// Text added to the field being written after a space, escaped.
    package mutating func word(_ text: String) {
        bytes.append(Self.space)
        append(text)
    }

    private mutating func appendDecimal(_ number: Int64) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var (rest, place) = (number.magnitude, UInt64(1))
        while rest / place >= 10 { place *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / place))
            rest %= place
            place /= 10
        } while place > 0
    }

    /// Whole lines written before, copied as they are.
    package mutating func raw(_ lines: ArraySlice<UInt8>) {
        precondition(atLineStart && (lines.last ?? Self.newline) == Self.newline, "whole lines only")
        bytes += lines
    }

    /// Ends the line being written.
    package mutating func endLine() {
        bytes.append(Self.newline)
        atLineStart = true
    }

    private mutating func separate() {
        if !atLineStart { bytes.append(Self.tab) }
        atLineStart = false
    }

    private mutating func append(_ field: String) {
        var field = field
        field.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 == Self.backslash || $0 == Self.tab || $0 == Self.newline || $0 == Self.carriageReturn }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case Self.backslash: bytes += [Self.backslash, Self.backslash]
                case Self.tab: bytes += [Self.backslash, UInt8(ascii: "t")]
                case Self.newline: bytes += [Self.backslash, UInt8(ascii: "n")]
                case Self.carriageReturn: bytes += [Self.backslash, UInt8(ascii: "r")]
                default: bytes.append(byte)
                }
            }
        }
    }

    /// Every line of `bytes` as its unescaped fields, or nil when the bytes don't end with a line
    /// break (a file cut short).
    package static func read(_ bytes: [UInt8]) -> [[String]]? {
        var lines: [[String]] = []
        guard forEachLine(bytes, { line, _ in lines.append(fields(line)); return true }) else { return nil }
        return lines
    }

    /// Each line of `bytes`, without its line break, and where it starts, to `body` until it
    /// returns false: for a reader that takes its commonest lines straight from their bytes.
    /// False when `body` did, or when the bytes don't end with a line break (a file cut short).
    package static func forEachLine(_ bytes: [UInt8], _ body: (_ line: UnsafeRawBufferPointer, _ start: Int) -> Bool) -> Bool {
        guard bytes.last == newline else { return bytes.isEmpty }
        return bytes.withUnsafeBytes { buffer in
            var start = 0
            while let end = Bytes.firstIndex(of: newline, in: buffer, from: start) {
                guard body(UnsafeRawBufferPointer(rebasing: buffer[start..<end]), start) else { return false }
                start = end + 1
            }
            return true
        }
    }

    /// A line's unescaped fields.
    package static func fields(_ line: UnsafeRawBufferPointer) -> [String] { rawFields(line).map(field) }

    /// A line's fields as they are written (escaped), at most `limit` of them: a reader that
    /// wants four fields stops looking after the fifth.
    package static func rawFields(_ line: UnsafeRawBufferPointer, limit: Int = .max) -> [UnsafeRawBufferPointer] {
        var fields: [UnsafeRawBufferPointer] = []
        var start = 0
        while fields.count < limit {
            let end = Bytes.firstIndex(of: tab, in: line, from: start) ?? line.count
            fields.append(UnsafeRawBufferPointer(rebasing: line[start..<end]))
            if end == line.count { break }
            start = end + 1
        }
        return fields
    }

    /// One field's text, unescaped.
    package static func field(_ raw: UnsafeRawBufferPointer) -> String {
        guard Bytes.firstIndex(of: backslash, in: raw) != nil else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var escaping = false
        for byte in raw {
            if escaping {
                switch byte {
                case UInt8(ascii: "t"): out.append(tab)
                case UInt8(ascii: "n"): out.append(newline)
                case UInt8(ascii: "r"): out.append(carriageReturn)
                default: out.append(byte)
                }
                escaping = false
            } else if byte == backslash {
                escaping = true
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
    private static let carriageReturn = UInt8(ascii: "\r"), backslash = UInt8(ascii: "\\")
}
