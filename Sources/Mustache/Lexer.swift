/// Splits a template into tokens, following set-delimiter tags as it goes (delimiters are a
/// lexical matter, so later passes never see them).
struct Lexer {
    private let source: SourceFile
    private var bytes: [UInt8] { source.bytes }
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)
    private var tokens: [Token] = []

    init(_ source: SourceFile) { self.source = source }

    static func tokenize(_ source: SourceFile) throws(MustacheError) -> [Token] {
        var lexer = Lexer(source)
        return try lexer.run()
    }

    private mutating func run() throws(MustacheError) -> [Token] {
        var position = 0
        while position < bytes.count {
            guard let tagStart = find(open, from: position) else {
                addText(from: position, to: bytes.count)
                break
            }
            addText(from: position, to: tagStart)
            position = try lexTag(at: tagStart)
        }
        return tokens
    }

    /// Text is cut at line ends so the standalone pass can work line by line.
    private mutating func addText(from start: Int, to end: Int) {
        var lineStart = start
        while lineStart < end {
            var lineEnd = lineStart
            while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            if lineEnd < end { lineEnd += 1 }
            var token = Token(kind: .text, offset: lineStart)
            token.bytes = Array(bytes[lineStart..<lineEnd])
            token.atLineStart = lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n")
            tokens.append(token)
            lineStart = lineEnd
        }
    }

    /// Lexes the tag starting at `start`; returns the offset just after it.
    private mutating func lexTag(at start: Int) throws(MustacheError) -> Int {
        let contentStart = start + open.count
        let sigil = contentStart < bytes.count ? bytes[contentStart] : 0
        switch sigil {
        case UInt8(ascii: "{"):
            return try lexEnclosed(at: start, kind: .unescaped, closing: [UInt8(ascii: "}")] + close)
        case UInt8(ascii: "="):
            return try lexDelimiters(at: start)
        default:
            break
        }
        guard let end = find(close, from: contentStart) else {
            throw source.error(at: start, "unclosed tag: expected '\(string(close))'")
        }
        let kind: Token.Kind
        switch sigil {
        case UInt8(ascii: "&"): kind = .unescaped
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .inverted
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        default: kind = .variable
        }
        // With delimiters like `<< >>`, the closing one can start at the sigil (`<<>>>`): the
        // tag is then empty, not a range that ends before it starts.
        let nameStart = kind == .variable ? contentStart : min(contentStart + 1, end)
        if kind == .comment {
            tokens.append(Token(kind: .comment, offset: start))
        } else {
            try addTag(kind, at: start, content: nameStart..<end)
        }
        return end + close.count
    }

    /// Triple mustache: `{{{x}}}` (or `<%{x}%>` with other delimiters).
    private mutating func lexEnclosed(at start: Int, kind: Token.Kind, closing: [UInt8]) throws(MustacheError) -> Int {
        let contentStart = start + open.count + 1
        guard let end = find(closing, from: contentStart) else {
            throw source.error(at: start, "unclosed tag: expected '\(string(closing))'")
        }
        try addTag(kind, at: start, content: contentStart..<end)
        return end + closing.count
    }

    private mutating func addTag(_ kind: Token.Kind, at start: Int, content: Range<Int>) throws(MustacheError) {
        var name = trimmed(content)
        // A "name" containing the opening delimiter means this tag's closing delimiter is
        // missing and we ran into the next tag: report the tag that is actually broken.
        if find(open, from: name.lowerBound, before: name.upperBound) != nil {
            throw source.error(at: start, "unclosed tag: expected '\(string(close))'")
        }
        var kind = kind
        if kind == .partial, name.lowerBound < name.upperBound, bytes[name.lowerBound] == UInt8(ascii: "*") {
            kind = .dynamicPartial
            name = trimmed(name.lowerBound + 1..<name.upperBound)
        }
        let text = string(bytes[name])
        try validate(text, kind: kind, at: start)
        var token = Token(kind: kind, offset: start)
        token.name = text
        tokens.append(token)
    }

    private func validate(_ name: String, kind: Token.Kind, at start: Int) throws(MustacheError) {
        if name.isEmpty {
            throw source.error(at: start, "missing name in tag")
        }
        if name.utf8.contains(where: isWhitespace) {
            throw source.error(at: start, "invalid name '\(name)': names cannot contain whitespace")
        }
        // Partial and parent names are template names ("partials/day"); the rest are
        // context lookups where "a..b" or "a." can only be a typo.
        let isLookup = kind != .partial && kind != .parent && kind != .block
        if isLookup, name != ".", name.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            throw source.error(at: start, "invalid name '\(name)': empty part in dotted name")
        }
    }

    /// `{{=<% %>=}}`: two delimiters separated by whitespace, neither containing "=" or
    /// whitespace.
    private mutating func lexDelimiters(at start: Int) throws(MustacheError) -> Int {
        let closing = [UInt8(ascii: "=")] + close
        let contentStart = start + open.count + 1
        guard let end = find(closing, from: contentStart) else {
            throw source.error(at: start, "unclosed set-delimiters tag: expected '\(string(closing))'")
        }
        let parts = bytes[contentStart..<end].split(whereSeparator: isWhitespace)
        guard parts.count == 2 else {
            throw source.error(at: start, "invalid set-delimiters tag: expected two delimiters separated by whitespace, like {{=<% %>=}}")
        }
        for part in parts where part.contains(UInt8(ascii: "=")) {
            throw source.error(at: start, "invalid delimiter '\(string(part))': delimiters cannot contain '='")
        }
        open = Array(parts[0])
        close = Array(parts[1])
        tokens.append(Token(kind: .delimiters, offset: start))
        return end + closing.count
    }

    // MARK: - Byte helpers

    private func find(_ needle: [UInt8], from start: Int, before limit: Int? = nil) -> Int? {
        let limit = limit ?? bytes.count
        guard let first = needle.first, limit - start >= needle.count else { return nil }
        var i = start
        while i <= limit - needle.count {
            if bytes[i] == first {
                var j = 1
                while j < needle.count, bytes[i + j] == needle[j] { j += 1 }
                if j == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    private func string<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
        String(decoding: Array(bytes), as: UTF8.self)
    }
}

/// Whitespace inside tags: space, tab, CR, LF.
func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}
