import Foundation

/// How the finder reads text, on both sides of a comparison (the query and each day's entry).
/// The page's script (Templates/scripts/finder.js) does exactly the same:
///
/// 1. Unicode NFD, then lowercase, then drop the combining marks U+0300–U+036F
///    (`Montréal` → `montreal`);
/// 2. fold the few letters NFD does not split: ø→o, æ→ae, œ→oe, ß→ss, ł→l, đ→d, ð→d, þ→th,
///    ı→i, ς→σ;
/// 3. every run of characters that are not letters or digits (Unicode L* and N*) becomes one
///    space, trimmed at both ends.
///
/// Text is kept as UTF-16 code units, the units JavaScript strings are made of, so lengths,
/// positions and edit distances are counted the same way in Swift and in the browser.
public enum FinderText {
    static let folds: [Unicode.Scalar: String] = [
        "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ς": "σ",
    ]

    /// The normalised text (words separated by single spaces).
    public static func normalize(_ text: String) -> String {
        let lowered = text.decomposedStringWithCanonicalMapping.lowercased()
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in lowered.unicodeScalars {
            if (0x300...0x36F).contains(scalar.value) { continue }
            let pieces = folds[scalar].map { Array($0.unicodeScalars) } ?? [scalar]
            for piece in pieces {
                if isLetterOrDigit(piece) {
                    if pendingSpace && !out.isEmpty { out.append(" ") }
                    pendingSpace = false
                    out.append(piece)
                } else {
                    pendingSpace = true
                }
            }
        }
        return String(out)
    }

    static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber: true
        default: false
        }
    }

    /// The normalised text as UTF-16 code units.
    package static func units(_ text: String) -> [UInt16] { Array(normalize(text).utf16) }

    /// Splits normalised units at spaces.
    package static func words(_ units: [UInt16]) -> [[UInt16]] {
        units.split(separator: 0x20, omittingEmptySubsequences: true).map(Array.init)
    }
}
