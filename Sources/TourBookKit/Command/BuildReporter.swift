/// How `build`, `check` and `watch` tell what a build did: every diagnostic, sorted by file and
/// position, then one line: what was made, or how many errors and what happens now.
struct BuildReporter {
    /// Which command's build it was, as its closing line differs.
    enum Moment {
        case build
        case check
        /// `watch`'s first build, before it starts watching.
        case firstWatch
        /// A rebuild after a change; only warnings that differ from `shownWarnings` are shown.
        case rebuild(milliseconds: Int)
    }

    let console: Console
    let options: Invocation.BuildOptions
    /// The zone data the build used; `check` names its release after the diagnostics.
    var zoneRoot: String? = nil

    /// Prints the outcome; returns the exit status it calls for.
    @discardableResult
    func report(_ outcome: SiteBuild.Outcome, _ moment: Moment, shownWarnings: inout [String]) -> ExitCode {
        let warnings = outcome.log.warnings.map(\.description)
        if let failure = outcome.failure {
            Self.printDiagnostics(outcome.log, to: console)
            printZoneData(moment)
            return failed(outcome, failure, moment)
        }
        if case .rebuild = moment, warnings == shownWarnings {
            // Warnings are shown again only when they differ from the last good build's, not on every save.
        } else {
            Self.printDiagnostics(outcome.log, to: console)
            shownWarnings = warnings
        }
        printZoneData(moment)
        succeeded(outcome, moment)
        return .success
    }

    func report(_ outcome: SiteBuild.Outcome, _ moment: Moment) -> ExitCode {
        var shown: [String] = []
        return report(outcome, moment, shownWarnings: &shown)
    }

    /// Every diagnostic, sorted by file and position.
    static func printDiagnostics(_ log: DiagnosticLog, to console: Console) {
        for diagnostic in log.sorted { console.err(diagnostic.description) }
    }

    /// `zone data: tzdata 2026f (/usr/share/zoneinfo)`, for `check` (which says what a build would use).
    private func printZoneData(_ moment: Moment) {
        guard case .check = moment, !options.quiet, let zoneRoot else { return }
        console.err(ZoneDataAge.line(root: zoneRoot))
    }

    private func failed(_ outcome: SiteBuild.Outcome, _ failure: BuildFailure, _ moment: Moment) -> ExitCode {
        var errors = outcome.log.errors.count
        if case .commandLine(let message) = failure {
            console.err("error: \(message)")
            guard case .rebuild = moment else { return failure.exitCode }
            errors += 1
        }
        switch moment {
        case .build: console.err("\(errors) error(s); nothing was written. Fix the errors above and build again")
        case .check: console.err("\(errors) error(s), \(outcome.log.warnings.count) warning(s); fix the errors above and run again")
        case .firstWatch: console.err("\(errors) error(s); nothing was written, still watching")
        case .rebuild: console.err("\(errors) error(s); kept the last good Output, still watching")
        }
        return failure.exitCode
    }

    private func succeeded(_ outcome: SiteBuild.Outcome, _ moment: Moment) {
        let warnings = outcome.log.warnings.count
        switch moment {
        case .check:
            if !options.quiet { console.err("ok: \(outcome.roles) roles, \(outcome.files) files would be written, \(warnings) warning(s)") }
        case .build, .firstWatch:
            for line in outcome.explanations { console.out(line) }
            if options.timings, case .build = moment { console.err(outcome.timings.line) }
            guard !options.quiet, let summary = outcome.summary else { return }
            console.err(BuildSummary(roles: outcome.roles, summary: summary, warnings: warnings,
                                     milliseconds: Int(outcome.timings.total.rounded())).line)
        case .rebuild(let milliseconds):
            if !options.quiet, let summary = outcome.summary { console.err(Self.rebuiltLine(summary, milliseconds: milliseconds)) }
            if options.timings { console.err(outcome.timings.line) }
        }
    }

    /// `rebuilt 3 pages in 41 ms`, `rebuilt 1 page and removed 2 in 38 ms`.
    static func rebuiltLine(_ summary: WriteSummary, milliseconds: Int) -> String {
        var line = "rebuilt \(summary.written) \(summary.written == 1 ? "page" : "pages")"
        if summary.removed > 0 { line += " and removed \(summary.removed)" }
        return line + " in \(milliseconds) ms"
    }
}
