/// The whole command line: parse, run, print, and say how it ended.
public enum TourBookCommand {
    /// `environment`: where `SOURCE_DATE_EPOCH` is read (`BuildClock`).
    public static func run(_ arguments: [String], console: Console = StandardConsole(),
                           environment: (String) -> String? = ProcessEnvironment.value) -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments).timed(environment: environment)
        } catch {
            console.err("error: \(error.description)")
            console.err("")
            console.err(Usage.text)
            return .usage
        }
        switch invocation {
        case .help:
            console.out(Usage.text)
            return .success
        case .version:
            console.out("tourbook \(Usage.version) (libcmark \(CmarkRenderer.version))")
            console.out(ZoneDataAge.line(root: ZoneStore().root))
            return .success
        case .check(let options):
            return Check(options: options, console: console).run()
        case .build(let options):
            return Build(options: options, console: console).run()
        case .watch(let options):
            return Watch(options: options, console: console).run()
        case .find(let options):
            return Find(options: options, console: console).run()
        case .hosting(let options):
            return Hosting(options: options, console: console).run()
        }
    }
}
