/// One problem found in the content or the templates, printed as
/// `PATH:LINE:COLUMN: error: MESSAGE at days[2].flights[0].departs`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String

    public init(_ severity: Severity, _ location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    public var description: String {
        var text = "\(location): \(severity.rawValue): \(message)"
        if let path = location.jsonPath, !path.isEmpty { text += " at \(path)" }
        return text
    }
}
