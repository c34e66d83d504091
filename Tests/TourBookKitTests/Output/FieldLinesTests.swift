import Testing
@testable import Digest
@testable import TourContent

@Suite struct FieldLinesTests {
    @Test(arguments: [Int64(0), 7, 10, 99, 100, -1, -10, 1_790_000_000, .max, .min])
    func aNumberFieldIsItsDecimal(_ number: Int64) {
        var lines = FieldLines()
        lines.field("n")
        lines.field(number)
        lines.endLine()
        #expect(lines.bytes == Array("n\t\(number)\n".utf8))
        #expect(FieldLines.read(lines.bytes) == [["n", String(number)]])
    }

    @Test(arguments: [UInt64(0), 1, 0xdead_beef, 0x5cbc_6b95_6f3e_8501, .max])
    func aHashFieldIsItsSixteenHexDigits(_ hash: UInt64) {
        var lines = FieldLines()
        lines.field(hex: hash)
        lines.field("a\tb")
        lines.endLine()
        #expect(lines.bytes == Array("\(ContentHash.hex(hash))\ta\\tb\n".utf8))
    }

    /// A field of several words, written word by word, is the field joined with spaces.
    @Test(arguments: [Int64(0), -12, .max, .min])
    func wordsAddedToAFieldAreJoinedWithSpaces(_ number: Int64) {
        var words = FieldLines(), joined = FieldLines()
        words.field("file")
        words.word(number)
        words.word(hex: 0xdead_beef)
        words.word("tab\there")
        words.field("path")
        words.endLine()
        joined.line(["file \(number) \(ContentHash.hex(0xdead_beef)) tab\there", "path"])
        #expect(words.bytes == joined.bytes)
    }

    @Test func fieldsWrittenOneByOneAreTheLineOfThemAll() {
        var one = FieldLines(), all = FieldLines()
        for field in ["event", "uid\\x", "", "line\nbreak"] { one.field(field) }
        one.endLine()
        one.field("second")
        one.endLine()
        all.line(["event", "uid\\x", "", "line\nbreak"])
        all.line("second")
        #expect(one.bytes == all.bytes)
        #expect(FieldLines.read(one.bytes) == [["event", "uid\\x", "", "line\nbreak"], ["second"]])
    }
}
