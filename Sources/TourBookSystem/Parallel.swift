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
