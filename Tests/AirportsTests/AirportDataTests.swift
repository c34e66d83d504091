import Testing
import Airports

/// The generated table's shape, which AirportTable's binary search and record parsing rely on.
struct AirportDataTests {
    let lines = AirportData.text.split(separator: "\n")

    @Test func oneLinePerAirportAsCounted() {
        #expect(lines.count == AirportData.count)
    }

    @Test func everyLineHasFiveFieldsAndAThreeLetterCode() {
        for line in lines {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            #expect(fields.count == 5, "\(line)")
            #expect(fields[0].utf8.count == 3 && fields[0].utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }, "\(line)")
            #expect(!fields[4].isEmpty, "\(line)")
        }
    }

    @Test func codesAreSortedAndUnique() {
        let codes = lines.map { $0.prefix(3) }
        #expect(zip(codes, codes.dropFirst()).allSatisfy { $0 < $1 })
    }
}
