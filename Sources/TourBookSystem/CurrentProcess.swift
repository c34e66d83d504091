#if canImport(Glibc)
import Glibc
#endif

/// This process: its id, its environment, its end. Not `Process`, which Foundation already names
/// (the bench imports both).
public enum CurrentProcess {
    /// getpid(2): unique among running processes, so it keeps temporary names of concurrent
    /// builds apart.
    public static var id: Int32 { getpid() }

    /// kill(2) with signal 0: whether a process with this id exists (one we may not signal does).
    public static func isRunning(_ id: Int32) -> Bool {
        kill(id, 0) == 0 || errno == EPERM
    }

    /// getenv(3): the variable's value; nil when it is unset (an empty value is "").
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// mallopt(3): freed memory stays with the process for its next allocation. A build makes and
    /// drops arrays of megabytes (the record, the stored pieces, pages); by default each is
    /// mapped afresh and given back when freed, and touching new pages cost a tenth of a
    /// year-long tour's edit. Memory is still given back when the process ends, and `watch`
    /// reuses the same pages build after build.
    public static func reuseFreedMemory() {
        _ = mallopt(mmapThreshold, 256 << 20)
        _ = mallopt(trimThreshold, 1 << 30)
        _ = mallopt(topPad, 64 << 20)
    }

    // <malloc.h>, which Glibc's module leaves out: mallopt(3) and glibc's parameter numbers.
    @_silgen_name("mallopt") private static func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
    private static let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3

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

    /// nanosleep(2) for `nanoseconds`, the whole time even when a signal interrupts it.
    public static func sleep(nanoseconds: Int64) {
        var left = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var rest = timespec()
        while nanosleep(&left, &rest) != 0 && errno == EINTR { left = rest }
    }

    /// clock_gettime(2), CLOCK_REALTIME: nanoseconds since 1970, the clock file times are in.
    public static func nanosecondsSince1970() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }
}
