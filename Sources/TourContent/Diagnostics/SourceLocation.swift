/// Where a problem is: a file, and inside it a line and column (1-based, columns counted in
/// Unicode scalars) and, for JSON, the path of the value (`flights[0].departs`).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var jsonPath: String?

    public init(file: String, line: Int? = nil, column: Int? = nil, jsonPath: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
    }

    /// `path:line:column`, or just `path` where no position is known.
    public var description: String {
        guard let line else { return file }
        return "\(file):\(line):\(column ?? 1)"
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        if a.file != b.file { return a.file < b.file }
        let la = a.line ?? 0, lb = b.line ?? 0
        if la != lb { return la < lb }
        return (a.column ?? 0) < (b.column ?? 0)
    }
}
