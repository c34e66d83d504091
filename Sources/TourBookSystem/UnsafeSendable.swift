/// Carries a value into `DispatchQueue.concurrentPerform` that the compiler can't prove safe to
/// share; whoever wraps it promises that the threads never touch the same part of it.
public struct UnsafeSendable<Value>: @unchecked Sendable {
    public let value: Value
    public init(_ value: Value) { self.value = value }
}
