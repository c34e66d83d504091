import Foundation

/// How fast one page renders on one thread: the page rendered repeatedly for about a second into
/// a reused buffer (so the figure is the engine's, not the allocator's), as pages per second and
/// megabytes (10^6 bytes) of output per second.
struct RenderRate {
    let pages: Int
    let bytes: Int
    let seconds: Double

    var pagesPerSecond: Double { Double(pages) / seconds }
    var megabytesPerSecond: Double { Double(bytes) / seconds / 1_000_000 }

    /// `render` appends one page (or one set of pages) to the buffer it is given.
    static func measure(_ render: (inout [UInt8]) throws -> Void) rethrows -> RenderRate {
        var buffer: [UInt8] = []
        try render(&buffer)
        let size = buffer.count
        let clock = ContinuousClock()
        var renders = 0
        let start = clock.now
        var elapsed = Duration.zero
        while elapsed < .seconds(1) {
            for _ in 0..<10 {
                buffer.removeAll(keepingCapacity: true)
                try render(&buffer)
            }
            renders += 10
            elapsed = clock.now - start
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return RenderRate(pages: renders, bytes: renders * size, seconds: seconds)
    }

    static func format(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }
}
