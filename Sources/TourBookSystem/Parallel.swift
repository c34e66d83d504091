import Dispatch

/// Work spread over every core.
public enum Parallel {
    /// `transform` of 0..<count, run concurrently; each result lands at its index, so the
    /// outcome never depends on scheduling.
    public static func map<T>(count: Int, _ transform: (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Each index is written by exactly one iteration, and all are done before returning.
            let slots = UnsafeSendable(buffer.baseAddress!)
            withoutActuallyEscaping(transform) { transform in
                let work = UnsafeSendable(transform)
                DispatchQueue.concurrentPerform(iterations: count) { i in (slots.value + i).initialize(to: work.value(i)) }
            }
            initialized = count
        }
    }
}

extension Parallel {
    /// `work` started on another thread now; `value` waits for its result. For a step the next
    /// one does not need (reading a file, encoding one), so the two cores share the build.
    public final class Pending<T>: @unchecked Sendable {
        private let done = DispatchGroup()
        private var result: T?

        public init(_ work: @escaping @Sendable () -> T) {
            done.enter()
            DispatchQueue.global().async {
                self.result = work()
                self.done.leave()
            }
        }

        /// The result, once `work` has returned (the group's wait orders the write before this read).
        public var value: T {
            done.wait()
            return result!
        }
    }
}

extension Parallel {
    /// Lets go of `value`, on another thread when `later`. A build's model, pages and events
    /// are hundreds of thousands of objects; freeing them takes tens of milliseconds that a
    /// command about to exit need not wait for. Pass the value with `consume`, so that the last
    /// reference is the one released there.
    public static func release<T>(_ value: consuming T, later: Bool) {
        guard later else { return }
        let garbage = UnsafeSendable(value)
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(garbage) {} }
    }
}
