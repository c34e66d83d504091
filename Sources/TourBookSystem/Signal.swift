#if canImport(Glibc)
import Glibc
#endif

/// A signal, by the names callers use; any other (a child ended by SIGSEGV) by its number.
public enum Signal: Hashable, Sendable {
    /// SIGINT (Ctrl-C).
    case interrupt
    /// SIGTERM
    case terminate
    /// SIGHUP
    case hangUp
    /// SIGKILL: can't be caught.
    case kill
    case other(Int32)

    /// The named case for a number that has one.
    public init(number: Int32) {
        self = [Signal.interrupt, .terminate, .hangUp, .kill].first { $0.number == number } ?? .other(number)
    }

    public var number: Int32 {
        switch self {
        case .interrupt: SIGINT
        case .terminate: SIGTERM
        case .hangUp: SIGHUP
        case .kill: SIGKILL
        case .other(let number): number
        }
    }

    /// kill(2): sends the signal to process `id` (`CurrentProcess.id` for this one).
    public func send(to id: Int32) throws(Errno) {
        try Interrupt.retryingVoid { Glibc.kill(id, number) }
    }
}

/// Signals turned into a byte on a descriptor, the self-pipe trick: the handler does nothing but
/// write(2), which is async-signal-safe, and the loop that polls the pipe's read end does the
/// rest on its own thread. One descriptor for the process, as a C handler can't carry context.
public enum SignalWake {
    nonisolated(unsafe) private static var descriptor: Int32 = -1

    /// From now on each of `signals` writes one byte to `descriptor` (a non-blocking pipe's write
    /// end, so a full pipe can't hang the handler). `once`: the handler is reset by the first
    /// signal (SA_RESETHAND), so a second one gets the default action (ends the process at once).
    public static func install(_ signals: [Signal], writingTo descriptor: FileDescriptor, once: Bool = true) throws(Errno) {
        Self.descriptor = descriptor.rawValue
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            let saved = errno  // the interrupted code may be about to read errno
            var byte: UInt8 = 1
            _ = write(SignalWake.descriptor, &byte, 1)
            errno = saved
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = once ? Int32(truncatingIfNeeded: SA_RESETHAND) : 0
        for signal in signals {
            try Interrupt.retryingVoid { sigaction(signal.number, &action, nil) }
        }
    }

    /// Gives `signals` their default action again (SIG_DFL).
    public static func restoreDefault(_ signals: [Signal]) throws(Errno) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        for signal in signals {
            try Interrupt.retryingVoid { sigaction(signal.number, &action, nil) }
        }
    }
}
