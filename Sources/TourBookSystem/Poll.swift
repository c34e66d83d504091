#if canImport(Glibc)
import Glibc
#endif

/// Waiting for descriptors to become ready, up to a deadline.
public enum Poll {
    /// poll(2) until something is ready or `deadline` passes; after a signal it waits on for
    /// the time that is left. Returns how many descriptors are ready (0: none in time).
    public static func wait(_ descriptors: inout [pollfd], until deadline: ContinuousClock.Instant) throws(Errno) -> Int {
        while true {
            let left = max(.zero, deadline - .now)
            // Rounded up, so the wait never ends just before the deadline.
            let milliseconds = Int32(clamping: Int(left.inMilliseconds.rounded(.up)))
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready >= 0 { return Int(ready) }
            let error = Errno.current
            if error != .interrupted { throw error }
        }
    }
}
