#if canImport(Glibc)
import Glibc
#endif

extension FileDescriptor {
    /// pipe(2): a read end and a write end, both closed on exec (they never leak into a child);
    /// with `nonBlocking`, a read of an empty pipe or a write to a full one throws `.wouldBlock`
    /// instead of waiting, which is what a wake-up pipe written from a signal handler needs.
    /// (pipe2 would set the flags atomically, but Swift's Glibc module does not offer it; the
    /// window matters only to a process that forks from another thread meanwhile.)
    public static func pipe(nonBlocking: Bool = false) throws(Errno) -> (readEnd: FileDescriptor, writeEnd: FileDescriptor) {
        var ends: [Int32] = [-1, -1]
        try ends.withUnsafeMutableBufferPointer { ends throws(Errno) in
            try Interrupt.retryingVoid { Glibc.pipe(ends.baseAddress!) }
        }
        let pair = (readEnd: FileDescriptor(rawValue: ends[0]), writeEnd: FileDescriptor(rawValue: ends[1]))
        do throws(Errno) {
            for end in [pair.readEnd, pair.writeEnd] {
                try end.setCloseOnExec()
                if nonBlocking { try end.setNonBlocking(true) }
            }
        } catch {
            _ = try? pair.readEnd.close()
            _ = try? pair.writeEnd.close()
            throw error
        }
        return pair
    }

    /// FD_CLOEXEC on (fcntl F_SETFD): the descriptor is closed in any program this process execs.
    public func setCloseOnExec() throws(Errno) {
        let flags = try Interrupt.retrying { fcntl(rawValue, F_GETFD) }
        try Interrupt.retryingVoid { fcntl(rawValue, F_SETFD, flags | FD_CLOEXEC) }
    }

    /// Turns O_NONBLOCK on or off for an open descriptor (fcntl F_SETFL).
    public func setNonBlocking(_ on: Bool) throws(Errno) {
        let flags = try Interrupt.retrying { fcntl(rawValue, F_GETFL) }
        try Interrupt.retryingVoid { fcntl(rawValue, F_SETFL, on ? flags | O_NONBLOCK : flags & ~O_NONBLOCK) }
    }
}
