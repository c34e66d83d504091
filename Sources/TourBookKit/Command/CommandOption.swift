/// One command-line option: how it is spelled, which commands take it, what it sets, and how
/// the usage text describes it. `all` is the only place an option is written down; parsing,
/// did-you-mean and the usage text are all made from it.
struct CommandOption: Sendable {
    typealias Setter = @Sendable (inout Invocation.BuildOptions, String) throws(Invocation.UsageError) -> Void

    let name: String
    /// What the value stands for (`DIR`); nil for a flag, which takes no value.
    let valueName: String?
    let help: String
    let commands: Set<CommandName>
    /// Shown in the command's line under USAGE (the rarely needed ones are left to OPTIONS).
    let inSynopsis: Bool
    let repeatable: Bool
    /// Called with the value ("" for a flag).
    let set: Setter

    init(_ name: String, _ valueName: String? = nil, help: String, commands: Set<CommandName>,
         inSynopsis: Bool = true, repeatable: Bool = false, set: @escaping Setter) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.commands = commands
        self.inSynopsis = inSynopsis
        self.repeatable = repeatable
        self.set = set
    }

    static let all: [CommandOption] = [
        CommandOption("--content", "DIR", help: "the tour's files (default: Content)",
                      commands: [.build, .check, .watch, .find, .hosting]) { options, value in options.build.content = value },
        CommandOption("--templates", "DIR", help: "Mustache templates and CSS (default: Templates)",
                      commands: [.build, .check, .watch]) { options, value in options.build.templates = value },
        CommandOption("--output", "DIR", help: "where the sites go (default: Output)",
                      commands: [.build, .watch]) { options, value in options.build.output = value },
        CommandOption("--role", "ID", help: "build only this role (repeatable)",
                      commands: [.build, .watch], repeatable: true, set: addRole),
        CommandOption("--force", help: "build into a non-empty folder that TourBook did not make",
                      commands: [.build, .watch]) { options, _ in options.build.force = true },
        CommandOption("--note", "TEXT", help: "your words for what this build changed, shown on the changes pages",
                      commands: [.build], inSynopsis: false) { options, value in options.build.note = value },
        CommandOption("--explain", help: "say, for each file written, what in its input changed",
                      commands: [.build], inSynopsis: false) { options, _ in options.build.explain = true },
        CommandOption("--root", "DIR", help: "hosting: where the server finds the Output folder (default: Output, made absolute)",
                      commands: [.hosting]) { options, value in options.hosting.root = value },
        CommandOption("--users", "DIR", help: "hosting: the folder of the password files (default: /etc/tourbook)",
                      commands: [.hosting]) { options, value in options.hosting.users = value },
        CommandOption("--prefix", "PATH", help: "hosting: where the site is on the server (default: /)",
                      commands: [.hosting], set: setPrefix),
        CommandOption("--listen", "ADDRESS", help: "hosting: the address and port to listen on (e.g. 127.0.0.1:8080)",
                      commands: [.hosting], inSynopsis: false) { options, value in options.hosting.listen = value },
        CommandOption("--quiet", help: "print problems only, no summary",
                      commands: [.build, .check, .watch], inSynopsis: false) { options, _ in options.quiet = true },
        CommandOption("--timings", help: "also print how long each stage took",
                      commands: [.build, .watch], inSynopsis: false) { options, _ in options.timings = true },
    ]

    /// `/tour/`: a path from the server's root, always ending in a slash.
    private static func setPrefix(_ options: inout Invocation.BuildOptions, _ prefix: String) throws(Invocation.UsageError) {
        guard prefix.hasPrefix("/"), !prefix.contains(".."), !prefix.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == ";" }) else {
            throw Invocation.UsageError(description: "--prefix \"\(prefix)\" is not a path on the server; give one like /tour/")
        }
        options.hosting.prefix = prefix.hasSuffix("/") ? prefix : prefix + "/"
    }

    private static func addRole(_ options: inout Invocation.BuildOptions, _ role: String) throws(Invocation.UsageError) {
        guard Slug.isValid(role) else { throw Invocation.UsageError(description: "--role \"\(role)\" is not a role id") }
        if !options.build.roles.contains(role) { options.build.roles.append(role) }
    }

    var takesValue: Bool { valueName != nil }

    /// `[--content DIR]`, `[--role ID]...`, `[--force]`.
    var synopsis: String { "[\(spelling)]" + (repeatable ? "..." : "") }

    /// `--content DIR` as the usage writes it.
    var spelling: String { valueName.map { "\(name) \($0)" } ?? name }
}
