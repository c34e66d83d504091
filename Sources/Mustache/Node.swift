/// The parsed form of a template: everything that can be decided once is decided here, so
/// rendering is a walk that mostly appends bytes.
///
/// Every payload is a single immutable class reference: visiting a node then costs one
/// retain instead of copying several arrays (this showed up as the top cost in profiles).
enum Node: Sendable {
    case text(Text)
    case variable(Variable)
    case section(Section)
    case partial(Inclusion)
    case dynamicPartial(DynamicPartial)
    case parent(Parent)
    case block(Block)
}

/// Literal template text, already UTF-8.
final class Text: Sendable {
    let bytes: [UInt8]
    /// Offsets just after each "\n", so indented partials can insert their indentation at
    /// line starts without rescanning.
    let lineBreaks: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lineBreaks = bytes.indices.compactMap { bytes[$0] == UInt8(ascii: "\n") ? $0 + 1 : nil }
    }
}

/// A context lookup split into its dotted parts once, at parse time. No parts means the
/// implicit iterator `{{.}}`.
struct Name: Sendable {
    let parts: [String]

    init(_ name: String) {
        parts = name == "." ? [] : name.split(separator: ".").map(String.init)
    }
}

/// `{{x}}` (escaped) or `{{{x}}}` / `{{& x}}`.
final class Variable: Sendable {
    let name: Name
    let escaped: Bool

    init(_ name: Name, escaped: Bool) {
        (self.name, self.escaped) = (name, escaped)
    }
}

/// `{{#x}}...{{/x}}` or, when `inverted`, `{{^x}}...{{/x}}`.
final class Section: Sendable {
    let name: Name
    let nodes: [Node]
    let inverted: Bool

    init(_ name: Name, _ nodes: [Node], inverted: Bool) {
        (self.name, self.nodes, self.inverted) = (name, nodes, inverted)
    }
}

/// `{{>partial}}`, resolved to the partial's index in the library.
final class Inclusion: Sendable {
    /// `nil` only when the library was built with `.renderNothing` for missing templates.
    let target: Int?
    /// The standalone tag's indentation, prepended to every line of the partial; `nil` when
    /// the tag is inline.
    let indentation: [UInt8]?

    init(target: Int?, indentation: [UInt8]?) {
        (self.target, self.indentation) = (target, indentation)
    }
}

/// `{{>*name}}`: the partial's name is looked up in the context at render time.
final class DynamicPartial: Sendable {
    let name: Name
    let indentation: [UInt8]?
    /// Where the tag is, for the render-time error when the named template does not exist.
    let file: String
    let line: Int
    let column: Int

    init(name: Name, indentation: [UInt8]?, file: String, line: Int, column: Int) {
        (self.name, self.indentation, self.file, self.line, self.column) = (name, indentation, file, line, column)
    }
}

/// `{{<parent}}...{{/parent}}`: render `target` with these block overrides.
final class Parent: Sendable {
    let inclusion: Inclusion
    let overrides: [String: Block]

    init(inclusion: Inclusion, overrides: [String: Block]) {
        (self.inclusion, self.overrides) = (inclusion, overrides)
    }
}

/// `{{$name}}default{{/name}}`: a slot a child template can override.
final class Block: Sendable {
    let name: String
    let nodes: [Node]
    /// The opening tag was standalone: content is whole lines, reindented when expanded.
    let standalone: Bool
    /// Standalone: the intrinsic indentation (see `BlockIndentation`). Inline: the whitespace
    /// before the tag when only whitespace precedes it, used for the override's later lines.
    let indentation: [UInt8]

    init(name: String, nodes: [Node], standalone: Bool, indentation: [UInt8]) {
        (self.name, self.nodes, self.standalone, self.indentation) = (name, nodes, standalone, indentation)
    }
}

/// One parsed template.
struct Template: Sendable {
    let name: String
    let nodes: [Node]
}
