#if canImport(Glibc)
import Glibc
#endif

/// This process: its id, its environment, its end. Not `Process`, which Foundation already names
/// (the bench imports both).
public enum CurrentProcess {
    /// getpid(2): unique among running processes, so it keeps temporary names of concurrent
    /// builds apart.
    public static var id: Int32 { getpid() }

    /// getenv(3): the variable's value; nil when it is unset (an empty value is "").
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// exit(3): flushes C stdio and ends the process with `status`.
    public static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }
}

/// The wall clock. Not `Clock`, which the standard library names (the protocol of
/// `ContinuousClock`); for durations use `ContinuousClock`, which never jumps.
public enum WallClock {
    /// time(2): whole seconds since 1970-01-01 UTC.
    public static func secondsSince1970() -> Int64 {
        Int64(time(nil))
    }
}
