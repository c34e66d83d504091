import Testing
@testable import ZoneData

enum ZoneInfoFixtures {
    /// A UTC instant from civil fields, via the same exact calendar math the rule uses.
    static func utc(_ year: Int64, _ month: Int, _ day: Int, _ hour: Int64 = 0, _ minute: Int64 = 0) -> Int64 {
        ZoneInfoCalendar.days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60
    }

    /// Wall-clock fields read as if they were UTC, the form `resolve(local:)` takes.
    static func local(_ year: Int64, _ month: Int, _ day: Int, _ hour: Int64 = 0, _ minute: Int64 = 0) -> Int64 {
        utc(year, month, day, hour, minute)
    }
}

struct ZoneInfoBehaviorTests {
    let store = ZoneStore()
    typealias F = ZoneInfoFixtures

    struct Reading: Sendable, CustomTestStringConvertible {
        var zone: String, instant: Int64, abbreviation: String, isDST: Bool, offset: Int32
        var testDescription: String { "\(zone) \(abbreviation)" }
    }

    static let readings: [Reading] = [
        Reading(zone: "America/Toronto", instant: F.utc(2027, 7, 1, 12), abbreviation: "EDT", isDST: true, offset: -4 * 3600),
        Reading(zone: "America/Toronto", instant: F.utc(2027, 1, 15, 12), abbreviation: "EST", isDST: false, offset: -5 * 3600),
        Reading(zone: "Europe/Paris", instant: F.utc(2027, 1, 15, 12), abbreviation: "CET", isDST: false, offset: 3600),
        Reading(zone: "Europe/Paris", instant: F.utc(2027, 7, 1, 12), abbreviation: "CEST", isDST: true, offset: 7200),
        Reading(zone: "Australia/Sydney", instant: F.utc(2027, 1, 15, 12), abbreviation: "AEDT", isDST: true, offset: 11 * 3600),
        Reading(zone: "Australia/Sydney", instant: F.utc(2027, 7, 1, 12), abbreviation: "AEST", isDST: false, offset: 10 * 3600),
        Reading(zone: "Asia/Kolkata", instant: F.utc(2027, 7, 1, 12), abbreviation: "IST", isDST: false, offset: 19_800),
        Reading(zone: "Asia/Kathmandu", instant: F.utc(2027, 7, 1, 12), abbreviation: "+0545", isDST: false, offset: 20_700),
        Reading(zone: "America/Sao_Paulo", instant: F.utc(2030, 1, 1), abbreviation: "-03", isDST: false, offset: -3 * 3600),
        Reading(zone: "UTC", instant: F.utc(2027, 7, 1), abbreviation: "UTC", isDST: false, offset: 0),
        Reading(zone: "Etc/GMT+5", instant: F.utc(2027, 7, 1), abbreviation: "-05", isDST: false, offset: -5 * 3600),
    ]

    @Test("abbreviations come from the file, not GMT±n", arguments: readings)
    func abbreviation(_ c: Reading) throws {
        let zone = try store.zone(c.zone)
        #expect(zone.abbreviation(at: c.instant) == c.abbreviation)
        #expect(zone.isDaylightSaving(at: c.instant) == c.isDST)
        #expect(zone.offset(at: c.instant) == c.offset)
    }

    struct Resolution: Sendable, CustomTestStringConvertible {
        var zone: String, local: Int64, utc: Int64, kind: LocalTimeKind, note: String
        var testDescription: String { "\(zone) \(note)" }
    }

    static let resolutions: [Resolution] = [
        // Spring forward: 02:30 does not exist; read as EST → 07:30Z = 03:30 EDT.
        Resolution(zone: "America/Toronto", local: F.local(2027, 3, 14, 2, 30), utc: F.utc(2027, 3, 14, 7, 30), kind: .skipped, note: "02:30 in the March gap"),
        // Fall back: 01:30 happens twice; the first (EDT) is 05:30Z.
        Resolution(zone: "America/Toronto", local: F.local(2027, 11, 7, 1, 30), utc: F.utc(2027, 11, 7, 5, 30), kind: .repeated, note: "01:30 twice in November"),
        Resolution(zone: "America/Toronto", local: F.local(2027, 11, 7, 2, 30), utc: F.utc(2027, 11, 7, 7, 30), kind: .unique, note: "02:30 after fall-back"),
        Resolution(zone: "America/Toronto", local: F.local(2027, 7, 1, 9), utc: F.utc(2027, 7, 1, 13), kind: .unique, note: "summer morning"),
        // Lord Howe moves by 30 minutes: +10:30 → +11 at 02:00 local, back at 02:00 local.
        Resolution(zone: "Australia/Lord_Howe", local: F.local(2027, 10, 3, 2, 15), utc: F.utc(2027, 10, 2, 15, 45), kind: .skipped, note: "02:15 in the 30-minute gap"),
        Resolution(zone: "Australia/Lord_Howe", local: F.local(2027, 10, 3, 2, 30), utc: F.utc(2027, 10, 2, 15, 30), kind: .unique, note: "02:30 just after the gap"),
        Resolution(zone: "Australia/Lord_Howe", local: F.local(2027, 4, 4, 1, 45), utc: F.utc(2027, 4, 3, 14, 45), kind: .repeated, note: "01:45 in the 30-minute overlap"),
        Resolution(zone: "Australia/Lord_Howe", local: F.local(2027, 4, 4, 2, 0), utc: F.utc(2027, 4, 3, 15, 30), kind: .unique, note: "02:00 after the overlap"),
        Resolution(zone: "Asia/Tokyo", local: F.local(2027, 3, 14, 2, 30), utc: F.utc(2027, 3, 13, 17, 30), kind: .unique, note: "no DST"),
        Resolution(zone: "UTC", local: F.local(2027, 3, 14, 2, 30), utc: F.utc(2027, 3, 14, 2, 30), kind: .unique, note: "identity"),
    ]

