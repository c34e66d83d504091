import Testing
@testable import TourContent

/// `Escaping`: each table's escapes, control characters, and text kept as it is, compared with
/// the plainest way to write it (one character at a time).
struct TextEscapingTests {
    static let tables: [(String, Escaping)] = [
        ("json", .json), ("jsonInScript", .jsonInScript), ("cssStringInStyle", .cssStringInStyle), ("xml", .xml), ("line", .line),
    ]

    /// Character by character: the table, else the control rule, else the character.
    static func reference(_ escaping: Escaping, _ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let escape = escaping.table[scalar] {
                out += escape
            } else if scalar.value < 0x20, let control = escaping.control {
                out += control(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    @Test func knownTexts() {
        #expect(Escaping.json("a\"b\\c\nd\u{1}") == "a\\\"b\\\\c\\nd\\u0001")
        #expect(Escaping.jsonInScript("</script>\u{2028}é") == "\\u003c/script\\u003e\\u2028é")
        #expect(Escaping.xml("Tom & Jerry's <b>\u{0}\t") == "Tom &amp; Jerry&apos;s &lt;b&gt;\t")
        #expect(Escaping.line("a\tb\\") == "a\\tb\\\\")
        #expect(Escaping.json("") == "")
        #expect(Escaping.json("plain text, nothing to escape") == "plain text, nothing to escape")
    }

    @Test(arguments: tables.map(\.0))
    func agreesWithOneCharacterAtATime(_ name: String) {
        let escaping = Self.tables.first { $0.0 == name }!.1
        let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "\"", "'", "\\", "<", ">", "&", "\n", "\r", "\t", "\u{0}", "\u{1f}", "\u{7f}",
                                          "é", "\u{2028}", "\u{2029}", "🎸", "ß"]
        var random = SplitMix(seed: 2026)
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int.random(in: 0..<24, using: &random) { text.unicodeScalars.append(alphabet.randomElement(using: &random)!) }
            var out = "kept·"
            escaping.append(text, to: &out)
            #expect(out == "kept·" + Self.reference(escaping, text), "\(name): \(text.debugDescription)")
            var bytes = Array("kept·".utf8)
            escaping.append(text, to: &bytes)
            #expect(bytes == Array(out.utf8), "\(name) as bytes: \(text.debugDescription)")
        }
    }
}
