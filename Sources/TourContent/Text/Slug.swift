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

    /// Keeps lowercase ASCII letters and digits (and uppercase ones, lowercased, when
    /// `foldingCase`); every run of anything else becomes one dash, none at either end. Stops once
    /// `maxLength` characters are made; `fallback` when nothing is left.
    static func make(_ text: String, maxLength: Int = .max, fallback: String, foldingCase: Bool = false) -> String {
        // Only ASCII goes in, so bytes are characters; the bytes of a character beyond ASCII
        // are one run of others, as the character is.
        var result: [UInt8] = []
        let dash = UInt8(ascii: "-")
        for var byte in text.utf8 {
            if foldingCase, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
            if isLowerAlnum(byte) {
                result.append(byte)
            } else if let last = result.last, last != dash {
                result.append(dash)
            }
            if result.count >= maxLength { break }
        }
        while result.last == dash { result.removeLast() }
        return result.isEmpty ? fallback : String(decoding: result, as: UTF8.self)
    }

    private static func isLowerAlnum(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }
}
