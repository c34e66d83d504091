import Testing
@testable import PositionedJSON

/// The parser on its own: values with their places, and syntax errors that point at the spot.
struct JSONParserTests {
    @Test func valuesKeepTheirLineColumnAndKeyOrder() throws {
        let root = try JSONParser.parse(Array("{\n  \"b\": [1, true],\n  \"a\": \"x\"\n}".utf8))
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a"])
        #expect((members[0].keyLine, members[0].keyColumn) == (2, 3))
        #expect((members[1].value.line, members[1].value.column) == (3, 8))
        guard case .array(let items) = members[0].value.value else { Issue.record("not a list"); return }
        #expect((items[1].line, items[1].column) == (2, 12))
    }

    @Test func aByteOrderMarkIsAccepted() throws {
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("null".utf8))
        #expect(node.value.kindName == "null")
    }

    @Test(arguments: [
        ("{\"a\": 1, \"a\": 2}", 1, 10, "the key \"a\" appears twice in this object"),
        ("[1, 2,]", 1, 7, "a comma before ] is not allowed in JSON"),
        ("{\"t\": 015}", 1, 7, "numbers can't start with 0; to write a time or code, put it in double quotes"),
        ("", 1, 1, "the file is empty; expected a JSON value"),
        ("[1 2]", 1, 4, "unexpected '2'; expected , or ] after a value in a list"),
        ("[1", 1, 3, "unexpected end of file; expected , or ] after a value in a list"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "unexpected '\"'; expected , or } after a value in an object"),
        ("{\"a\": [] ]", 1, 10, "unexpected ']'; expected , or } after a value in an object"),
    ])
    func syntaxErrorsPointAtTheirPlace(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        #expect(throws: JSONSyntaxError(line: line, column: column, message: message)) { try JSONParser.parse(Array(text.utf8)) }
    }

    /// A repeated key is found in an object of any size: among a few keys by a scan, among many
    /// by a set made of the keys so far, whichever side of the switch the first mention is on.
    @Test(arguments: [(0, 1), (3, 15), (14, 15), (3, 40), (3, 16), (15, 16), (16, 17), (20, 40), (39, 40)])
    func aRepeatedKeyIsFoundAmongManyKeys(repeating first: Int, after count: Int) {
        let keys = (0..<count).map { "\"k\($0)\": \($0)" } + ["\"k\(first)\": 0"]
        let text = "{" + keys.joined(separator: ", ") + "}"
        let column = text.utf8.count - "\"k\(first)\": 0}".utf8.count + 1
        #expect(throws: JSONSyntaxError(line: 1, column: column, message: "the key \"k\(first)\" appears twice in this object")) {
            try JSONParser.parse(Array(text.utf8))
        }
    }

    @Test func manyDistinctKeysAreKeptInOrder() throws {
        let text = "{" + (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}"
        guard case .object(let members) = try JSONParser.parse(Array(text.utf8)).value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == (0..<40).map { "k\($0)" })
    }

    /// Empty and closed objects and lists give their level back: many of them side by side are
    /// no deeper than one.
    @Test func closedContainersLeaveTheirLevel() throws {
        let text = "[" + String(repeating: "[], {}, [{}], ", count: JSONParser.maximumDepth) + "[ ]]"
        let node = try JSONParser.parse(Array(text.utf8))
        guard case .array(let items) = node.value else { Issue.record("not a list"); return }
        #expect(items.count == 3 * JSONParser.maximumDepth + 1)
    }

    @Test func invalidUTF8IsReportedWhereItIs() {
        let bytes = Array("[\"ok\",\n \"".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
        #expect(UTF8Check.firstInvalidOffset(in: bytes) == 9)
        #expect(UTF8Check.position(of: 9, in: bytes) == (2, 3))
        #expect(throws: JSONSyntaxError(line: 2, column: 3, message: "the file is not valid UTF-8 text; save it as UTF-8")) {
            try JSONParser.parse(bytes)
        }
    }

    @Test func nestingIsLimited() {
        let deep = String(repeating: "[", count: JSONParser.maximumDepth + 1) + String(repeating: "]", count: JSONParser.maximumDepth + 1)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(deep.utf8)) }
    }

    /// A string moves the column by the characters it holds, whether it is read in one scan (no
    /// escape) or byte by byte after an escape: the value after it is where it is, and so is a
    /// problem inside a string after its escapes.
    @Test(arguments: ["plain", "Zürich · 東京 🎸", "a\\\"quote\\\\", "\\u00e9t\\u00e9 and \\ud83c\\udfb8", "", "tab\\tafter"])
    func stringsMoveTheColumnByTheirCharacters(_ string: String) throws {
        let text = "[\"\(string)\", 7]"
        guard case .array(let items) = try JSONParser.parse(Array(text.utf8)).value else { Issue.record("not a list"); return }
        let before = text.unicodeScalars.prefix { $0 != "7" }.count
        #expect((items[1].line, items[1].column) == (1, before + 1))
        let broken = "[\"\(string)\\x\"]"
        let column = "[\"\(string)\\x".unicodeScalars.count + 1
        #expect(throws: JSONSyntaxError(line: 1, column: column, message: "unknown escape \\x in a string")) { try JSONParser.parse(Array(broken.utf8)) }
    }

    @Test func aStringReadsAsWritten() throws {
        let node = try JSONParser.parse(Array("[\"Zürich\", \"a\\\"b\\u00e9\", \"\"]".utf8))
        guard case .array(let items) = node.value else { Issue.record("not a list"); return }
        #expect(items.compactMap { if case .string(let s) = $0.value { s } else { nil } } == ["Zürich", "a\"bé", ""])
    }

    @Test func pathsAreEqualByWhatTheySay() {
        let a = JSONPath.root.appending("flights").appending(0)
        let b = JSONPath.root.appending("flights").appending(0)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a.appending("departs") == b.appending("departs"))
        #expect(a != JSONPath.root.appending("flights").appending(1))
        #expect(a != JSONPath.root.appending("ground").appending(0))
        #expect(a != a.appending("departs") && JSONPath.root != a)
        #expect(Set([a, b, a.appending("x")]).count == 2)
    }

    @Test func pathsPrintAsTheyAreWritten() {
        #expect(JSONPath.root.appending("flights").appending(0).appending("departs").description == "flights[0].departs")
    }
}
