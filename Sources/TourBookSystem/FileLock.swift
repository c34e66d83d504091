#if canImport(Glibc)
import Glibc
#endif

/// An advisory lock (flock(2)) on an open file or folder, held until its descriptor is closed.
/// Locks belong to the open file, not the process: two opens of one folder, even in one process,
/// exclude each other, which is what keeps two builds out of one output folder.
public struct FileLock: Sendable {
    public enum Kind: Sendable {
        /// Many may hold it at once (readers); it excludes `.exclusive`.
        case shared
        /// One holder only.
        case exclusive

        var operation: Int32 { self == .shared ? LOCK_SH : LOCK_EX }
    }

    /// The descriptor that holds the lock; closing it (`release`) lets go.
    public let descriptor: FileDescriptor

    /// Opens `path` read-only (a folder, or a file) and locks it without waiting: nil when someone
    /// else holds a lock that conflicts; throws when the path can't be opened or locked.
    public static func tryAcquire(_ kind: Kind, on path: String) throws(Errno) -> FileLock? {
        let file = try FileDescriptor.open(path, .readOnly)
        do throws(Errno) {
            guard try file.tryLock(kind) else {
                _ = try? file.close()
                return nil
            }
        } catch {
            _ = try? file.close()
            throw error
        }
        return FileLock(descriptor: file)
    }

    /// Drops the lock, then closes its descriptor. Unlocking first matters: a child process forked
    /// elsewhere in this process shares the open file until it execs, and closing alone would
    /// leave the lock held through that child for as long as it takes to exec.
    public func release() {
        _ = try? descriptor.unlock()
        _ = try? descriptor.close()
    }
}

extension FileDescriptor {
    /// flock(2) without waiting: false (EWOULDBLOCK) when another open file holds a conflicting lock.
    public func tryLock(_ kind: FileLock.Kind) throws(Errno) -> Bool {
        do throws(Errno) {
            try Interrupt.retryingVoid { flock(rawValue, kind.operation | LOCK_NB) }
            return true
        } catch {
            if error == .wouldBlock { return false }
            throw error
        }
    }

    /// flock(2), waiting for the lock as long as it takes.
    public func lock(_ kind: FileLock.Kind) throws(Errno) {
        try Interrupt.retryingVoid { flock(rawValue, kind.operation) }
    }

    /// Lets go of this descriptor's flock.
    public func unlock() throws(Errno) {
        try Interrupt.retryingVoid { flock(rawValue, LOCK_UN) }
    }
}
