/// `tourbook check`: everything a build does except writing, so a clean check means the build
/// will succeed (content, templates, and every page rendering).
struct Check {
    let options: Invocation.BuildOptions
    let console: Console

    func run() -> ExitCode {
        var outcome = SiteBuild.Outcome()
        let files = SiteBuild(options: options).renderAll(&outcome)
        TourBookCommand.report(outcome.log, to: console)
        if let usage = outcome.usageError {
            console.err("error: \(usage)")
            return .usage
        }
        guard let files, !outcome.log.hasErrors else {
            console.err("\(outcome.log.errors.count) error(s), \(outcome.log.warnings.count) warning(s); fix the errors above and run again")
            return .contentErrors
        }
        if !options.quiet {
            console.err("ok: \(outcome.roles) roles, \(files.count) files would be written, \(outcome.log.warnings.count) warning(s)")
        }
        return .success
    }
}
