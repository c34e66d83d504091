/// `tourbook check`: load and check everything, write nothing.
struct Check {
    let options: Invocation.BuildOptions
    let console: Console

    func run() -> ExitCode {
        let prepared = Preparation(options: options).run()
        TourBookCommand.report(prepared.log, to: console)
        if prepared.log.hasErrors {
            console.err("\(prepared.log.errors.count) error(s), \(prepared.log.warnings.count) warning(s); fix the errors above and run again")
            return .contentErrors
        }
        if !options.quiet {
            console.err("ok: \(prepared.model?.tour.days.count ?? 0) days, \(prepared.model?.tour.roles.count ?? 0) roles, \(prepared.log.warnings.count) warning(s)")
        }
        return .success
    }
}