    @Test("resolve(local:) handles unique, skipped and repeated wall times", arguments: resolutions)
    func resolve(_ c: Resolution) throws {
        let result = try store.zone(c.zone).resolve(local: c.local)
        #expect(result.utc == c.utc)
        #expect(result.kind == c.kind)
    }

    @Test func lordHoweShiftsByThirtyMinutes() throws {
        let zone = try store.zone("Australia/Lord_Howe")
        let changes = zone.transitions(from: F.utc(2027, 1, 1), to: F.utc(2028, 1, 1))
        #expect(changes.map(\.offsetAfter) == [37_800, 39_600])
        #expect(changes.map { $0.offsetAfter - $0.offsetBefore } == [-1800, 1800])
        #expect(changes.map(\.abbreviation) == ["+1030", "+11"])
    }

    @Test func torontoHasTwoTransitionsIn2027() throws {
        let zone = try store.zone("America/Toronto")
        let changes = zone.transitions(from: F.utc(2027, 1, 1), to: F.utc(2028, 1, 1))
        #expect(changes == [
            ZoneTransition(instant: F.utc(2027, 3, 14, 7), offsetBefore: -18_000, offsetAfter: -14_400,
                           abbreviation: "EDT", isDaylightSaving: true),
            ZoneTransition(instant: F.utc(2027, 11, 7, 6), offsetBefore: -14_400, offsetAfter: -18_000,
                           abbreviation: "EST", isDaylightSaving: false),
        ])
        // [from, to) is half-open.
        #expect(zone.transitions(from: F.utc(2027, 3, 14, 7), to: F.utc(2027, 11, 7, 6)).count == 1)
        #expect(zone.transitions(from: 10, to: 10).isEmpty)
    }

    @Test func transitionsPastTheTableComeFromTheFooter() throws {
        // Debian's files here are "fat" (table to 2037); 2040 must come from the rule.
        let zone = try store.zone("America/Toronto")
        let changes = zone.transitions(from: F.utc(2040, 1, 1), to: F.utc(2041, 1, 1))
        #expect(changes.map(\.instant) == [F.utc(2040, 3, 11, 7), F.utc(2040, 11, 4, 6)])
        #expect(zone.abbreviation(at: F.utc(2040, 7, 1)) == "EDT")
    }

    @Test func zonesWithoutTransitions() throws {
        for identifier in ["UTC", "Etc/GMT+5", "Etc/GMT-14"] {
            let zone = try store.zone(identifier)
            #expect(zone.transitions(from: Int64.min, to: Int64.max).isEmpty)
            #expect(zone.offset(at: Int64.min) == zone.offset(at: Int64.max))
        }
    }

    @Test func extremeInputsDoNotTrap() throws {
        let zone = try store.zone("America/Toronto")
        for value in [Int64.min, Int64.min + 1, -1, 0, Int64.max - 1, Int64.max] {
            _ = zone.offset(at: value)
            _ = zone.abbreviation(at: value)
            _ = zone.resolve(local: value)
        }
        // Rule-made transitions are listed for years 1…9999 only, so "everything" stays finite.
        let all = zone.transitions(from: Int64.min, to: Int64.max)
        #expect(all.count > 15_000 && all.count < 25_000)
    }

    @Test func storeReturnsTheCachedZone() throws {
        let a = try store.zone("Europe/Paris")
        let b = try store.zone("Europe/Paris")
        #expect(a == b)
        #expect(a.identifier == "Europe/Paris")
    }

    @Test func storeIsSafeAcrossTasks() async throws {
        let shared = ZoneStore()
        let names = ["Europe/Paris", "Asia/Tokyo", "America/Toronto", "UTC"]
        let offsets = try await withThrowingTaskGroup(of: Int32.self) { group in
            for i in 0..<64 {
                group.addTask { try shared.zone(names[i % names.count]).offset(at: F.utc(2027, 1, 1)) }
            }
            return try await group.reduce(into: [Int32]()) { $0.append($1) }
        }
        #expect(Set(offsets) == [3600, 32_400, -18_000, 0])
    }
}
