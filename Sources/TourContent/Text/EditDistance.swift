/// How many edits turn one word into another, for "did you mean" and the finder's typo matching.
package enum EditDistance {
    /// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions: a swapped
    /// pair of letters counts as one edit), or nil as soon as it can't be within `limit`.
    package static func between<T: Equatable>(_ a: [T], _ b: [T], within limit: Int = .max) -> Int? {
        let n = a.count, m = b.count
        if abs(n - m) > limit { return nil }
        if n == 0 { return m <= limit ? m : nil }
        var before = [Int](repeating: 0, count: m + 1)
        var previous = Array(0...m)
        var current = [Int](repeating: 0, count: m + 1)
        for i in 1...n {
            current[0] = i
            var rowMinimum = i
            if m > 0 {
                for j in 1...m {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
            }
            // Row minima never decrease (a swap reaches back two rows, but only adds one): give up.
            if rowMinimum > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        return previous[m] <= limit ? previous[m] : nil
    }
}
