#if canImport(Glibc)
import Glibc
#endif

/// A signal number, named as callers need them.
public struct Signal: Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// SIGINT (Ctrl-C).
    public static let interrupt = Signal(rawValue: SIGINT)
    /// SIGTERM
    public static let terminate = Signal(rawValue: SIGTERM)
    /// SIGHUP
    public static let hangUp = Signal(rawValue: SIGHUP)
    /// SIGKILL: can't be caught.
    public static let kill = Signal(rawValue: SIGKILL)

    /// kill(2): sends the signal to process `id` (`CurrentProcess.id` for this one).
    public func send(to id: Int32) throws(Errno) {
        try Interrupt.retryingVoid { Glibc.kill(id, rawValue) }
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
            try Interrupt.retryingVoid { sigaction(signal.rawValue, &action, nil) }
        }
    }

    /// Gives `signals` their default action again (SIG_DFL).
    public static func restoreDefault(_ signals: [Signal]) throws(Errno) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        for signal in signals {
            try Interrupt.retryingVoid { sigaction(signal.rawValue, &action, nil) }
        }
    }
}
