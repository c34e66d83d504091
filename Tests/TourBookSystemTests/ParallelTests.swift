import Testing
import TourBookSystem

@Suite struct ParallelTests {
    @Test func resultsKeepTheirOrder() {
        #expect(Parallel.map(count: 10_000) { $0 * 2 } == (0..<10_000).map { $0 * 2 })
        #expect(Parallel.map(count: 0) { $0 }.isEmpty)
    }

    @Test func theLockKeepsEveryIncrement() {
        let counter = Lock(0)
        _ = Parallel.map(count: 10_000) { _ in counter.withLock { $0 += 1 } }
        #expect(counter.withLock { $0 } == 10_000)
    }
}
