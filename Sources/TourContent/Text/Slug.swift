import Foundation

/// Ids made of lowercase ASCII letters, digits and dashes: role ids, person ids, and the
/// readable part of a calendar UID.
package enum Slug {
    /// `[a-z0-9][a-z0-9-]*`.
    package static func isValid(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLowerAlnum(first) else { return false }
        return text.utf8.allSatisfy { isLowerAlnum($0) || $0 == UInt8(ascii: "-") }
    }

    /// A valid id close to `text` (for the message that refuses it, or an id made from a name):
    /// accents and case folded away.
    static func suggest(_ text: String, maxLength: Int = .max, fallback: String = "my-id") -> String {
        make(text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased(), maxLength: maxLength, fallback: fallback)
    }

    /// Keeps lowercase ASCII letters and digits; every run of anything else becomes one dash,
    /// none at either end. Stops once `maxLength` characters are made; `fallback` when nothing is left.
    static func make(_ text: String, maxLength: Int = .max, fallback: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, isLowerAlnum(UInt8(scalar.value)) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty, result.last != "-" {
                result += "-"
            }
            // Only ASCII goes in, so bytes are characters.
            if result.utf8.count >= maxLength { break }
        }
        while result.last == "-" { result.removeLast() }
        return result.isEmpty ? fallback : result
    }

    private static func isLowerAlnum(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }
}
