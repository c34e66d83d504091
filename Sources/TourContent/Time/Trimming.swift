extension StringProtocol {
    /// The text without leading and trailing spaces (Unicode-aware, so a no-break space pasted
    /// from an email counts), without Foundation's slower character-set machinery.
    var trimmedSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[first...last])
        return String(result)
    }
}
