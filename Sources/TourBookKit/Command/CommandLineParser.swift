/// Reads the arguments after the command name against the command's options (`CommandOption`).
struct CommandLineParser {
    let command: CommandName
    private var rest: ArraySlice<String>
    private var options = Invocation.BuildOptions()
    private var words: [String] = []

    init(command: CommandName, arguments: ArraySlice<String>) {
        self.command = command
        rest = arguments
    }

    /// The invocation, `.help` as soon as `--help` or `-h` appears anywhere.
    mutating func parse() throws(Invocation.UsageError) -> Invocation {
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" { return .help }
            guard isOption(argument) else {
                guard command.takesWords else { throw usage("unexpected argument \"\(argument)\"") }
                words.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = command.options.first(where: { $0.name == name }) else { throw unknownOption(name) }
            if option.takesValue {
                try option.set(&options, value(for: name, inline: inlineValue))
            } else {
                if inlineValue != nil { throw usage("\(name) takes no value") }
                try option.set(&options, "")
            }
        }
        return try invocation()
    }

    private func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && (argument.count > 1 || !command.takesWords)
    }

    /// `--name=value` → ("--name", "value"). A command that takes words names any option by
    /// what precedes `=`, so `-x=y` is reported as `-x`.
    private func split(_ argument: String) -> (name: String, inlineValue: String?) {
        guard argument.hasPrefix("--") || command.takesWords, let eq = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<eq]), String(argument[argument.index(after: eq)...]))
    }

    /// The inline value, or the next argument unless it is another option.
    private mutating func value(for name: String, inline: String?) throws(Invocation.UsageError) -> String {
        if let inline {
            guard !inline.isEmpty else { throw usage("\(name) needs a value") }
            return inline
        }
        guard let next = rest.popFirst(), !next.hasPrefix("--") else { throw usage("\(name) needs a value") }
        return next
    }

    private func unknownOption(_ name: String) -> Invocation.UsageError {
        var message = "unknown option \"\(name)\" for \(command.rawValue)"
        if let guess = Suggestion.closest(to: name, in: command.options.map(\.name)) { message += "; did you mean \"\(guess)\"?" }
        return usage(message)
    }

    private func invocation() throws(Invocation.UsageError) -> Invocation {
        switch command {
        case .build: return .build(options)
        case .check: return .check(options)
        case .watch: return .watch(options)
        case .find:
            let query = words.joined(separator: " ")
            guard !FinderText.normalize(query).isEmpty else {
                throw usage(words.isEmpty ? "find needs a QUERY" : "the query \"\(query)\" has no letters or digits to look for")
            }
            return .find(Invocation.FindOptions(content: options.build.content, query: query))
        case .hosting:
            let servers = Invocation.HostingOptions.Server.allCases.map(\.rawValue)
            guard words.count == 1, let server = Invocation.HostingOptions.Server(rawValue: words[0]) else {
                let given = words.isEmpty ? "hosting needs a server" : "the server \"\(words.joined(separator: " "))\" is not one hosting knows"
                throw usage(given + "; give one of " + servers.joined(separator: ", "))
            }
            var hosting = options.hosting
            (hosting.server, hosting.content) = (server, options.build.content)
            return .hosting(hosting)
        }
    }

    private func usage(_ message: String) -> Invocation.UsageError { Invocation.UsageError(description: message) }
}
