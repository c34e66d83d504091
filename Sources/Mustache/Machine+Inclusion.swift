/// Partials, parents and blocks: the same indentation and override rules as the interpreter's
/// (`Renderer.include`, `Renderer.expand`), over op ranges.
extension Machine {
    /// Deep enough for real layouts; shallow enough to report `{{>self}}` loops as an error.
    static var maximumDepth: Int { Renderer.maximumDepth }

    /// `indentation`: an index into `Program.indentations`, -1 for an inline tag; `overrides`:
    /// the parent's override set, -1 for a partial.
    mutating func include(_ target: Int, indentation extra: Int32, overrides set: Int32) throws(MustacheError) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw MustacheError(file: program.templateNames[target], line: 0, column: 0,
                                message: "partials nested more than \(Self.maximumDepth) deep (recursive partial?)")
        }
        if set >= 0 { overrideSets.append(set) }
        defer { if set >= 0 { overrideSets.removeLast() } }
        let (start, end) = (Int(program.templateStarts[target]), Int(program.templateEnds[target]))
        if extra >= 0 {
            // Standalone: the tag's line is gone, so the partial starts a fresh line.
            let added = program.indentations[Int(extra)]
            indentation += added
            pendingIndent = true
            try run(start, end)
            indentation.removeLast(added.count)
            pendingIndent = true
        } else if !hasIndent {
            try run(start, end)
        } else {
            // Inline: the partial continues the current line and is not indented (spec).
            flushIndent()
            let savedStart = indentStart
            indentStart = indentation.count
            try run(start, end)
            indentStart = savedStart
            pendingIndent = false
        }
    }

    mutating func includeDynamic(_ op: Op) throws(MustacheError) {
        guard let id = lookup(op.a), let name = values.text(id) else { return }
        guard let target = index[name] else {
            if missingIsError {
                let tag = program.dynamicTags[Int(op.c)]
                throw MustacheError(file: tag.file, line: tag.line, column: tag.column,
                                    message: "partial '\(name)' (named by '\(program.nameText[Int(op.a)])') not found")
            }
            return
        }
        try include(target, indentation: op.b, overrides: -1)
    }

    /// The outermost parent's override of the block wins (spec: "Multi-level inheritance").
    mutating func expand(_ site: Program.BlockSite, defaultBody: Range<Int>) throws(MustacheError) {
        let chosen = override(of: site.name)
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw MustacheError(file: nil, line: 0, column: 0,
                                message: "block '\(program.blockNames[Int(site.name)])' nested more than \(Self.maximumDepth) deep (recursive block?)")
        }
        let body = chosen ?? defaultBody
        let added = program.indentations[Int(site.indentation)]
        if site.standalone {
            // Content (override or default) was dedented where it was defined; give it this
            // site's intrinsic indentation, on fresh lines.
            indentation += added
            pendingIndent = true
            try run(body.lowerBound, body.upperBound)
            indentation.removeLast(added.count)
            pendingIndent = true
        } else if chosen != nil {
            // Inline site: the whitespace before the tag was written as text; indent the
            // override's later lines to match it.
            flushIndent()
            indentation += added
            try run(body.lowerBound, body.upperBound)
            indentation.removeLast(added.count)
            pendingIndent = false
        } else {
            try run(body.lowerBound, body.upperBound)
        }
    }

    private func override(of name: Int32) -> Range<Int>? {
        for set in overrideSets {
            for k in program.overrideSets[Int(set)].overrides where program.overrides[k].name == name {
                return program.overrides[k].body
            }
        }
        return nil
    }
}
