/// Renders a node tree into a byte buffer. One renderer per render call; it owns the
/// mutable state (context stack, indentation, block overrides) so the library stays
/// immutable and shareable across threads.
struct Renderer {
    private let templates: [Template]
    private let index: [String: Int]
    private let missingIsError: Bool
    var out: [UInt8] = []
    private var context: [MustacheValue] = []
    /// Indentation of the standalone partials/blocks being rendered, prepended to each line
    /// of template text (never to interpolated data, per the spec). The current indentation
    /// is `indentation[indentStart...]`: entering a partial appends or moves the start and
    /// leaving undoes it, so nesting never copies or allocates.
    private var indentation: [UInt8] = []
    private var indentStart = 0
    private var hasIndent: Bool { indentStart < indentation.count }
    /// A template line has started but its indentation is not written yet: writing it lazily
    /// lets standalone tags and partial boundaries share one rule.
    private var pendingIndent = false
    /// Block overrides of the parents being rendered, outermost first: the outermost child's
    /// override wins (spec: "Multi-level inheritance").
    private var overrides: [[String: Block]] = []
    private var depth = 0

    /// Deep enough for real layouts; shallow enough to report `{{>self}}` loops as an error
    /// instead of overflowing the stack.
    static let maximumDepth = 200

    init(templates: [Template], index: [String: Int], missingIsError: Bool) {
        self.templates = templates
        self.index = index
        self.missingIsError = missingIsError
    }

    mutating func render(_ template: Int, _ value: MustacheValue) throws(MustacheError) {
        context.reserveCapacity(16)
        context.append(value)
        try render(templates[template].nodes)
    }

