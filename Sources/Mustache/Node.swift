/// The parsed form of a template: everything that can be decided once is decided here, so
/// rendering is a walk that mostly appends bytes.
enum Node: Sendable {
    case text(Text)
    case variable(Name, escaped: Bool)
    case section(Name, [Node])
    case inverted(Name, [Node])
    case partial(Inclusion)
    case dynamicPartial(DynamicPartial)
    case parent(Parent)
    case block(Block)
}

/// Literal template text, already UTF-8.
struct Text: Sendable {
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

/// `{{>partial}}`, resolved to the partial's index in the library.
struct Inclusion: Sendable {
    /// `nil` only when the library was built with `.renderNothing` for missing templates.
    let target: Int?
    /// The standalone tag's indentation, prepended to every line of the partial; `nil` when
    /// the tag is inline.
    let indentation: [UInt8]?
}

/// `{{>*name}}`: the partial's name is looked up in the context at render time.
struct DynamicPartial: Sendable {
    let name: Name
    let indentation: [UInt8]?
    /// Where the tag is, for the render-time error when the named template does not exist.
    let file: String
    let line: Int
    let column: Int
}

/// `{{<parent}}...{{/parent}}`: render `target` with these block overrides.
struct Parent: Sendable {
    let inclusion: Inclusion
    let overrides: [String: Block]
}

/// `{{$name}}default{{/name}}`: a slot a child template can override.
struct Block: Sendable {
    let name: String
    let nodes: [Node]
    /// The opening tag was standalone: content is whole lines, reindented when expanded.
    let standalone: Bool
    /// Standalone: the intrinsic indentation (see `BlockIndentation`). Inline: the whitespace
    /// before the tag when only whitespace precedes it, used for the override's later lines.
    let indentation: [UInt8]
}

/// One parsed template.
struct Template: Sendable {
    let name: String
    let nodes: [Node]
}
