/// Text with the characters a format reserves replaced by their escapes, in one pass: the
/// escapes of a JSON string inside an HTML `<script>`, of a JSON string in a file, of a
/// line-based record. Characters outside the table are kept as they are.
package struct Escaping: Sendable {
    let table: [Unicode.Scalar: String]
    /// How a control character not in the table is written, if at all.
    var control: (@Sendable (Unicode.Scalar) -> String)?
    /// `table`'s ASCII escapes by code: most text is ASCII, and an array lookup needs no hashing.
    private let ascii: [String?]
    /// By UTF-8 byte: whether a character starting with it may be escaped (the first byte of
    /// each in the table, and control characters when `control` writes them).
    private let mayStartEscape: [Bool]

    init(table: [Unicode.Scalar: String], control: (@Sendable (Unicode.Scalar) -> String)? = nil) {
        (self.table, self.control) = (table, control)
        ascii = (0..<128).map { table[Unicode.Scalar(UInt8($0))] }
        var starts = [Bool](repeating: control != nil, count: 0x20) + [Bool](repeating: false, count: 0xE0)
        for scalar in table.keys { starts[Int(String(scalar).utf8.first!)] = true }
        mayStartEscape = starts
    }

    /// `text` escaped, after what `out` holds: runs of characters kept as they are are copied whole.
    package func append(_ text: String, to out: inout String) {
        // Most text has nothing to escape: one look at its bytes says so.
        guard text.utf8.contains(where: { mayStartEscape[Int($0)] }) else {
            out += text
            return
        }
        let scalars = text.unicodeScalars
        var kept = scalars.startIndex
        var i = kept
        while i < scalars.endIndex {
            let scalar = scalars[i]
            var escape = scalar.value < 0x80 ? ascii[Int(scalar.value)] : table[scalar]
            if escape == nil, scalar.value < 0x20 { escape = control?(scalar) }
            if let escape {
                out += Substring(scalars[kept..<i])
                out += escape
                kept = scalars.index(after: i)
            }
            i = scalars.index(after: i)
        }
        out += Substring(scalars[kept...])
    }

    /// `text` escaped, as UTF-8 after what `out` holds.
    package func append(_ text: String, to out: inout [UInt8]) {
        guard text.utf8.contains(where: { mayStartEscape[Int($0)] }) else {
            out.append(contentsOf: text.utf8)
            return
        }
        var escaped = ""
        append(text, to: &escaped)
        out.append(contentsOf: escaped.utf8)
    }

    package func callAsFunction(_ text: String) -> String {
        var out = ""
        append(text, to: &out)
        return out
    }

    /// A JSON string's escapes, and `\uXXXX` for every other control character.
    package static let json = Escaping(table: ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"], control: { scalar in
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    })

    /// JSON's, and what must not appear raw inside an HTML `<script>` or a JavaScript string:
    /// `<`, `>`, `&`, and the line and paragraph separators.
    package static let jsonInScript = Escaping(
        table: json.table.merging(["<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u{2028}": "\\u2028", "\u{2029}": "\\u2029"]) { $1 },
        control: json.control)

    /// A CSS string's body (between double quotes) inside an HTML `<style>`: quotes, backslashes
    /// and control characters as hexadecimal escapes, and `<`, so no `</style>` can end it.
    package static let cssStringInStyle = Escaping(table: ["\"": "\\22 ", "\\": "\\5c ", "<": "\\3c ", "&": "\\26 "], control: { scalar in
        "\\" + String(scalar.value, radix: 16) + " "
    })

    /// XML's five, for text and attribute values alike; control characters XML 1.0 forbids are
    /// left out.
    package static let xml = Escaping(table: ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"], control: { scalar in
        scalar == "\t" || scalar == "\n" || scalar == "\r" ? String(scalar) : ""
    })

    /// Backslashes, tabs and line breaks, so a field stays on its line of a tab-separated record.
    package static let line = Escaping(table: ["\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"])

    /// The text of a field escaped with `line`.
    package static func unescapedLine(_ text: Substring) -> String {
        var out = ""
        var escaping = false
        for c in text.unicodeScalars {
            if escaping {
                out.unicodeScalars.append(c == "t" ? "\t" : c == "n" ? "\n" : c == "r" ? "\r" : c)
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
