/// `tourbook build`: prints every problem, then one summary line.
struct Build {
    let options: Invocation.BuildOptions
    let console: Console

    func run() -> ExitCode {
        let outcome = SiteBuild(options: options).run()
        return Build.finish(outcome, options: options, console: console)
    }

    static func finish(_ outcome: SiteBuild.Outcome, options: Invocation.BuildOptions, console: Console) -> ExitCode {
        TourBookCommand.report(outcome.log, to: console)
        if let usage = outcome.usageError {
            console.err("error: \(usage)")
            return .usage
        }
        guard !outcome.log.hasErrors, let summary = outcome.summary else {
            console.err("\(outcome.log.errors.count) error(s); nothing was written. Fix the errors above and build again")
            return .contentErrors
        }
        if options.timings { console.err(outcome.timings.line) }
        if !options.quiet {
            console.err(BuildSummary(roles: outcome.roles, summary: summary, warnings: outcome.log.warnings.count,
                                     milliseconds: Int(outcome.timings.total.rounded())).line)
        }
        return .success
    }
}
