extension RandomAccessCollection {
    /// The first index whose element is in the second part, for a collection already partitioned
    /// by `isInSecondPart` (every element for which it is false comes first): a binary search,
    /// `endIndex` when no element is. As swift-algorithms' `partitioningIndex(where:)`.
    public func partitioningIndex(where isInSecondPart: (Element) throws -> Bool) rethrows -> Index {
        var (low, count) = (startIndex, self.count)
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isInSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
