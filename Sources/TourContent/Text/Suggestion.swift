/// "Did you mean" suggestions: the closest known word by edit distance, if it is close enough
/// to be a likely typo (a swapped pair of letters counts as one edit).
package enum Suggestion {
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            if candidate.lowercased() == lowered { return candidate }
            let distance = EditDistance.between(Array(lowered.unicodeScalars), Array(candidate.lowercased().unicodeScalars))!
            if best == nil || distance < best!.1 { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best else { return nil }
        let allowance = max(1, min(3, candidate.count / 3))
        return distance <= allowance ? candidate : nil
    }
}

extension Suggestion {
    /// `unknown person "matteo"; did you mean "mateo"?`, or with `otherwise` as what to do when
    /// nothing is close.
    static func unknown(_ what: String, _ word: String, in candidates: some Sequence<String>, otherwise: String) -> String {
        let message = "unknown \(what) \"\(word)\""
        if let guess = closest(to: word, in: candidates) { return message + "; did you mean \"\(guess)\"?" }
        return message + "; " + otherwise
    }
}
