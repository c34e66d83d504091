/// `tourbook watch`.
struct Watch {
    let options: Invocation.BuildOptions
    let console: Console

    func run() -> ExitCode {
        Build(options: options, console: console).run()
    }
}
