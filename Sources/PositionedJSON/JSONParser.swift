/// A strict JSON (RFC 8259) parser over bytes that records the line and column of every value.
/// Foundation's parser can't say where a value was, nor keep key order, nor report duplicate keys.
/// Nesting is limited so that hostile input can't exhaust the stack.
public struct JSONParser {
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    /// Parses a whole document; a leading UTF-8 byte order mark is accepted.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        if let bad = UTF8Check.firstInvalidOffset(in: bytes, from: parser.index) {
            let (l, c) = UTF8Check.position(of: bad, in: bytes)
            throw JSONSyntaxError(line: l, column: c, message: "the file is not valid UTF-8 text; save it as UTF-8")
        }
        parser.skipWhitespace()
        if parser.index >= bytes.count {
            throw parser.failure("the file is empty; expected a JSON value")
        }
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.failure("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        let (l, c) = (line, column)
        guard index < bytes.count else { throw failure("unexpected end of file; expected a value") }
        let value: JSONValue
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try parseObject()
        case UInt8(ascii: "["): value = try parseArray()
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); value = .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); value = .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        default: throw failure("unexpected \(describeCurrent()); expected a value")
        }
        return JSONNode(value: value, line: l, column: c)
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw failure("values are nested more than \(JSONParser.maximumDepth) levels deep")
        }
    }

    /// Past an opening `{` or `[`, one level deeper: true when `close` follows at once (an empty
    /// object or list), which it also leaves.
    private mutating func open(closingWith close: UInt8) throws(JSONSyntaxError) -> Bool {
        try enter()
        advance()
        skipWhitespace()
        return leave(close)
    }

    /// After a member of an object or an item of a list: `,` (false: another follows) or `close`
    /// (true: the container ends, and is left); `container` names it in the error.
    private mutating func endsAfterValue(_ close: UInt8, in container: String) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if peek() == UInt8(ascii: ",") {
            advance()
            return false
        }
        if leave(close) { return true }
        throw failure("unexpected \(describeCurrent()); expected , or \(Character(Unicode.Scalar(close))) after a value in \(container)")
    }

    /// The end of a container: true, one level up again, when `close` is next.
    private mutating func leave(_ close: UInt8) -> Bool {
        guard peek() == close else { return false }
        advance()
        depth -= 1
        return true
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        var members: [JSONMember] = []
        var seen: Set<String>?
        if try open(closingWith: UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                if peek() == UInt8(ascii: "}") { throw failure("a comma before } is not allowed in JSON") }
                throw failure("unexpected \(describeCurrent()); expected a key in double quotes")
            }
            let (kl, kc) = (line, column)
            let key = try parseString()
            if Self.repeats(key, in: members, seen: &seen) {
                throw JSONSyntaxError(line: kl, column: kc, message: "the key \"\(key)\" appears twice in this object")
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw failure("unexpected \(describeCurrent()); expected : after the key") }
            advance()
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyLine: kl, keyColumn: kc, value: value))
            if try endsAfterValue(UInt8(ascii: "}"), in: "an object") { return .object(members) }
        }
    }

    /// Whether `key` is already one of `members`' keys. Most objects have a handful, which a scan
    /// compares faster than a set hashes them (the set was a tenth of decoding a day file); one
    /// with many keys (venues.json, say) gets a set of them.
    private static func repeats(_ key: String, in members: [JSONMember], seen: inout Set<String>?) -> Bool {
        if seen == nil, members.count < 16 { return members.contains { $0.key == key } }
        if seen == nil { seen = Set(members.lazy.map(\.key)) }
        return !seen!.insert(key).inserted
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        var items: [JSONNode] = []
        if try open(closingWith: UInt8(ascii: "]")) { return .array(items) }
        while true {
            skipWhitespace()
            if peek() == UInt8(ascii: "]") { throw failure("a comma before ] is not allowed in JSON") }
            items.append(try parseValue())
            if try endsAfterValue(UInt8(ascii: "]"), in: "a list") { return .array(items) }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        advance() // opening quote
        // Most strings have no escape: one scan finds their end, and the string is made from the
        // bytes where they are. A run without quote, backslash or control character holds no
        // line break, so only its column moves.
        let start = index
        var end = index
        var characters = 0
        while end < bytes.count {
            let b = bytes[end]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
            if b & 0xC0 != 0x80 { characters += 1 }
            end += 1
        }
        (index, column) = (end, column + characters)
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            advance()
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var out = Array(bytes[start..<end])
        while true {
            guard index < bytes.count else { throw failure("unexpected end of file inside a string; a closing \" is missing") }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                advance()
                try parseEscape(into: &out)
            case 0..<0x20:
                throw failure(b == 0x0A ? "a line break inside a string; close the string with \" or write \\n"
                                        : "a control character inside a string; write it as an escape")
            default:
                out.append(b)
                advance()
            }
        }
    }

    private mutating func parseEscape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw failure("unexpected end of file after \\ in a string") }
        let b = bytes[index]
        advance()
        switch b {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                    throw failure("a \\u escape names half of a surrogate pair without the other half")
                }
                advance(); advance()
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure("a \\u escape names half of a surrogate pair without the other half")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw failure("a \\u escape names half of a surrogate pair without the other half")
            }
            out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
        default:
            throw failure("unknown escape \\\(String(decoding: [b], as: UTF8.self)) in a string")
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw failure("a \\u escape needs four hexadecimal digits")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if peek() == UInt8(ascii: "-") { advance() }
        guard let first = peek(), isDigit(first) else { throw failure("a number needs digits after -") }
        if first == UInt8(ascii: "0"), let next = peek(1), isDigit(next) {
            throw failure("numbers can't start with 0; to write a time or code, put it in double quotes")
        }
        while let b = peek(), isDigit(b) { advance() }
        if peek() == UInt8(ascii: ".") {
            advance()
            guard let b = peek(), isDigit(b) else { throw failure("a number needs digits after the decimal point") }
            while let b = peek(), isDigit(b) { advance() }
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            advance()
            if let s = peek(), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { advance() }
            guard let b = peek(), isDigit(b) else { throw failure("a number needs digits in its exponent") }
            while let b = peek(), isDigit(b) { advance() }
        }
        if let b = peek(), b == UInt8(ascii: ":") {
            throw failure("a time must be written in double quotes, like \"15:00\"")
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? 0
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = word.withUTF8Buffer { Array($0) }
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("unexpected \(describeCurrent()); expected a value (text goes in double quotes)")
        }
        for _ in expected { advance() }
    }

    // MARK: Position

    private func peek(_ ahead: Int = 0) -> UInt8? {
        index + ahead < bytes.count ? bytes[index + ahead] : nil
    }

    private mutating func advance() {
        let b = bytes[index]
        index += 1
        if b == 0x0A {
            line += 1
            column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// As `advance` over each byte, without asking again what each one is.
    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: column += 1
            case 0x0A: (line, column) = (line + 1, 1)
            default: return
            }
            index += 1
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b == 0x20 { return "space" }
        if b < 0x20 { return "control character" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    private func failure(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, message: message)
    }
}
