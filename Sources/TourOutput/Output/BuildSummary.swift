/// The one line printed after each build:
/// `built 4 roles: 96 files written, 0 unchanged, 2 removed, 3 warnings, 212 ms`.
/// Files counts every file (pages and assets), as the writer sees them.
public struct BuildSummary: Sendable, Equatable {
    public var roles: Int
    public var summary: WriteSummary
    public var warnings: Int
    public var milliseconds: Int

    public init(roles: Int, summary: WriteSummary, warnings: Int, milliseconds: Int) {
        self.roles = roles
        self.summary = summary
        self.warnings = warnings
        self.milliseconds = milliseconds
    }

    public var line: String {
        "built \(BuildSummary.count(roles, "role", "roles")): "
            + "\(BuildSummary.count(summary.written, "file", "files")) written, "
            + "\(summary.unchanged) unchanged, \(summary.removed) removed, "
            + "\(BuildSummary.count(warnings, "warning", "warnings")), \(milliseconds) ms"
    }

    private static func count(_ n: Int, _ one: String, _ many: String) -> String {
        "\(n) \(n == 1 ? one : many)"
    }
}
