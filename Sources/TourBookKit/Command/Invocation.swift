/// What the user asked for on the command line.
public enum Invocation: Equatable, Sendable {
    case build(BuildOptions)
    case check(BuildOptions)
    case watch(BuildOptions)
    case find(FindOptions)
    case hosting(HostingOptions)
    case help
    case version

    /// `build`, `check` and `watch`: what to build (`time` from `SOURCE_DATE_EPOCH`:
    /// `Invocation.timed`), and how to report it.
    public struct BuildOptions: Equatable, Sendable {
        public var build = BuildConfiguration()
        public var quiet = false
        /// Print how long each stage took (for `make bench`).
        public var timings = false
        /// `hosting`'s own options, read by the same parser.
        public var hosting = HostingOptions()
        public init() {}
    }

    /// `tourbook hosting nginx|apache`: a server configuration for the built Output folder, one
    /// login per role's folder and per traveller's private folder.
    public struct HostingOptions: Equatable, Sendable {
        public enum Server: String, Sendable, CaseIterable { case nginx, apache }
        public var server = Server.nginx
        public var content = "Content"
        /// The Output folder as the server reads it; default: `Output`'s absolute path here.
        public var root: String?
        /// The folder of the password files (`<role>.htpasswd`, `private-<id>.htpasswd`).
        public var users = "/etc/tourbook"
        /// Where the site is on the server: `/`, `/tour/`.
        public var prefix = "/"
        /// nginx's `listen`, Apache's `Listen` (none when not given).
        public var listen: String?
        public init() {}
    }

    /// `tourbook find [--content DIR] QUERY`: the query's words, joined by spaces.
    public struct FindOptions: Equatable, Sendable {
        public var content = "Content"
        public var query = ""
        public init(content: String = "Content", query: String = "") {
            self.content = content
            self.query = query
        }
    }

    /// A command line that can't be understood: exit status 2 with the usage.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { throw UsageError(description: "no command given") }
        switch first {
        case "--help", "-h", "help": return .help
        case "--version", "-V": return .version
        default: break
        }
        guard let command = CommandName(rawValue: first) else {
            var message = "unknown command \"\(first)\""
            if let guess = Suggestion.closest(to: first, in: CommandName.allCases.map(\.rawValue)) { message += "; did you mean \"\(guess)\"?" }
            throw UsageError(description: message)
        }
        var parser = CommandLineParser(command: command, arguments: arguments.dropFirst())
        return try parser.parse()
    }
}
