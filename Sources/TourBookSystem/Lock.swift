#if canImport(Glibc)
import Glibc
#endif

/// State behind a pthread mutex. Not Synchronization.Mutex: on Linux a contended Mutex hands
/// over through the kernel (PI futex), which ThreadSanitizer can't see, so
/// `swift test --sanitize=thread` reported every contended access as a race.
public final class Lock<State>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var state: State

    public init(_ state: State) {
        self.state = state
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
