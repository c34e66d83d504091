#if canImport(Glibc)
import Glibc
#endif

/// Where the command prints: problems and summaries to standard error, `--help` to standard out.
/// Tests swap in a recording console.
public protocol Console: AnyObject, Sendable {
    func out(_ line: String)
    func err(_ line: String)
}

public final class StandardConsole: Console, @unchecked Sendable {
    public init() {}
    public func out(_ line: String) { write(1, line) }
    public func err(_ line: String) { write(2, line) }

    private func write(_ fd: Int32, _ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { if errno == EINTR { continue }; return }
            offset += n
        }
    }
}

/// Keeps what was printed, for tests.
public final class RecordingConsole: Console, @unchecked Sendable {
    private let lock = Lock()
    private var outLines: [String] = []
    private var errLines: [String] = []
    public init() {}
    public func out(_ line: String) { lock.with { outLines.append(line) } }
    public func err(_ line: String) { lock.with { errLines.append(line) } }
    public var standardOutput: [String] { lock.with { outLines } }
    public var standardError: [String] { lock.with { errLines } }
}

/// A tiny pthread mutex, so consoles can be shared across threads.
final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func with<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}
