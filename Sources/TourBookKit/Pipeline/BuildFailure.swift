/// Why a build made nothing, by who has to act. Only the command line exits with status 2; the
/// others are in the build's log, with file and position where there is one.
public enum BuildFailure: Error, Equatable, Sendable {
    /// The command line names something wrong: a role the tour doesn't have, an output folder
    /// that isn't TourBook's.
    case commandLine(String)
    /// The content has errors.
    case content
    /// The templates have errors, or a page can't be rendered with them.
    case templates
    /// Reading or writing failed: permissions, a full disk, another build writing.
    case io

    var exitCode: ExitCode {
        if case .commandLine = self { return .usage }
        return .failed
    }
}
