#if canImport(Glibc)
import Glibc
#endif

/// The one place that retries a system call a signal interrupted (EINTR). Every wrapper in this
/// module goes through here, so no caller ever loops on EINTR itself.
enum Interrupt {
    /// Repeats `call` while it fails with EINTR; nil is its failure, and any other failure throws
    /// the `errno` it left.
    static func retrying<Value>(_ call: () -> Value?) throws(Errno) -> Value {
        while true {
            if let value = call() { return value }
            let error = Errno.current
            if error != .interrupted { throw error }
        }
    }

    /// For calls that return -1 on failure (most of them).
    static func retrying<Value: BinaryInteger>(_ call: () -> Value) throws(Errno) -> Value {
        try retrying { () -> Value? in
            let value = call()
            return value == -1 ? nil : value
        }
    }

    /// For calls that return 0 on success and -1 on failure, whose result says nothing else.
    static func retryingVoid<Value: BinaryInteger>(_ call: () -> Value) throws(Errno) {
        _ = try retrying(call)
    }
}
