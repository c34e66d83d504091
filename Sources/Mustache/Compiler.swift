/// Compiles parsed templates (`Node` trees) into the library's `Program`: sections, blocks and
/// parents become ops followed by their bodies with the body's end as an operand, partials and
/// parents their template's number, names their interned slots.
struct Compiler {
    private(set) var program = Program()
    private var nameNumbers: [String: Int32] = [:]
    private var blockNumbers: [String: Int32] = [:]
    private var indentationNumbers: [[UInt8]: Int32] = [:]

    /// Compiles the templates in order, so template `t` of `templates` is template `t` of the
    /// program (partials and parents already hold those numbers).
    static func compile(_ templates: [Template]) -> Program {
        var compiler = Compiler()
        for template in templates {
            compiler.program.templateNames.append(template.name)
            compiler.program.templateStarts.append(Int32(compiler.program.ops.count))
            compiler.compile(template.nodes)
            compiler.program.templateEnds.append(Int32(compiler.program.ops.count))
        }
        return compiler.program
    }

    private mutating func compile(_ nodes: [Node]) {
        for node in nodes {
            switch node {
            case .text(let text):
                program.ops.append(Op(code: .text, a: Int32(program.text.count), b: Int32(text.bytes.count)))
                program.text += text.bytes
            case .variable(let variable):
                program.ops.append(Op(code: variable.escaped ? .escaped : .raw, a: name(variable.name)))
            case .section(let section):
                body(Op(code: section.inverted ? .inverted : .section, a: name(section.name)), section.nodes)
            case .partial(let inclusion):
                guard let target = inclusion.target else { continue }
                program.ops.append(Op(code: .partial, a: Int32(target), b: indentation(inclusion.indentation)))
            case .dynamicPartial(let dynamic):
                program.dynamicTags.append(Program.DynamicTag(file: dynamic.file, line: dynamic.line, column: dynamic.column))
                program.ops.append(Op(code: .dynamicPartial, a: name(dynamic.name), b: indentation(dynamic.indentation),
                                      c: Int32(program.dynamicTags.count - 1)))
            case .parent(let parent):
                compileParent(parent)
            case .block(let block):
                program.blocks.append(Program.BlockSite(name: blockNumber(block.name), standalone: block.standalone,
                                                        indentation: indentation(block.indentation)))
                body(Op(code: .block, a: Int32(program.blocks.count - 1)), block.nodes)
            }
        }
    }

    /// An op whose body follows it; `b` is set to the body's end.
    private mutating func body(_ op: Op, _ nodes: [Node]) {
        let at = program.ops.count
        program.ops.append(op)
        compile(nodes)
        program.ops[at].b = Int32(program.ops.count)
    }

    /// The parent op, then each override's body; running the op skips past them (`c`).
    private mutating func compileParent(_ parent: Parent) {
        guard let target = parent.inclusion.target else { return }
        let at = program.ops.count
        // Sorted, so that the same templates always compile to the same program.
        let overrides = parent.overrides.sorted { $0.key < $1.key }
        program.overrideSets.append(Program.OverrideSet(overrides: 0..<0, indentation: indentation(parent.inclusion.indentation)))
        program.ops.append(Op(code: .parent, a: Int32(target), b: Int32(program.overrideSets.count - 1)))
        var compiled: [Program.Override] = []
        for (name, block) in overrides {
            let start = program.ops.count
            compile(block.nodes)
            compiled.append(Program.Override(name: blockNumber(name), body: start..<program.ops.count))
        }
        // Appended after the bodies: a nested parent inside a body adds its own set first.
        let set = Int(program.ops[at].b)
        program.overrideSets[set].overrides = program.overrides.count..<program.overrides.count + compiled.count
        program.overrides += compiled
        program.ops[at].c = Int32(program.ops.count)
    }

    private mutating func name(_ name: Name) -> Int32 {
        // As messages name it: the implicit iterator is "".
        let text = name.parts.joined(separator: ".")
        if let number = nameNumbers[text] { return number }
        for part in name.parts { program.pathSlots.append(program.names.intern(part)) }
        program.pathStarts.append(Int32(program.pathSlots.count))
        program.nameText.append(text)
        let number = Int32(program.nameText.count - 1)
        nameNumbers[text] = number
        return number
    }

    private mutating func blockNumber(_ name: String) -> Int32 {
        if let number = blockNumbers[name] { return number }
        program.blockNames.append(name)
        let number = Int32(program.blockNames.count - 1)
        blockNumbers[name] = number
        return number
    }

    /// -1 for nil (an inline tag).
    private mutating func indentation(_ bytes: [UInt8]?) -> Int32 {
        guard let bytes else { return -1 }
        if let number = indentationNumbers[bytes] { return number }
        program.indentations.append(bytes)
        let number = Int32(program.indentations.count - 1)
        indentationNumbers[bytes] = number
        return number
    }
}
