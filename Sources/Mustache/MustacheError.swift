/// A problem in a template (at load time) or while rendering, located as `file:line:column`.
public struct MustacheError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The template's file (relative to the template directory) or its name; `nil` when the
    /// error is not about a particular template.
    public var file: String?
    /// 1-based; 0 when the error has no position (for example an unreadable file).
    public var line: Int
    /// 1-based, counted in Unicode scalars.
    public var column: Int
    public var message: String

    public init(file: String?, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        switch (file, line) {
        case (nil, 0): message
        case (let file?, 0): "\(file): \(message)"
        case (nil, _): "\(line):\(column): \(message)"
        case (let file?, _): "\(file):\(line):\(column): \(message)"
        }
    }
}

/// Every problem found while building a `TemplateLibrary`, so one run reports every broken
/// template instead of stopping at the first.
public struct MustacheErrors: Error, CustomStringConvertible, Sendable {
    public var errors: [MustacheError]

    public init(_ errors: [MustacheError]) { self.errors = errors }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
