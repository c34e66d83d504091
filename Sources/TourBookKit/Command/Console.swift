/// Where the command prints: problems and summaries to standard error, `--help` to standard out.
/// Tests swap in a recording console.
public protocol Console: AnyObject, Sendable {
    func out(_ line: String)
    func err(_ line: String)
}

public final class StandardConsole: Console, Sendable {
    public init() {}
    public func out(_ line: String) { write(.standardOutput, line) }
    public func err(_ line: String) { write(.standardError, line) }

    /// A closed or full standard stream loses the line: there is nowhere left to say so.
    private func write(_ stream: FileDescriptor, _ line: String) {
        try? stream.writeAll(Array(line.utf8) + [0x0A])
    }
}

/// Keeps what was printed, for tests.
public final class RecordingConsole: Console, Sendable {
    private let lines = Lock((out: [String](), err: [String]()))
    public init() {}
    public func out(_ line: String) { lines.withLock { $0.out.append(line) } }
    public func err(_ line: String) { lines.withLock { $0.err.append(line) } }
    public var standardOutput: [String] { lines.withLock { $0.out } }
    public var standardError: [String] { lines.withLock { $0.err } }
}
