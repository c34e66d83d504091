/// Wall-clock milliseconds per stage of a build, for the summary line and `make bench`.
public struct StageTimings: Sendable {
    /// Reading and parsing the content files, and loading the templates.
    public var load = 0.0
    /// Decoding and checking the content.
    public var validate = 0.0
    /// Timelines, passports, notes rendered from Markdown, assets.
    public var model = 0.0
    public var render = 0.0
    public var write = 0.0
    public var total: Double { load + validate + model + render + write }

    /// `load 12 ms, validate 30 ms, …` for `build --timings` and the benchmark.
    public var line: String {
        func ms(_ value: Double) -> String { String(Int(value.rounded())) }
        return "timings: load \(ms(load)) ms, validate \(ms(validate)) ms, model \(ms(model)) ms, render \(ms(render)) ms, write \(ms(write)) ms, total \(ms(total)) ms"
    }

    mutating func add(_ other: StageTimings) {
        load += other.load
        validate += other.validate
        model += other.model
        render += other.render
        write += other.write
    }

    /// Runs `body` and adds its duration in milliseconds to `slot`.
    static func measure<T>(_ slot: inout Double, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        defer { slot += (ContinuousClock.now - start).inMilliseconds }
        return try body()
    }
}
