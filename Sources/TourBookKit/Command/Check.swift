/// `tourbook check`: everything a build does except writing, so a clean check means the build
/// will succeed (content, templates, and every page rendering).
struct Check {
    let options: Invocation.BuildOptions
    let console: Console

    func run() -> ExitCode {
        var outcome = SiteBuild.Outcome()
        let stages = BuildStages.oneShot
        if let files = SiteBuild(configuration: options.build, stages: stages).renderAll(&outcome) {
            // Files a build makes while writing them are made here too (and dropped), so a clean
            // check still means every page renders.
            let late = files.filter(\.isMadeLate)
            let failures = Parallel.map(count: late.count) { i -> String? in
                do { _ = try late[i].contents(); return nil } catch { return "rendering \(late[i].path) failed: \(error)" }
            }
            for failure in failures.compactMap({ $0 }) {
                outcome.log.error(SourceLocation(file: "templates"), failure)
                outcome.stop(.templates)
            }
        }
        return BuildReporter(console: console, options: options, zoneRoot: stages.zones.root).report(outcome, .check)
    }
}
