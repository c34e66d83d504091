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

    /// mallopt(3) M_TOP_PAD: the heap grows 64 MiB at a time. glibc otherwise grows a thread's
    /// arena by what one allocation lacks, an mprotect(2) each: about 7,000 of them in a one-day
    /// edit of a year-long tour. It is address space only; a page counts once it is touched.
    /// Looked up by name: Swift's Glibc module leaves malloc.h out. Whether glibc took it.
    @discardableResult
    public static func growHeapInLargeSteps() -> Bool {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let topPad: Int32 = -2  // M_TOP_PAD in malloc.h
        guard let mallopt = dlsym(nil, "mallopt") else { return false }
        return unsafeBitCast(mallopt, to: Mallopt.self)(topPad, 64 << 20) == 1
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

    /// nanosleep(2) for `nanoseconds`, the whole time even when a signal interrupts it.
    public static func sleep(nanoseconds: Int64) {
        var left = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var rest = timespec()
        while nanosleep(&left, &rest) != 0 && errno == EINTR { left = rest }
    }

    /// clock_gettime(2), CLOCK_REALTIME: nanoseconds since 1970, the clock file times are in.
    public static func nanosecondsSince1970() -> Int64 { now(CLOCK_REALTIME) }

    /// clock_gettime(2), CLOCK_REALTIME_COARSE: the clock the kernel stamps files with, which
    /// moves in ticks (4 ms at 250 Hz); a file changed twice in one tick may keep its times.
    public static func coarseNanosecondsSince1970() -> Int64 { now(CLOCK_REALTIME_COARSE) }

    private static func now(_ clock: clockid_t) -> Int64 {
        var now = timespec()
        clock_gettime(clock, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }
}