    private mutating func render(_ nodes: [Node]) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                if !hasIndent {
                    out.append(contentsOf: text.bytes)
                } else {
                    appendIndented(text)
                }
            case .variable(let variable):
                if let value = lookup(variable.name) { append(value, escaped: variable.escaped) }
            case .section(let section):
                let value = lookup(section.name)
                let truthy = value?.isTruthy ?? false
                if section.inverted {
                    if !truthy { try render(section.nodes) }
                } else if truthy, let value {
                    try renderSection(section.nodes, for: value)
                }
            case .partial(let inclusion):
                try include(inclusion, blocks: nil)
            case .dynamicPartial(let dynamic):
                try include(dynamic)
            case .parent(let parent):
                try include(parent.inclusion, blocks: parent.overrides)
            case .block(let block):
                try expand(block)
            }
        }
    }

    /// A list renders once per item, any other truthy value once, each pushed as context.
    private mutating func renderSection(_ nodes: [Node], for value: MustacheValue) throws(MustacheError) {
        if case .list(let items) = value {
            for item in items {
                context.append(item)
                try render(nodes)
                context.removeLast()
            }
        } else {
            context.append(value)
            try render(nodes)
            context.removeLast()
        }
    }

    // MARK: - Partials, parents and blocks

    private mutating func include(_ inclusion: Inclusion, blocks: [String: Block]?) throws(MustacheError) {
        guard let target = inclusion.target else { return }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw MustacheError(file: templates[target].name, line: 0, column: 0,
                                message: "partials nested more than \(Self.maximumDepth) deep (recursive partial?)")
        }
        if let blocks { overrides.append(blocks) }
        defer { if blocks != nil { overrides.removeLast() } }
        if let extra = inclusion.indentation {
            // Standalone: the tag's line is gone, so the partial starts a fresh line.
            indentation += extra
            pendingIndent = true
            try render(templates[target].nodes)
            indentation.removeLast(extra.count)
            pendingIndent = true
        } else if !hasIndent {
            try render(templates[target].nodes)
        } else {
            // Inline: the partial continues the current line and is not indented (spec).
            flushIndent()
            let savedStart = indentStart
            indentStart = indentation.count
            try render(templates[target].nodes)
            indentStart = savedStart
            pendingIndent = false
        }
    }

    private mutating func include(_ dynamic: DynamicPartial) throws(MustacheError) {
        guard let value = lookup(dynamic.name) else { return }
        let name: String
        switch value {
        case .string(let s), .html(let s): name = s
        case .htmlBytes(let bytes): name = String(decoding: bytes, as: UTF8.self)
        default: return
        }
        guard let target = index[name] else {
            if missingIsError {
                throw MustacheError(file: dynamic.file, line: dynamic.line, column: dynamic.column,
                                    message: "partial '\(name)' (named by '\(dynamic.name.parts.joined(separator: "."))') not found")
            }
            return
        }
        try include(Inclusion(target: target, indentation: dynamic.indentation), blocks: nil)
    }

    private mutating func expand(_ block: Block) throws(MustacheError) {
        var chosen: Block?
        for level in overrides {
            if let found = level[block.name] {
                chosen = found
                break
            }
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw MustacheError(file: nil, line: 0, column: 0,
                                message: "block '\(block.name)' nested more than \(Self.maximumDepth) deep (recursive block?)")
        }
        if block.standalone {
            // Content (override or default) was dedented where it was defined; give it this
            // site's intrinsic indentation, on fresh lines.
            indentation += block.indentation
            pendingIndent = true
            try render((chosen ?? block).nodes)
            indentation.removeLast(block.indentation.count)
            pendingIndent = true
        } else if let chosen {
            // Inline site: the whitespace before the tag was written as text; indent the
            // override's later lines to match it.
            flushIndent()
            indentation += block.indentation
            try render(chosen.nodes)
            indentation.removeLast(block.indentation.count)
            pendingIndent = false
        } else {
            try render(block.nodes)
        }
    }

    // MARK: - Lookup

    /// The spec's context-stack walk: the first part of a dotted name is searched from the
    /// innermost context outwards; the remaining parts only within what that found.
    private func lookup(_ name: Name) -> MustacheValue? {
        guard let first = name.parts.first else { return context.last }
        var found: MustacheValue?
        var i = context.count - 1
        while i >= 0 {
            if case .object(let fields) = context[i], let value = fields[first] {
                found = value
                break
            }
            i -= 1
        }
        guard var value = found else { return nil }
        for part in name.parts.dropFirst() {
            guard case .object(let fields) = value, let next = fields[part] else { return nil }
            value = next
        }
        return value
    }

    // MARK: - Output

    private mutating func flushIndent() {
        if pendingIndent {
            appendIndent()
            pendingIndent = false
        }
    }

    private mutating func appendIndent() {
        if hasIndent {
            indentation.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[indentStart...])) }
        }
    }

    private mutating func appendIndented(_ text: Text) {
        let bytes = text.bytes
        guard !bytes.isEmpty else { return }
        flushIndent()
        var start = 0
        for lineBreak in text.lineBreaks {
            out.append(contentsOf: bytes[start..<lineBreak])
            start = lineBreak
            if lineBreak < bytes.count {
                appendIndent()
            } else {
                pendingIndent = true
            }
        }
        if start < bytes.count { out.append(contentsOf: bytes[start...]) }
    }

    private mutating func append(_ value: MustacheValue, escaped: Bool) {
        flushIndent()
        switch value {
        case .string(let string):
            if escaped { HTMLOutput.appendEscaped(string, to: &out) } else { HTMLOutput.appendRaw(string, to: &out) }
        case .html(let html):
            HTMLOutput.appendRaw(html, to: &out)
        case .htmlBytes(let bytes):
            out.append(contentsOf: bytes)
        case .int(let number):
            HTMLOutput.append(number, to: &out)
        case .double(let number):
            HTMLOutput.append(number, to: &out)
        case .bool(let flag):
            HTMLOutput.appendRaw(flag ? "true" : "false", to: &out)
        case .null, .list, .object:
            break
        }
    }
}
