/// `tourbook build`: prints every problem, then one summary line.
struct Build {
    let options: Invocation.BuildOptions
    let console: Console

    func run() -> ExitCode {
        BuildReporter(console: console, options: options).report(SiteBuild(configuration: options.build).run(), .build)
    }
}
