extension StringProtocol {
    /// The text without leading and trailing spaces (Unicode-aware, so a no-break space pasted
    /// from an email counts), without Foundation's slower character-set machinery.
    var trimmedSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        // Scalar indices are the string's own: the kept text is copied as bytes, not scalar by scalar.
        return String(self[first..<scalars.index(after: last)])
    }
}
