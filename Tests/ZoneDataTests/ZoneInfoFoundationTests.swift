import Foundation
import Testing
@testable import ZoneData

/// Our reading of /usr/share/zoneinfo against Foundation's TimeZone (ICU data) for
/// every hour of 2026–2030. The two sources are independent, so agreement here means
/// both the transition table and the footer rule are read right.
///
/// ICU carries its own copy of the zone data. Only when it is the same release as the system's
/// can the two be held to agree: between releases, zones whose rules changed differ by design
/// (Havana and Casablanca between ICU's 2025b and Debian's 2026f). `make` keeps the system's
/// data current, so on such a machine this comparison waits for a Foundation with the same
/// release, while ZoneInfoZdumpTests holds every zone to tzcode's reader of the system's data.
struct ZoneInfoFoundationTests {
    static let sameRelease = ZoneStore().release?.name == TimeZone.timeZoneDataVersion
    static let zones = [
        "America/Toronto", "America/St_Johns", "America/New_York", "America/Los_Angeles",
        "America/Phoenix", "America/Halifax", "America/Mexico_City", "America/Havana",
        "America/Sao_Paulo", "America/Santiago", "America/Nuuk",
        "Europe/London", "Europe/Paris", "Europe/Dublin", "Europe/Moscow", "Europe/Istanbul",
        "Atlantic/Azores", "Africa/Casablanca", "Africa/Cairo",
        "Asia/Kolkata", "Asia/Kathmandu", "Asia/Tehran", "Asia/Tokyo", "Asia/Shanghai", "Asia/Dhaka",
        "Australia/Sydney", "Australia/Adelaide", "Australia/Lord_Howe",
        "Pacific/Auckland", "Pacific/Chatham", "Pacific/Apia", "Pacific/Honolulu", "Pacific/Kiritimati",
        "Antarctica/Troll", "UTC", "Etc/GMT+5", "Etc/GMT-14",
    ]

    static let store = ZoneStore()

    @Test("offset(at:) matches Foundation hourly through 2026–2030",
          .enabled(if: sameRelease, "Foundation's zone data is another release than the system's"), arguments: zones)
    func offsetsMatchFoundation(identifier: String) throws {
        let zone = try Self.store.zone(identifier)
        let foundation = try #require(TimeZone(identifier: identifier))
        let start = ZoneInfoFixtures.utc(2026, 1, 1)
        let end = ZoneInfoFixtures.utc(2031, 1, 1)
        var mismatches: [String] = []
        for instant in stride(from: start, to: end, by: 3600) {
            let ours = Int(zone.offset(at: instant))
            let theirs = foundation.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
            if ours != theirs { mismatches.append("\(instant): ours \(ours), Foundation \(theirs)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) hours differ, first: \(mismatches.prefix(3))")
    }
}
