import Foundation

/// Every template of a site, parsed once, with partial and parent references resolved to
/// direct indices. Immutable after `init`, so any number of threads can render at once.
public final class TemplateLibrary: Sendable {
    /// What a reference to a template that does not exist does.
    public enum MissingTemplates: Sendable {
        /// `{{>x}}` / `{{<x}}` naming no template fails `init`; a dynamic `{{>*x}}` naming
        /// no template fails the render. The default: typos should not ship as empty pages.
        case error
        /// Render nothing, as the Mustache spec asks (used by the conformance runner).
        case renderNothing
    }

    /// The parsed trees, kept for the reference interpreter the tests compare with.
    private let templates: [Template]
    /// What renders run: every template compiled into one list of ops.
    private let program: Program
    private let index: [String: Int]
    private let missingIsError: Bool
    /// Value stores' arrays that renders on any thread take and give back.
    private let spares = SpareArrays()

    /// Loads `directory/**/*.mustache`; `Templates/partials/day.mustache` is named
    /// `partials/day`. Throws `MustacheErrors` listing every broken template.
    /// `trimIndentation`: drop the indentation at the start of template lines from the output
    /// (see `IndentationTrim`).
    public convenience init(directory: URL, missingTemplates: MissingTemplates = .error, trimIndentation: Bool = false) throws {
        try self.init(sources: Self.load(directory), missingTemplates: missingTemplates, trimIndentation: trimIndentation)
    }

    /// Templates from memory, name → source; the name doubles as the file name in errors.
    public convenience init(templates: [String: String], missingTemplates: MissingTemplates = .error, trimIndentation: Bool = false) throws {
        let sources = templates.sorted { $0.key < $1.key }.map { name, source in
            (name: name, file: SourceFile(name: name, bytes: Array(source.utf8)))
        }
        try self.init(sources: sources, missingTemplates: missingTemplates, trimIndentation: trimIndentation)
    }

    /// Templates from files already read, by path relative to the templates folder
    /// (`partials/day.mustache`); named by that path without the extension.
    public convenience init(files: [String: [UInt8]], missingTemplates: MissingTemplates = .error, trimIndentation: Bool = false) throws {
        let sources = files.sorted { $0.key < $1.key }.map { path, bytes in
            (name: path.hasSuffix(".mustache") ? String(path.dropLast(".mustache".count)) : path, file: SourceFile(name: path, bytes: bytes))
        }
        try self.init(sources: sources, missingTemplates: missingTemplates, trimIndentation: trimIndentation)
    }

    private init(sources: [(name: String, file: SourceFile)], missingTemplates: MissingTemplates, trimIndentation: Bool) throws {
        var index: [String: Int] = [:]
        for (i, source) in sources.enumerated() { index[source.name] = i }
        let missingIsError = missingTemplates == .error
        var templates: [Template] = []
        var errors: [MustacheError] = []
        for source in sources {
            do throws(MustacheError) {
                var tokens = try Lexer.tokenize(source.file)
                StandaloneLines.apply(&tokens)
                BlockIndentation.apply(&tokens)
                if trimIndentation { IndentationTrim.apply(&tokens) }
                var builder = TreeBuilder(source: source.file, missingIsError: missingIsError) { index[$0] }
                let nodes = try builder.build(tokens)
                errors += builder.missing
                templates.append(Template(name: source.name, nodes: nodes))
            } catch {
                errors.append(error)
                templates.append(Template(name: source.name, nodes: []))
            }
        }
        guard errors.isEmpty else { throw MustacheErrors(errors) }
        self.templates = templates
        program = Compiler.compile(templates)
        self.index = index
        self.missingIsError = missingIsError
    }

    /// Template names, sorted.
    public var names: [String] { templates.map(\.name) }

    public func has(_ name: String) -> Bool { index[name] != nil }

    /// The templates `name` renders with: itself and every partial and parent it reaches. nil
    /// when there is no such template, or when it reaches a dynamic partial (`{{>*name}}`),
    /// which may name any template.
    public func templatesUsed(by name: String) -> Set<String>? {
        guard let start = index[name] else { return nil }
        var seen: Set<Int> = [start], pending = [start]
        while let t = pending.popLast() {
            for op in program.ops[Int(program.templateStarts[t])..<Int(program.templateEnds[t])] {
                switch op.code {
                case .partial, .parent:
                    if seen.insert(Int(op.a)).inserted { pending.append(Int(op.a)) }
                case .dynamicPartial:
                    return nil
                case .text, .escaped, .raw, .section, .inverted, .block:
                    continue
                }
            }
        }
        return Set(seen.map { program.templateNames[$0] })
    }

    /// The names the templates `name` renders with (`templatesUsed`) look up in the context:
    /// `x` of `{{x.y}}`, whose `y` is read from `x`'s value. A field no such name reaches is
    /// never read (`{{.}}` shows no object's fields). nil when `templatesUsed` is.
    public func namesLookedUp(by name: String) -> Set<String>? {
        guard let used = templatesUsed(by: name) else { return nil }
        var names: Set<String> = []
        for t in used.compactMap({ index[$0] }) {
            for op in program.ops[Int(program.templateStarts[t])..<Int(program.templateEnds[t])] {
                if let first = lookedUp(op) { names.insert(first) }
            }
        }
        return names
    }

