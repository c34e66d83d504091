/// Turns the token stream into the node tree: matches open and close tags, resolves partial
/// and parent names to library indices, and keeps only the blocks inside parent tags.
struct TreeBuilder {
    private struct Frame {
        var opening: Token
        var nodes: [Node] = []
        var overrides: [String: Block] = [:]
    }

    private let source: SourceFile
    private let resolve: (String) -> Int?
    private let missingIsError: Bool
    private var stack: [Frame]
    private var text: [UInt8] = []
    /// Missing partials and parents: collected, not thrown, so one load reports all of them.
    private(set) var missing: [MustacheError] = []

    init(source: SourceFile, missingIsError: Bool, resolve: @escaping (String) -> Int?) {
        self.source = source
        self.resolve = resolve
        self.missingIsError = missingIsError
        stack = [Frame(opening: Token(kind: .section, offset: 0))]
    }

    mutating func build(_ tokens: [Token]) throws(MustacheError) -> [Node] {
        for token in tokens {
            if token.isText {
                text += token.bytes
                continue
            }
            flushText()
            switch token.kind {
            case .variable:
                append(.variable(Variable(Name(token.name), escaped: true)))
            case .unescaped:
                append(.variable(Variable(Name(token.name), escaped: false)))
            case .section, .inverted, .parent, .block:
                stack.append(Frame(opening: token))
            case .close:
                try closeFrame(with: token)
            case .partial:
                append(.partial(inclusion(token, what: "partial")))
            case .dynamicPartial:
                let (line, column) = source.location(of: token.offset)
                append(.dynamicPartial(DynamicPartial(
                    name: Name(token.name), indentation: token.standalone ? token.indentation : nil,
                    file: source.name, line: line, column: column)))
            case .comment, .delimiters, .text:
                break
            }
        }
        flushText()
        if stack.count > 1, let unclosed = stack.last?.opening {
            throw source.error(at: source.bytes.count,
                               "\(describe(unclosed.kind)) '\(unclosed.name)' opened at \(source.position(of: unclosed.offset)) is never closed")
        }
        return stack[0].nodes
    }

    private mutating func closeFrame(with close: Token) throws(MustacheError) {
        guard stack.count > 1 else {
            throw source.error(at: close.offset, "closing tag '\(close.name)' has no matching opening tag")
        }
        let frame = stack.removeLast()
        let opening = frame.opening
        guard opening.name == close.name else {
            throw source.error(at: close.offset,
                               "closing tag '\(close.name)' does not match \(describe(opening.kind)) '\(opening.name)' opened at \(source.position(of: opening.offset))")
        }
        switch opening.kind {
        case .section:
            append(.section(Section(Name(opening.name), frame.nodes, inverted: false)))
        case .inverted:
            append(.section(Section(Name(opening.name), frame.nodes, inverted: true)))
        case .parent:
            append(.parent(Parent(inclusion: inclusion(opening, what: "parent template"), overrides: frame.overrides)))
        default:
            append(.block(Block(name: opening.name, nodes: frame.nodes,
                                standalone: opening.standalone, indentation: opening.indentation)))
        }
    }

    /// Inside a parent tag only block overrides matter; other content is ignored (spec).
    private mutating func append(_ node: Node) {
        if stack[stack.count - 1].opening.kind == .parent {
            if case .block(let block) = node, stack[stack.count - 1].overrides[block.name] == nil {
                stack[stack.count - 1].overrides[block.name] = block
            }
        } else {
            stack[stack.count - 1].nodes.append(node)
        }
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        let bytes = text
        text = []
        append(.text(Text(bytes)))
    }

    private mutating func inclusion(_ token: Token, what: String) -> Inclusion {
        let target = resolve(token.name)
        if target == nil, missingIsError {
            missing.append(source.error(at: token.offset, "\(what) '\(token.name)' not found"))
        }
        return Inclusion(target: target, indentation: token.standalone ? token.indentation : nil)
    }

    private func describe(_ kind: Token.Kind) -> String {
        switch kind {
        case .inverted: "inverted section"
        case .parent: "parent"
        case .block: "block"
        default: "section"
        }
    }
}
