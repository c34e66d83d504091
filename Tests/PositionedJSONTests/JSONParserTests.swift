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

    @Test func pathsPrintAsTheyAreWritten() {
        #expect(JSONPath.root.appending("flights").appending(0).appending("departs").description == "flights[0].departs")
    }
}
