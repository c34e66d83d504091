import Foundation
import Testing
@testable import TourContent

/// Dates, padded numbers and slugs are written as bytes (they are asked for thousands of times a
/// build); each says what the plain way of writing it says.
@Suite struct TextFormTests {
    @Test(arguments: [1, 9, 10, 999, 1970, 2027, 2028, 9999])
    func aDateReadsYearMonthDay(year: Int) throws {
        for month in 1...12 {
            for day in 1...CivilDate.daysIn(month: month, year: year) {
                let date = try #require(CivilDate(year: year, month: month, day: day))
                #expect(date.description == String(format: "%04d-%02d-%02d", year, month, day))
                #expect(CivilDate(iso: date.description) == date)
            }
        }
    }

    @Test func aPaddedNumberHasAtLeastItsWidth() {
        for width in 0...5 {
            for n in Array(0...1_200) + [9_999, 10_000, 123_456, Int(Int32.max)] {
                #expect(CivilDate.pad(n, width) == String(format: "%0\(width)d", n), "\(n) to \(width)")
            }
            #expect(CivilDate.pad(-7, width) == (width > 2 ? String(repeating: "0", count: width - 2) : "") + "-7")
        }
    }

    /// The slug as it was made character by character (`Slug.make` makes it from bytes).
    static func slugReference(_ text: String, maxLength: Int, fallback: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, let byte = UInt8(exactly: scalar.value), (97...122).contains(byte) || (48...57).contains(byte) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty, result.last != "-" {
                result += "-"
            }
            if result.utf8.count >= maxLength { break }
        }
        while result.last == "-" { result.removeLast() }
        return result.isEmpty ? fallback : result
    }

    @Test(arguments: ["", "-", "---a---", "sound check", "Sound Check", "café déjà vu", "QF 974 YYZ BOS", "van hotel → yyz",
                      "a  b\u{1F}c", "🎸 load-in 🎸", "\u{212A}elvin", "x" + String(repeating: "-y", count: 30),
                      "abcdefghijklmnopqrstuvw-z", "abcdefghijklmnopqrstuvwx-z", "abcdefghijklmnopqrstuvwxyz0123", "ÉÉÉ", "12:30 doors"])
    func aSlugIsWhatItWasCharacterByCharacter(text: String) {
        for maxLength in [1, 5, 23, 24, 25, .max] {
            #expect(Slug.make(text, maxLength: maxLength, fallback: "item") == Self.slugReference(text, maxLength: maxLength, fallback: "item"),
                    "\(text) to \(maxLength)")
        }
        #expect(CalendarUID.slug([text, "Load-In"]) == Self.slugReference((text + " Load-In").lowercased(), maxLength: 24, fallback: "item"))
    }
}
