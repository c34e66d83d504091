/// The exit statuses the command line promises.
public enum ExitCode: Int32, Sendable {
    /// Built or checked; warnings allowed.
    case success = 0
    /// The content or templates have errors; nothing was written.
    case contentErrors = 1
    /// The command line is wrong.
    case usage = 2
}
