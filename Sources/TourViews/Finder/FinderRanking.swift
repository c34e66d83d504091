/// The finder's ranking: ranks every day of the tour against what was typed, best first, instead
/// of keeping only the days where every word matches. The page's script
/// (Templates/scripts/finder.js) is the other implementation of the same rules;
/// both are checked against the shared table Tests/finder/cases.json.
///
/// An entry is a list of fields (city, venue, kind, hotels, date, date label; see FinderIndex).
/// Query and fields are normalised (FinderText); the entry's text is its non-empty fields joined
/// by one space, and its words are the words of that text.
///
/// 1. **Whole query.** If the whole normalised query occurs in the entry's text, the entry is in
///    the first tier, ranked by that position (earliest first). Every first-tier entry ranks
///    above every other.
/// 2. **Word by word.** Otherwise each word of the query scores its best match among the entry's
///    words: exact 100, prefix 80, substring 60, then edit distance (Damerau, optimal string
///    alignment: an adjacent swap is one edit) to the whole word or to its prefix of the query
///    word's length, within an allowance set by the query word's length: 0 edits for 1–3
///    characters, 1 for 4–6, 2 for 7 and more; one edit scores 30, two 20. The distance stops
///    as soon as a row of the table has no cell within the allowance.
/// 3. **Letters in order.** A query word that matched nothing gets one more chance: its letters
///    in order inside one field of the entry, starting at the start of a word, each letter found
///    in the same word as the one before or else at the start of a later word (greedy: the same
///    word first). Scores 10. So `mtl` finds Montréal and `hnw` Huxleys Neue Welt, while `atl`
///    does not find Amsterdam NL.
/// 4. The entry's score is the sum over the query's words; an entry where no word scores is left
///    out (one matching word is enough: it still ranks, below entries where more words match
///    better). Ties keep tour order.
public struct FinderRanking: Sendable {
    public struct Result: Equatable, Sendable {
        /// The entry's position in tour order.
        public var index: Int
        /// The whole query occurs in the entry, at `position` (UTF-16 units into its text).
        public var whole: Bool
        public var position: Int
        /// The word-by-word score (0 for whole-query matches).
        public var score: Int
    }

    public enum Points {
        public static let exact = 100, prefix = 80, substring = 60, oneEdit = 30, twoEdits = 20, inOrder = 10
    }

    package struct Entry: Sendable {
        var text: [UInt16]
        var words: [[UInt16]]
        /// Each field's words, for the letters-in-order chance.
        var fields: [[[UInt16]]]
    }

    let entries: [Entry]

    /// `entries`: each entry's fields, in tour order.
    public init(entries: [[String]]) {
        self.entries = entries.map { fields in
            let normalised = fields.map(FinderText.units).filter { !$0.isEmpty }
            let text = Array(normalised.joined(separator: [0x20]))
            return Entry(text: text, words: FinderText.words(text), fields: normalised.map(FinderText.words))
        }
    }

    public var count: Int { entries.count }

    /// Edits allowed for a query word of `length` UTF-16 units.
    public static func allowance(_ length: Int) -> Int {
        length <= 3 ? 0 : length <= 6 ? 1 : 2
    }

    /// Every entry that matches at all, best first.
    public func rank(_ query: String) -> [Result] {
        let q = FinderText.units(query)
        guard !q.isEmpty else { return [] }
        let queryWords = FinderText.words(q)
        var results: [Result] = []
        for (index, entry) in entries.enumerated() {
            if let position = Self.find(q, in: entry.text) {
                results.append(Result(index: index, whole: true, position: position, score: 0))
                continue
            }
            var total = 0
            for word in queryWords { total += Self.score(word, entry) }
            if total > 0 { results.append(Result(index: index, whole: false, position: 0, score: total)) }
        }
        results.sort { a, b in
            if a.whole != b.whole { return a.whole }
            if a.whole { if a.position != b.position { return a.position < b.position } }
            else if a.score != b.score { return a.score > b.score }
            return a.index < b.index
        }
        return results
    }

    static func score(_ word: [UInt16], _ entry: Entry) -> Int {
        let allowed = allowance(word.count)
        var best = 0
        for candidate in entry.words {
            if candidate == word { return Points.exact }
            if candidate.count > word.count, candidate.starts(with: word) { best = max(best, Points.prefix); continue }
            if best >= Points.substring { continue }
            if find(word, in: candidate) != nil { best = Points.substring; continue }
            if best >= Points.oneEdit || allowed == 0 { continue }
            var distance = EditDistance.between(word, candidate, within: allowed)
            if candidate.count > word.count, distance == nil || distance! > 1 {
                distance = [distance, EditDistance.between(word, Array(candidate[..<word.count]), within: allowed)].compactMap { $0 }.min()
            }
            if let distance { best = max(best, distance == 1 ? Points.oneEdit : Points.twoEdits) }
        }
        if best == 0, inOrder(word, entry) { return Points.inOrder }
        return best
    }

    /// The query word's letters in order inside one field (see the type's documentation).
    static func inOrder(_ word: [UInt16], _ entry: Entry) -> Bool {
        guard let first = word.first else { return false }
        for field in entry.fields {
            for start in field.indices where field[start].first == first {
                var w = start, c = 1, i = 1
                var matched = true
                while i < word.count {
                    if let k = field[w][c...].firstIndex(of: word[i]) {
                        c = k + 1
                    } else if let t = field[(w + 1)...].firstIndex(where: { $0.first == word[i] }) {
                        w = t
                        c = 1
                    } else {
                        matched = false
                        break
                    }
                    i += 1
                }
                if matched { return true }
            }
        }
        return false
    }

    /// The first position of `needle` in `haystack`.
    static func find(_ needle: [UInt16], in haystack: [UInt16]) -> Int? {
        let n = needle.count, h = haystack.count
        guard n > 0, n <= h else { return n == 0 ? 0 : nil }
        outer: for start in 0...(h - n) {
            for k in 0..<n where haystack[start + k] != needle[k] { continue outer }
            return start
        }
        return nil
    }
}
