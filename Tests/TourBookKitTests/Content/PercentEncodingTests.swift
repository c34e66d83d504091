import Foundation
import Testing
@testable import TourContent

/// `PercentEncoding` and `MapLinks.href` work on UTF-8 bytes and Unicode scalars; Foundation's
/// `addingPercentEncoding` and `trimmingCharacters(in: .whitespacesAndNewlines)`, which they
/// replace, are the reference, on known texts and on random ones mixing ASCII, accents, emoji,
/// reserved characters and every kind of white space.
struct PercentEncodingTests {
    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    static let alphabet: [String] = ["a", "Z", "0", "-", ".", "_", "~", " ", "&", "#", "/", ":", "?", "=", "+", "%", ",", "'", "\"",
                                     "é", "ß", "Köln", "東京", "🎸", "e\u{301}", "\t", "\n", "\r", "\u{A0}", "\u{2003}", "\u{3000}",
                                     "\u{85}", "\u{2028}", "\u{2029}", "\u{200B}", "\u{FEFF}", "\u{1680}", "\u{202F}", "\u{205F}", "\u{0B}", "\u{0C}",
                                     "\u{180E}", "\u{200C}", "\u{2060}", "{address}"]

    static func randomText(_ random: inout SplitMix) -> String {
        (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
    }

    @Test func encodingIsFoundations() {
        #expect(PercentEncoding.encoded("120 Bd Marguerite, 75018 Paris & Co #2") == "120%20Bd%20Marguerite%2C%2075018%20Paris%20%26%20Co%20%232")
        var random = SplitMix(seed: 29)
        for _ in 0..<5_000 {
            let text = Self.randomText(&random)
            #expect(PercentEncoding.encoded(text) == text.addingPercentEncoding(withAllowedCharacters: Self.unreserved), "\(text.debugDescription)")
        }
    }

    @Test func aLinkIsTheTrimmedAddressEncodedInEveryPlaceholder() {
        let links = MapLinks(pattern: "geo:0,0?q={address}&z={address}")
        var random = SplitMix(seed: 30)
        for _ in 0..<5_000 {
            let address = Self.randomText(&random)
            let trimmed = address.trimmingCharacters(in: .whitespacesAndNewlines)
            let expected = trimmed.isEmpty ? nil : trimmed.addingPercentEncoding(withAllowedCharacters: Self.unreserved).map { "geo:0,0?q=\($0)&z=\($0)" }
            #expect(links.href(address) == expected, "\(address.debugDescription)")
        }
    }
}
