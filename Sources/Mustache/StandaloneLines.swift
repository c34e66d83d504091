/// The spec's "standalone line" rule: a line holding only whitespace and a tag that produces no
/// output of its own (section, inverted, close, comment, partial, parent, block, delimiters)
/// is removed whole, so control tags can sit on their own lines without leaving blank lines.
/// The whitespace before a standalone partial becomes the partial's indentation.
///
/// Inheritance extension: a line may hold several tags when one of them is a parent tag and
/// the rest are parent/block/comment tags, so `{{<layout}}{{$body}}` on one line and
/// `{{/body}}{{/layout}}` on another behave like separate standalone lines (the spec's
/// "Standalone parent" and "Block reindentation" cases need this).
enum StandaloneLines {
    static func apply(_ tokens: inout [Token]) {
        classifyCloseTags(&tokens)
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count - 1, !endsLine(tokens[lineEnd]) { lineEnd += 1 }
            processLine(&tokens, lineStart...lineEnd)
            lineStart = lineEnd + 1
        }
        tokens.removeAll { $0.isText && $0.bytes.isEmpty }
    }

    /// Records what each close tag closes, so multi-tag lines can tell `{{/layout}}` from
    /// `{{/items}}`. Mismatches are left for the tree builder to report.
    private static func classifyCloseTags(_ tokens: inout [Token]) {
        var open: [(name: String, kind: Token.Kind)] = []
        for i in tokens.indices {
            switch tokens[i].kind {
            case .section, .inverted, .parent, .block:
                open.append((tokens[i].name, tokens[i].kind))
            case .close:
                if let top = open.last, top.name == tokens[i].name {
                    tokens[i].closes = top.kind
                    open.removeLast()
                }
            default:
                break
            }
        }
    }

    private static func endsLine(_ token: Token) -> Bool {
        token.isText && token.bytes.last == UInt8(ascii: "\n")
    }

    private static func processLine(_ tokens: inout [Token], _ line: ClosedRange<Int>) {
        var tags: [Int] = []
        var blank = true
        var leading: [UInt8] = []
        for i in line {
            if tokens[i].isText {
                let content = withoutLineEnding(tokens[i].bytes)
                if !content.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { blank = false }
                if tags.isEmpty { leading += content }
            } else {
                if tags.isEmpty, blank { tokens[i].indentation = leading }
                tags.append(i)
            }
        }
        guard blank, !tags.isEmpty, tags.allSatisfy({ isSilent(tokens[$0]) }) else { return }
        if tags.count > 1 {
            let inheritanceOnly = tags.allSatisfy { isInheritanceOrComment(tokens[$0]) }
            let hasParent = tags.contains { tokens[$0].kind == .parent || tokens[$0].closes == .parent }
            guard inheritanceOnly, hasParent else { return }
        }
        for i in tags { tokens[i].standalone = true }
        for i in line where tokens[i].isText { tokens[i].bytes = [] }
    }

    private static func withoutLineEnding(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var end = bytes.count
        if end > 0, bytes[end - 1] == UInt8(ascii: "\n") {
            end -= 1
            if end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        }
        return bytes[..<end]
    }

    private static func isSilent(_ token: Token) -> Bool {
        token.kind != .variable && token.kind != .unescaped
    }

    private static func isInheritanceOrComment(_ token: Token) -> Bool {
        switch token.kind {
        case .parent, .block, .comment: true
        case .close: token.closes == .parent || token.closes == .block
        default: false
        }
    }
}
