/// Where an address leads when tapped: a map search built from `tour.json`'s `mapLinks` pattern
/// (`{address}` is replaced by the address, percent-encoded), or nowhere when the tour says
/// `"mapLinks": false`. Without the key, addresses open a Google Maps search.
public struct MapLinks: Sendable, Equatable {
    public static let placeholder = "{address}"
    public static let standardPattern = "https://www.google.com/maps/search/?api=1&query={address}"
    public static let standard = MapLinks(pattern: standardPattern)
    public static let off = MapLinks(pattern: nil)

    /// The pattern, holding `{address}` at least once; nil when links are off.
    public var pattern: String?

    /// The link for an address, trimmed of white space at either end (as Foundation's
    /// `whitespacesAndNewlines`, which also holds the zero-width space); nil when links are off
    /// or the address is blank.
    public func href(_ address: String?) -> String? {
        guard let pattern, let address else { return nil }
        let scalars = address.unicodeScalars
        func kept(_ scalar: Unicode.Scalar) -> Bool { !scalar.properties.isWhitespace && scalar != "\u{200B}" }
        guard let first = scalars.firstIndex(where: kept), let last = scalars.lastIndex(where: kept) else { return nil }
        var encoded: [UInt8] = []
        PercentEncoding.append(String(scalars[first...last]), to: &encoded)
        // The pattern's bytes with the encoded address in each placeholder, in one pass.
        let bytes = Array(pattern.utf8)
        var link: [UInt8] = []
        link.reserveCapacity(bytes.count + encoded.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "{"), bytes[i...].starts(with: Self.placeholderBytes) {
                link += encoded
                i += Self.placeholderBytes.count
            } else {
                link.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: link, as: UTF8.self)
    }

    private static let placeholderBytes = Array(placeholder.utf8)

    /// Reads `mapLinks` from tour.json's top level: absent → the standard pattern, `false` → off,
    /// a string with `{address}` → that pattern; anything else is an error at the key.
    static func read(_ tour: JSONObject, key: String, reader: FieldReader) -> MapLinks {
        guard let node = tour[key] else { return .standard }
        switch node.value {
        case .bool(false):
            return .off
        case .string(let text):
            guard text.contains(placeholder) else {
                reader.error(node, tour.path(key), "\(key) has no \(placeholder); write where the address goes, e.g. \"\(standardPattern)\", or false for no map links")
                return .standard
            }
            let lower = text.lowercased()
            guard ["https://", "http://", "geo:", "maps:"].contains(where: lower.hasPrefix) else {
                reader.error(node, tour.path(key), "\(key) should start with https:// (or http://, geo:, maps:), e.g. \"\(standardPattern)\"")
                return .standard
            }
            return MapLinks(pattern: text)
        default:
            reader.wrongKind(node, path: tour.path(key), expected: "a link pattern with \(placeholder), or false")
            return .standard
        }
    }
}
