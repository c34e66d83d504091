#if canImport(Glibc)
import Glibc
#endif

/// Wall-clock milliseconds per stage of a build, for the summary line and `make bench`.
public struct StageTimings: Sendable {
    public var load = 0.0
    public var model = 0.0
    public var render = 0.0
    public var write = 0.0
    public var total: Double { load + model + render + write }

    /// Monotonic seconds.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Runs `body` and adds its duration in milliseconds to `slot`.
    static func measure<T>(_ slot: inout Double, _ body: () throws -> T) rethrows -> T {
        let start = now()
        defer { slot += (now() - start) * 1000 }
        return try body()
    }
}
