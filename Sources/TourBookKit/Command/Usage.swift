/// The text of `tourbook --help`.
public enum Usage {
    public static let version = "0.1.0"

    /// Made from the tables of commands and options, so it can't disagree with what is parsed.
    public static let text = """
    tourbook \(version): turns a tour's JSON and Markdown into one static tour-book site per role.

    USAGE:
    \(synopses)

    COMMANDS:
    \(commands)

    OPTIONS:
    \(options)

    EXIT STATUS:
      0 built (warnings allowed)   1 the content or templates have errors   2 wrong command line
      (find: 0 even when no day matches)

    The content format is described in docs/content-format.md.
    """

    private static let synopses = (CommandName.allCases.map(\.synopsis) + ["tourbook --help | --version"])
        .map { "  " + $0 }.joined(separator: "\n")

    private static let commands = CommandName.allCases.flatMap { command in
        let width = CommandName.allCases.map(\.rawValue.count).max()! + 2
        return command.summary.enumerated().map { line, text in "  " + padded(line == 0 ? command.rawValue : "", width) + text }
    }.joined(separator: "\n")

    private static let options = CommandOption.all.map { "  " + padded($0.spelling, 18) + $0.help }.joined(separator: "\n")

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
