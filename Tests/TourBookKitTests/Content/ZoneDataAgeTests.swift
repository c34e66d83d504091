import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The zone data release a build uses: its age rule, its warning, and where it is printed.
struct ZoneDataAgeTests {
    static let fixtureRoot = Paths.fixtures.appendingPathComponent("zoneinfo-2024a").path

    static func day(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

    @Test("a release counts from 1 January of its year and is stale more than one calendar year later",
          arguments: [
            ("2025b", "2025-06-01", false),
            ("2025b", "2026-01-01", false),  // exactly a year after 2025-01-01
            ("2025b", "2026-01-02", true),
            ("2025b", "2026-11-30", true),
            ("2024a", "2025-01-01", false),  // 366 days in a leap year, still one year
            ("2024a", "2025-01-02", true),
            ("2026f", "2026-11-30", false),
            ("2026f", "2027-12-31", true),
          ])
    func ageRule(_ name: String, _ date: String, _ stale: Bool) throws {
        let release = try #require(ZoneDataRelease(name: name))
        #expect(ZoneDataAge.isStale(release, on: Self.day(date)) == stale)
    }

    @Test func theWarningNamesTheReleaseAndHowToUpdate() throws {
        let warning = try #require(ZoneDataAge.warning(root: Self.fixtureRoot, on: Self.day("2026-11-30")))
        #expect(warning.severity == .warning)
        #expect(warning.description == "\(Self.fixtureRoot)/tzdata.zi: warning: the time zone data is tzdata 2024a, more than a year older than the build date (2026-11-30); zones whose rules changed since come out wrong. Update it: run make, or apt-get install --only-upgrade tzdata")
        #expect(ZoneDataAge.warning(root: Self.fixtureRoot, on: Self.day("2025-01-01")) == nil)
    }

    @Test func noTzdataZiNoWarning() {
        #expect(ZoneDataAge.warning(root: Paths.fixtures.path, on: Self.day("2099-01-01")) == nil)
        #expect(ZoneDataAge.line(root: Paths.fixtures.path) == "zone data: release unknown (\(Paths.fixtures.path) has no readable tzdata.zi)")
    }

    @Test func theBuildDayIsTheBuildTimesDayInUTC() {
        // 1_795_996_800 is 2026-11-30T00:00:00Z; one second before is still the 29th.
        #expect(BuildClock.day(1_795_996_800) == Self.day("2026-11-30"))
        #expect(BuildClock.day(1_795_996_799) == Self.day("2026-11-29"))
    }

    /// `SOURCE_DATE_EPOCH` is read once, into the invocation's time (`Invocation.timed`); the
    /// stale-zone-data warning and the inputs' fingerprint both take the day from that time, so a
    /// build at a fixed time judges its zone data by that time's day, not by the clock's.
    @Test func theZoneDataIsJudgedOnTheBuildsOwnDay() throws {
        let content = TempContent()
        let invocation = try Invocation.parse(["build", "--content", content.content.path])
            .timed(environment: { $0 == "SOURCE_DATE_EPOCH" ? "4070908800" : nil })  // 2099-01-01
        guard case .build(let command) = invocation else { Issue.record("not a build: \(invocation)"); return }
        var options = command.build
        options.templates = Paths.templates.path
        #expect(Preparation(configuration: options).buildDate == Self.day("2099-01-01"))
        let later = BuildInputs.read(options, zoneRoot: Self.fixtureRoot, buildDate: Preparation(configuration: options).buildDate)
        options.time = 1_735_689_600  // 2025-01-01: tzdata 2024a is still current
        let earlier = BuildInputs.read(options, zoneRoot: Self.fixtureRoot, buildDate: Preparation(configuration: options).buildDate)
        #expect(later.fingerprint != nil && earlier.fingerprint != nil)
        #expect(later.fingerprint != earlier.fingerprint, "a stale release on the build's day is part of the fingerprint")
    }

    @Test func aBuildWithStaleZoneDataWarns() throws {
        let content = TempContent()
        // The fixture root has tzdata.zi but no zones: link the one the test tour needs.
        let root = content.content.deletingLastPathComponent().appendingPathComponent("zoneinfo")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("America"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtureRoot + "/tzdata.zi", toPath: root.appendingPathComponent("tzdata.zi").path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("America/Toronto").path,
                                                   withDestinationPath: "/usr/share/zoneinfo/America/Toronto")
        var options = BuildConfiguration()
        options.content = content.content.path
        options.templates = Paths.templates.path
        var preparation = Preparation(configuration: options, zones: ZoneStore(root: root.path))
        preparation.buildDate = Self.day("2026-11-30")
        let stale = preparation.run().log.warnings.map(\.message)
        #expect(stale == ["the time zone data is tzdata 2024a, more than a year older than the build date (2026-11-30); zones whose rules changed since come out wrong. Update it: run make, or apt-get install --only-upgrade tzdata"])
        preparation.buildDate = Self.day("2025-01-01")
        #expect(preparation.run().log.warnings.isEmpty)
    }

    static var systemLine: String {
        "zone data: tzdata \(ZoneStore().release!.name) (/usr/share/zoneinfo)"
    }

    @Test func versionPrintsTheZoneDataRelease() {
        let console = RecordingConsole()
        #expect(TourBookCommand.run(["--version"], console: console) == .success)
        #expect(console.standardOutput.count == 2)
        #expect(console.standardOutput.first?.hasPrefix("tourbook \(Usage.version) (libcmark ") == true)
        #expect(console.standardOutput.last == Self.systemLine)
    }

    @Test func checkPrintsTheZoneDataReleaseAfterTheDiagnostics() {
        let console = RecordingConsole()
        let code = TourBookCommand.run(["check", "--content", Paths.content.path, "--templates", Paths.templates.path], console: console)
        #expect(code == .success)
        let lines = console.standardError
        #expect(lines.count >= 2)
        #expect(lines.suffix(2).first == Self.systemLine)
        #expect(lines.last?.hasPrefix("ok: ") == true)
        #expect(lines.dropLast(2).allSatisfy { $0.contains(": warning: ") })
    }
}
