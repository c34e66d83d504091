import Foundation
import Testing
@testable import ZoneData

struct ZoneInfoStoreTests {
    let system = ZoneStore()

    static let refused = [
        "", "/etc/passwd", "../etc/passwd", "America/../Europe/Paris", "./UTC", "America//Toronto",
        "America/Toronto/", "/America/Toronto", "Europe/Par is", "Europe/Paris\u{0}", "Europe/Paris.tab",
        "zone.tab", "tzdata.zi", "Éurope/Paris", "posixrules", "localtime", "Factory",
        "right/Europe/Paris", "posix/Europe/Paris", String(repeating: "A", count: 300),
    ]

    @Test("names that are not IANA-shaped, or helper files, are refused", arguments: refused)
    func refusesName(_ identifier: String) {
        let error = #expect(throws: ZoneError.self) { try system.zone(identifier) }
        #expect(error?.kind == .unknownZone)
    }

    static let missing = [
        "America",             // a directory
        "Mars/Olympus_Mons",   // IANA-shaped, no file
        "America/Toronto/Old", // a file used as a directory (ENOTDIR)
        "leapseconds",         // a regular file, but not TZif
    ]

    @Test("names without a TZif file behind them are unknown zones", arguments: missing)
    func unknownZone(_ identifier: String) {
        let error = #expect(throws: ZoneError.self) { try system.zone(identifier) }
        #expect(error?.kind == .unknownZone)
        #expect(error?.description.contains("is not a known IANA time zone") == true)
    }

    @Test("real names load", arguments: ["America/Argentina/Buenos_Aires", "America/Port-au-Prince", "Etc/GMT+5", "Etc/GMT-14", "US/Eastern", "UTC"])
    func loads(_ identifier: String) throws {
        #expect(try system.zone(identifier).identifier == identifier)
    }

    @Test func everyInstalledZoneLoads() throws {
        // Every name the zone tables list must load; a cheap guard against format surprises.
        let text = try String(contentsOfFile: "/usr/share/zoneinfo/tzdata.zi", encoding: .utf8)
        let names = text.split(separator: "\n").compactMap { line -> String? in
            let f = line.split(separator: " ")
            if f.first == "Z", f.count > 1 { return String(f[1]) }       // Z name ...
            if f.first == "L", f.count > 2 { return String(f[2]) }       // L target link
            return nil
        }
        #expect(names.count > 500)
        for name in names where !name.hasPrefix("Factory") {
            #expect(throws: Never.self, "\(name)") { _ = try system.zone(name) }
        }
    }

    @Test func damagedFilesInARootAreReportedNotFatal() throws {
        let root = try TemporaryRoot()
        try root.write("Bad/Empty", [])
        try root.write("Bad/Garbage", Array("hello, world\n".utf8))
        try root.write("Bad/Truncated", Array(try ZoneInfoFileTests.toronto().prefix(100)))
        try root.write("Good/Zone", try ZoneInfoFileTests.toronto())
        #expect(mkfifo(root.path + "/Bad/Fifo", 0o644) == 0)
        let store = ZoneStore(root: root.path)

        #expect(try store.zone("Good/Zone").offset(at: ZoneInfoFixtures.utc(2027, 7, 1)) == -14_400)
        for (name, kind) in [("Bad/Empty", ZoneErrorKind.unknownZone), ("Bad/Garbage", .unknownZone),
                             ("Bad/Truncated", .malformed), ("Bad/Fifo", .unknownZone), ("Bad", .unknownZone)] {
            let error = #expect(throws: ZoneError.self, "\(name)") { try store.zone(name) }
            #expect(error?.kind == kind, "\(name): \(String(describing: error))")
        }
    }

    @Test(.enabled(if: getuid() != 0, "root can read anything"))
    func unreadableFile() throws {
        let root = try TemporaryRoot()
        try root.write("Locked/Zone", try ZoneInfoFileTests.toronto())
        #expect(chmod(root.path + "/Locked/Zone", 0) == 0)
        let error = #expect(throws: ZoneError.self) { try ZoneStore(root: root.path).zone("Locked/Zone") }
        #expect(error?.kind == .unreadable)
    }

    @Test func errorsReadWell() {
        #expect(ZoneError.unknownZone(identifier: "Mars/Base", reason: "no such zone file").description
                == "'Mars/Base' is not a known IANA time zone: no such zone file")
        #expect(ZoneError.malformed(identifier: "X/Y", reason: "file truncated").description
                == "time zone file for 'X/Y' is malformed: file truncated")
    }
}

/// A scratch zoneinfo directory, removed when the test is done with it.
final class TemporaryRoot {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("zoneinfo-test-\(UUID())").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path + "/" + name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
