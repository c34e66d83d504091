#if canImport(Glibc)
import Glibc
#endif

/// An open file. Every call retries when a signal interrupts it (EINTR), so no caller loops on
/// that; any other failure is thrown as its `Errno`.
public struct FileDescriptor: Sendable, Hashable {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let standardOutput = FileDescriptor(rawValue: 1)
    public static let standardError = FileDescriptor(rawValue: 2)

    /// Opens with O_CLOEXEC added: no descriptor leaks into a child process.
    public static func open(_ path: String, _ flags: Int32, permissions: mode_t = 0) throws(Errno) -> FileDescriptor {
        let fd = try retryingOnInterrupt { Glibc.open(path, flags | O_CLOEXEC, permissions) }
        return FileDescriptor(rawValue: fd)
    }

    /// Read-only and non-blocking: a FIFO swapped in for a file can't hang the reader.
    public static func openForReading(_ path: String) throws(Errno) -> FileDescriptor {
        try open(path, O_RDONLY | O_NONBLOCK)
    }

    /// Closes, reporting a failure (for a written file: its bytes may not have reached the disk).
    public func close() throws(Errno) {
        // Not retried: after EINTR the descriptor is already closed on Linux.
        if Glibc.close(rawValue) != 0 { throw Errno.current }
    }

    /// Runs `body`, then closes whatever happened.
    public func closeAfter<Result, Failure: Error>(_ body: (FileDescriptor) throws(Failure) -> Result) throws(Failure) -> Result {
        defer { _ = Glibc.close(rawValue) }
        return try body(self)
    }

    /// Reads what is there, up to the buffer's size; 0 at the end of the file.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        try retryingOnInterrupt { Glibc.read(rawValue, buffer.baseAddress, buffer.count) }
    }

    /// Writes what it can, at most the whole buffer.
    public func write(_ buffer: UnsafeRawBufferPointer) throws(Errno) -> Int {
        try retryingOnInterrupt { Glibc.write(rawValue, buffer.baseAddress, buffer.count) }
    }

    /// Writes every byte, however many calls that takes.
    public func writeAll(_ bytes: [UInt8]) throws(Errno) {
        var offset = 0
        while offset < bytes.count {
            let written = try bytes.withUnsafeBytes { buffer in
                Result { () throws(Errno) in try write(UnsafeRawBufferPointer(rebasing: buffer[offset...])) }
            }.get()
            // A write of nothing can't make progress (e.g. a file system that is gone).
            if written == 0 { throw Errno(rawValue: EIO) }
            offset += written
        }
    }

    /// The file's type, size and times (fstat).
    public func status() throws(Errno) -> stat {
        var info = stat()
        _ = try retryingOnInterrupt { fstat(rawValue, &info) }
        return info
    }

    /// Repeats `call` while it fails with EINTR; any other failure (-1) throws (`Interrupt`).
    public static func retryingOnInterrupt<Value: BinaryInteger>(_ call: () -> Value) throws(Errno) -> Value {
        try Interrupt.retrying(call)
    }

    private func retryingOnInterrupt<Value: BinaryInteger>(_ call: () -> Value) throws(Errno) -> Value {
        try Interrupt.retrying(call)
    }
}
