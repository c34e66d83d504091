#if canImport(Glibc)
import Glibc
#endif

/// Waiting for descriptors to become ready, up to a deadline.
public enum Poll {
    /// poll(2) until something is ready or `deadline` passes; after a signal it waits on for
    /// the time that is left. Returns how many descriptors are ready (0: none in time).
    public static func wait(_ descriptors: inout [pollfd], until deadline: ContinuousClock.Instant) throws(Errno) -> Int {
        let count = nfds_t(descriptors.count)
        return try descriptors.withUnsafeMutableBufferPointer { buffer throws(Errno) in
            // The timeout is worked out again on every attempt, so a retry waits only what is left.
            Int(try Interrupt.retrying { () -> Int32 in
                let left = max(.zero, deadline - .now)
                // Rounded up, so the wait never ends just before the deadline.
                let milliseconds = Int32(clamping: Int(left.inMilliseconds.rounded(.up)))
                return poll(buffer.baseAddress, count, milliseconds)
            })
        }
    }
}

extension Poll {
    /// Waits until one of `descriptors` can be read without blocking, or `deadline` passes. For
    /// each descriptor, in order: whether it is ready (data, end of file, or an error a read would
    /// report; all false when the deadline passed first). Callers need no `pollfd` or `POLLIN`.
    public static func readable(_ descriptors: [FileDescriptor], until deadline: ContinuousClock.Instant) throws(Errno) -> [Bool] {
        var requests = descriptors.map { pollfd(fd: $0.rawValue, events: Int16(POLLIN), revents: 0) }
        _ = try wait(&requests, until: deadline)
        return requests.map { $0.revents != 0 }
    }
}
