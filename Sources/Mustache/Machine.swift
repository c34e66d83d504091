/// Runs a compiled `Program`: a loop over ops, each reading integer operands; values come from a
/// `ValueStore` by slot, text and strings are copied as bytes, escaping is one pass over them.
/// One machine per render call owns the mutable state (context, indentation, overrides), so the
/// library stays immutable and shareable across threads.
///
/// The semantics are the interpreter's (`Renderer`), which the tests compare it with.
struct Machine: ~Copyable {
    let program: Program
    let index: [String: Int]
    let missingIsError: Bool
    var out: OutputBuffer
    var values: ValueStore
    /// Value numbers, innermost last.
    var context: [Int32] = []
    /// Indentation of the standalone partials and blocks being rendered (see `Renderer`): the
    /// current one is `indentation[indentStart...]`.
    var indentation: [UInt8] = []
    var indentStart = 0
    var hasIndent: Bool { indentStart < indentation.count }
    /// A template line has started but its indentation is not written yet.
    var pendingIndent = false
    /// The override sets of the parents being rendered, outermost first.
    var overrideSets: [Int32] = []
    var depth = 0

    /// `capacity`: what the output is likely to need (callers that reuse a buffer have one).
    /// `arrays`: empty arrays for the value store to fill (`ValueStore.takeArrays`).
    init(program: Program, index: [String: Int], missingIsError: Bool, value: MustacheValue, capacity: Int,
         arrays: ValueStore.Arrays = ValueStore.Arrays()) {
        out = OutputBuffer(capacity: max(4_096, capacity))
        self.program = program
        self.index = index
        self.missingIsError = missingIsError
        values = ValueStore(value, names: program.names, reusing: arrays)
    }

    mutating func render(_ template: Int) throws(MustacheError) {
        context.reserveCapacity(16)
        context.append(0)
        try run(Int(program.templateStarts[template]), Int(program.templateEnds[template]))
    }

    /// Runs `ops[start..<end]`; sections, blocks and parents skip their bodies by their end.
    mutating func run(_ start: Int, _ end: Int) throws(MustacheError) {
        var pc = start
        while pc < end {
            let op = program.ops[pc]
            pc += 1
            switch op.code {
            case .text:
                if hasIndent { appendIndented(Int(op.a), Int(op.b)) } else { appendText(Int(op.a), Int(op.b)) }
            case .escaped, .raw:
                if let id = lookup(op.a) { append(id, escaped: op.code == .escaped) }
            case .section:
                if let id = lookup(op.a), values.isTruthy(id) { try section(id, pc, Int(op.b)) }
                pc = Int(op.b)
            case .inverted:
                let id = lookup(op.a)
                if id == nil || !values.isTruthy(id!) { try run(pc, Int(op.b)) }
                pc = Int(op.b)
            case .partial:
                try include(Int(op.a), indentation: op.b, overrides: -1)
            case .dynamicPartial:
                try includeDynamic(op)
            case .parent:
                try include(Int(op.a), indentation: program.overrideSets[Int(op.b)].indentation, overrides: op.b)
                pc = Int(op.c)
            case .block:
                try expand(program.blocks[Int(op.a)], defaultBody: pc..<Int(op.b))
                pc = Int(op.b)
            }
        }
    }

    /// A list renders once per item, any other truthy value once, each pushed as context.
    private mutating func section(_ id: Int32, _ start: Int, _ end: Int) throws(MustacheError) {
        guard values.isList(id) else {
            context.append(id)
            try run(start, end)
            context.removeLast()
            return
        }
        for i in values.items(of: id) {
            context.append(values.item(i))
            try run(start, end)
            context.removeLast()
        }
    }

    /// The spec's context-stack walk: the first slot is searched from the innermost context
    /// outwards; the rest only within what that found.
    mutating func lookup(_ name: Int32) -> Int32? {
        let from = Int(program.pathStarts[Int(name)]), to = Int(program.pathStarts[Int(name) + 1])
        guard from < to else { return context.last }
        let first = program.pathSlots[from]
        var i = context.count - 1
        var found: Int32?
        while i >= 0 {
            if let id = values.field(first, of: context[i]) {
                found = id
                break
            }
            i -= 1
        }
        guard var id = found else { return nil }
        for k in (from + 1)..<to {
            guard let next = values.field(program.pathSlots[k], of: id) else { return nil }
            id = next
        }
        return id
    }
}