    /// The names `namesLookedUp(by:)` finds where the context may hold an item of `section`
    /// (`{{#section}}`…`{{/section}}`): inside such a section, and every name of a template
    /// included there. A block inside one, or in a template reached from one, counts every name:
    /// an override written anywhere outside may fill it there.
    public func namesLookedUp(by name: String, within section: String) -> Set<String>? {
        guard let used = templatesUsed(by: name) else { return nil }
        var names: Set<String> = [], included: Set<String> = []
        for t in used.compactMap({ index[$0] }) {
            var i = Int(program.templateStarts[t])
            while i < Int(program.templateEnds[t]) {
                let op = program.ops[i]
                guard op.code == .section || op.code == .inverted, lookedUp(op) == section else {
                    i += 1
                    continue
                }
                for inner in program.ops[(i + 1)..<Int(op.b)] {
                    if inner.code == .block { return namesLookedUp(by: name) }
                    if inner.code == .partial || inner.code == .parent { included.insert(program.templateNames[Int(inner.a)]) }
                    if let first = lookedUp(inner) { names.insert(first) }
                }
                i = Int(op.b)
            }
        }
        for template in included {
            guard let reached = templatesUsed(by: template), let more = namesLookedUp(by: template) else { return nil }
            if reached.contains(where: hasBlock) { return namesLookedUp(by: name) }
            names.formUnion(more)
        }
        return names
    }

    /// Whether the template has a block (`{{$name}}`).
    private func hasBlock(_ name: String) -> Bool {
        guard let t = index[name] else { return false }
        return program.ops[Int(program.templateStarts[t])..<Int(program.templateEnds[t])].contains { $0.code == .block }
    }

    /// The first part of the name `op` looks up in the context; nil for an op that looks up
    /// none, or only the context itself (`{{.}}`).
    private func lookedUp(_ op: Op) -> String? {
        guard [.escaped, .raw, .section, .inverted, .dynamicPartial].contains(op.code) else { return nil }
        let path = Int(program.pathStarts[Int(op.a)])..<Int(program.pathStarts[Int(op.a) + 1])
        return program.pathSlots[path].first.map { program.names.name($0) }
    }

    public func render(_ name: String, _ value: MustacheValue) throws -> [UInt8] {
        var buffer: [UInt8] = []
        try render(name, value, into: &buffer)
        return buffer
    }

    /// Appends to `buffer`, so callers can reuse one allocation across pages.
    public func render(_ name: String, _ value: MustacheValue, into buffer: inout [UInt8]) throws {
        guard let template = index[name] else {
            throw MustacheError(file: nil, line: 0, column: 0, message: "no template named '\(name)'")
        }
        var machine = Machine(program: program, index: index, missingIsError: missingIsError, value: value,
                              capacity: buffer.capacity - buffer.count, arrays: spares.take())
        // Also after an error: what was written before it is the caller's, as it always was.
        defer {
            machine.out.copy(into: &buffer)
            spares.give(machine.values.takeArrays())
        }
        try machine.render(template)
    }

    /// What renders run, for the tests.
    var compiledProgram: Program { program }

    /// The same render by the tree-walking interpreter the compiler replaced: the reference the
    /// tests hold the compiled program to.
    func renderInterpreted(_ name: String, _ value: MustacheValue) throws -> [UInt8] {
        guard let template = index[name] else {
            throw MustacheError(file: nil, line: 0, column: 0, message: "no template named '\(name)'")
        }
        var renderer = Renderer(templates: templates, index: index, missingIsError: missingIsError)
        try renderer.render(template, value)
        return renderer.out
    }

    /// Convenience for tests and small outputs.
    public func renderString(_ name: String, _ value: MustacheValue) throws -> String {
        String(decoding: try render(name, value), as: UTF8.self)
    }

    // MARK: - Loading

    private static func load(_ directory: URL) throws -> [(name: String, file: SourceFile)] {
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MustacheErrors([MustacheError(file: directory.path, line: 0, column: 0, message: "template directory not found")])
        }
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        var sources: [(name: String, file: SourceFile)] = []
        var errors: [MustacheError] = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            let relative = path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : url.lastPathComponent
            do {
                let bytes = try [UInt8](Data(contentsOf: url))
                sources.append((String(relative.dropLast(".mustache".count)), SourceFile(name: relative, bytes: bytes)))
            } catch {
                errors.append(MustacheError(file: relative, line: 0, column: 0, message: "cannot read: \(error.localizedDescription)"))
            }
        }
        guard errors.isEmpty else { throw MustacheErrors(errors) }
        return sources.sorted { $0.name < $1.name }
    }
}

/// Empty value-store arrays kept between renders (`ValueStore.Arrays`): a few, for the renders
/// running at once, and none so large that keeping it would hold a big page's memory.
private final class SpareArrays: @unchecked Sendable {
    private let lock = NSLock()
    private var spares: [ValueStore.Arrays] = []
    private static let kept = 8
    private static let largest = 1 << 20

    func take() -> ValueStore.Arrays {
        lock.lock()
        defer { lock.unlock() }
        return spares.popLast() ?? ValueStore.Arrays()
    }

    func give(_ arrays: ValueStore.Arrays) {
        guard arrays.size <= Self.largest else { return }
        lock.lock()
        defer { lock.unlock() }
        if spares.count < Self.kept { spares.append(arrays) }
    }
}

