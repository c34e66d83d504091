/// What the user asked for on the command line.
public enum Invocation: Equatable, Sendable {
    case build(BuildOptions)
    case check(BuildOptions)
    case watch(BuildOptions)
    case find(FindOptions)
    case help
    case version

    public struct BuildOptions: Equatable, Sendable {
        public var content = "Content"
        public var templates = "Templates"
        public var output = "Output"
        public var roles: [String] = []
        public var force = false
        public var quiet = false
        /// Print how long each stage took (for `make bench`).
        public var timings = false
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
        guard let command = arguments.first else { throw UsageError(description: "no command given") }
        switch command {
        case "--help", "-h", "help": return .help
        case "--version", "-V": return .version
        case "build", "check", "watch": break
        case "find": return try parseFind(arguments.dropFirst())
        default:
            var message = "unknown command \"\(command)\""
            if let guess = Suggestion.closest(to: command, in: ["build", "check", "watch", "find"]) { message += "; did you mean \"\(guess)\"?" }
            throw UsageError(description: message)
        }
        var options = BuildOptions()
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" { return .help }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue {
                    guard !inlineValue.isEmpty else { throw UsageError(description: "\(name) needs a value") }
                    return inlineValue
                }
                guard let next = rest.popFirst(), !next.hasPrefix("--") else { throw UsageError(description: "\(name) needs a value") }
                return next
            }
            let allowed = command == "check" ? ["--content", "--templates", "--quiet"]
                                             : ["--content", "--templates", "--output", "--role", "--force", "--quiet", "--timings"]
            guard allowed.contains(name) else {
                var message = argument.hasPrefix("-") ? "unknown option \"\(name)\" for \(command)" : "unexpected argument \"\(argument)\""
                if argument.hasPrefix("-"), let guess = Suggestion.closest(to: name, in: allowed) { message += "; did you mean \"\(guess)\"?" }
                throw UsageError(description: message)
            }
            switch name {
            case "--content": options.content = try value()
            case "--templates": options.templates = try value()
            case "--output": options.output = try value()
            case "--role":
                let role = try value()
                guard Slug.isValid(role) else { throw UsageError(description: "--role \"\(role)\" is not a role id") }
                if !options.roles.contains(role) { options.roles.append(role) }
            case "--force", "--quiet", "--timings":
                if inlineValue != nil { throw UsageError(description: "\(name) takes no value") }
                switch name {
                case "--force": options.force = true
                case "--quiet": options.quiet = true
                default: options.timings = true
                }
            default: break
            }
        }
        switch command {
        case "build": return .build(options)
        case "check": return .check(options)
        default: return .watch(options)
        }
    }

    private static func parseFind(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        var options = FindOptions()
        var words: [String] = []
        var rest = arguments
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" { return .help }
            if argument == "--content" {
                guard let next = rest.popFirst(), !next.hasPrefix("--") else { throw UsageError(description: "--content needs a value") }
                options.content = next
            } else if argument.hasPrefix("--content=") {
                options.content = String(argument.dropFirst("--content=".count))
                guard !options.content.isEmpty else { throw UsageError(description: "--content needs a value") }
            } else if argument.hasPrefix("-") && argument.count > 1 {
                let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
                var message = "unknown option \"\(name)\" for find"
                if let guess = Suggestion.closest(to: name, in: ["--content"]) { message += "; did you mean \"\(guess)\"?" }
                throw UsageError(description: message)
            } else {
                words.append(argument)
            }
        }
        options.query = words.joined(separator: " ")
        guard !FinderText.normalize(options.query).isEmpty else {
            throw UsageError(description: words.isEmpty ? "find needs a QUERY" : "the query \"\(options.query)\" has no letters or digits to look for")
        }
        return .find(options)
    }
}
