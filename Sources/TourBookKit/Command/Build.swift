/// `tourbook build`.
struct Build {
    let options: Invocation.BuildOptions
    let console: Console

    func run() -> ExitCode {
        let prepared = Preparation(options: options).run()
        TourBookCommand.report(prepared.log, to: console)
        if let usage = prepared.usageError {
            console.err("error: \(usage)")
            return .usage
        }
        guard !prepared.log.hasErrors, prepared.model != nil else {
            console.err("\(prepared.log.errors.count) error(s); nothing was written. Fix the errors above and build again")
            return .contentErrors
        }
        return .success
    }
}
