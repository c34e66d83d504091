extension Duration {
    /// The duration in (fractional) milliseconds, for timings and poll(2) timeouts.
    public var inMilliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
