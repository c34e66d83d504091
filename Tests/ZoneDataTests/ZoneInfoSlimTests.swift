import Foundation
import Testing
@testable import ZoneData

/// Debian may ship "slim" TZif files whose tables stop once the footer rule can take
/// over. These tests make sure the footer path gives the same timeline as a full table.
/// (ZoneInfoZdumpTests checks real zic-made slim files against zdump.)
struct ZoneInfoSlimTests {
    typealias F = ZoneInfoFixtures
    static let fat = ZoneStore()

    /// Zones whose current rules are fully described by their footer.
    static let ruleZones = [
        "America/Toronto", "America/St_Johns", "America/Santiago", "America/Nuuk", "Europe/London",
        "Europe/Paris", "Europe/Dublin", "Australia/Sydney", "Australia/Lord_Howe", "Pacific/Auckland",
        "Pacific/Chatham", "Antarctica/Troll", "Asia/Kolkata", "UTC",
    ]

    @Test("a table cut at 2026 plus the footer equals the full table, hourly to 2037", arguments: ruleZones)
    func cutTableFallsBackToFooter(identifier: String) throws {
        let full = try Self.fat.zone(identifier)
        let cut = F.utc(2026, 1, 1)
        let kept = full.times.prefix { $0 < cut }.count
        let slim = ZoneInfo(identifier: identifier, types: full.types, times: Array(full.times.prefix(kept)),
                            typeIndices: Array(full.typeIndices.prefix(kept)), rule: full.rule)
        var mismatches: [Int64] = []
        for instant in stride(from: cut, to: F.utc(2038, 1, 1), by: 3600)
        where slim.type(at: instant) != full.type(at: instant) {
            mismatches.append(instant)
        }
        #expect(mismatches.isEmpty, "first differing instants: \(mismatches.prefix(3))")
        #expect(slim.transitions(from: cut, to: F.utc(2038, 1, 1)) == full.transitions(from: cut, to: F.utc(2038, 1, 1)))
    }

    @Test func footerOnlyZoneMatchesFoundation() throws {
        // No transitions at all: RFC 8536 says the footer then governs every instant.
        let rule = try ZoneInfoPosixParser.parse("EST5EDT,M3.2.0,M11.1.0")
        let zone = ZoneInfo(identifier: "Test/FooterOnly", types: [rule.standard], times: [], typeIndices: [], rule: rule)
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        for instant in stride(from: F.utc(2026, 1, 1), to: F.utc(2031, 1, 1), by: 3600) {
            let theirs = newYork.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
            guard Int(zone.offset(at: instant)) == theirs else {
                Issue.record("differs at \(instant)")
                return
            }
        }
        #expect(zone.transitions(from: F.utc(2027, 1, 1), to: F.utc(2028, 1, 1)).map(\.instant)
                == [F.utc(2027, 3, 14, 7), F.utc(2027, 11, 7, 6)])
    }
}
