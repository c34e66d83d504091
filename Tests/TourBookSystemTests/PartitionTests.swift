import Testing
import TourBookSystem

struct PartitionTests {
    /// Against a linear scan, for every split point of sorted arrays of every length up to 40.
    @Test(arguments: 0...40)
    func theBinarySearchFindsTheFirstElementOfTheSecondPart(count: Int) {
        let sorted = (0..<count).map { $0 * 2 }
        for pivot in -1...(count * 2 + 1) {
            let linear = sorted.firstIndex { $0 >= pivot } ?? sorted.endIndex
            #expect(sorted.partitioningIndex { $0 >= pivot } == linear, "\(count) elements, pivot \(pivot)")
        }
    }

    @Test func aSliceAnswersWithItsOwnIndices() {
        let slice = Array(0..<20)[5..<15]
        #expect(slice.partitioningIndex { $0 >= 9 } == 9)
        #expect(slice.partitioningIndex { $0 >= 100 } == 15)
        #expect(slice.partitioningIndex { _ in true } == 5)
    }
}
