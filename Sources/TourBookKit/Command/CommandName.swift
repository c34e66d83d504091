/// The commands `tourbook` knows, in the order the usage lists them.
enum CommandName: String, CaseIterable, Sendable {
    case build, check, watch, find, hosting

    /// Takes words that are not options (find's QUERY, hosting's SERVER); a lone `-` is one of them.
    var takesWords: Bool { self == .find || self == .hosting }

    /// What the command does, for the usage's COMMANDS section, one entry per line.
    var summary: [String] {
        switch self {
        case .build: ["check everything, then write Output/<role>/ for each role"]
        case .check: ["check the content and templates; write nothing"]
        case .watch: ["build, then rebuild whenever Content or Templates change"]
        case .find: ["list the days that best match QUERY (city, venue, date, hotel), best first;",
                     "typos and abbreviations allowed, ranked as the home page's finder does"]
        case .hosting: ["print an nginx or Apache configuration for the built Output: a login per role",
                        "and per traveller's private folder, dotfiles refused, the right types"]
        }
    }

    /// The options this command accepts, in table order (which is also did-you-mean's order).
    var options: [CommandOption] { CommandOption.all.filter { $0.commands.contains(self) } }

    /// The command's line under USAGE. watch takes exactly build's options.
    var synopsis: String {
        if self == .watch { return "tourbook watch [same options as build]" }
        let shown = options.filter(\.inSynopsis).map(\.synopsis)
        let words = self == .hosting ? ["nginx|apache"] : takesWords ? ["QUERY"] : []
        return (["tourbook", rawValue] + shown + words).joined(separator: " ")
    }
}
