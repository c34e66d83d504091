/// Collects every problem of a run, so that all of them are reported at once, not just the first.
public struct DiagnosticLog: Sendable {
    public private(set) var entries: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { entries.contains { $0.severity == .error } }
    public var errors: [Diagnostic] { entries.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { entries.filter { $0.severity == .warning } }

    public mutating func error(_ location: SourceLocation, _ message: String) {
        entries.append(Diagnostic(.error, location, message))
    }

    public mutating func warning(_ location: SourceLocation, _ message: String) {
        entries.append(Diagnostic(.warning, location, message))
    }

    public mutating func append(_ diagnostic: Diagnostic) { entries.append(diagnostic) }
    public mutating func append(contentsOf other: DiagnosticLog) { entries += other.entries }

    /// Sorted by file, then position; stable for equal positions (file order of discovery).
    public var sorted: [Diagnostic] {
        entries.enumerated().sorted { a, b in
            if a.element.location != b.element.location { return a.element.location < b.element.location }
            return a.offset < b.offset
        }.map(\.element)
    }
}
