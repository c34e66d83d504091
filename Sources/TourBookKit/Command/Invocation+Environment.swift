extension Invocation {
    /// The invocation with the build's time that `SOURCE_DATE_EPOCH` sets, if it does; unset,
    /// each build (every rebuild of `watch`) takes the clock's.
    func timed(environment: (String) -> String?) throws(UsageError) -> Invocation {
        let time: Int64?
        do throws(BuildClock.BadEpoch) { time = try BuildClock.fixed(environment: environment) } catch {
            throw UsageError(description: error.description)
        }
        guard let time else { return self }
        switch self {
        case .build(var options): options.build.time = time; return .build(options)
        case .check(var options): options.build.time = time; return .check(options)
        case .watch(var options): options.build.time = time; return .watch(options)
        case .find, .hosting, .help, .version: return self
        }
    }
}
