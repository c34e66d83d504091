/// The exit statuses the command line promises.
public enum ExitCode: Int32, Sendable {
    /// Built or checked; warnings allowed.
    case success = 0
    /// The content or templates have errors, or reading or writing failed; the last good Output
    /// is as it was.
    case failed = 1
    /// The command line is wrong.
    case usage = 2
}
