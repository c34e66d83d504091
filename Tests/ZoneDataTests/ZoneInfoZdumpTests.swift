import Foundation
import Testing
@testable import ZoneData

/// tzcode's own reader as the oracle: `zdump -v` lists every change it sees in a TZif
/// file, and we must list the same ones. Run on the installed files and on slim copies
/// compiled by the system's zic, so the footer rule is exercised for real data.
struct ZoneInfoZdumpTests {
    static let zdump = ["/usr/bin/zdump", "/usr/sbin/zdump"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "zdump"
    static let systemRoot = "/usr/share/zoneinfo"
    static let years = (first: Int64(1970), last: Int64(2060))

    /// Slim copies of the system zones, built once per run into one fixed scratch
    /// directory (rebuilt, not piled up); nil when zic or tzdata.zi is missing.
    static let slimRoot: String? = {
        let source = systemRoot + "/tzdata.zi"
        guard FileManager.default.fileExists(atPath: source) else { return nil }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tourbook-zoneinfo-slim").path
        return run("/usr/sbin/zic", ["-b", "slim", "-d", dir, source]) != nil ? dir : nil
    }()

    static let roots = [systemRoot] + (slimRoot.map { [$0] } ?? [])

    /// Every canonical zone named in zone1970.tab.
    static let canonicalZones: [String] = {
        guard let text = try? String(contentsOfFile: systemRoot + "/zone1970.tab", encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t")
            return line.hasPrefix("#") || fields.count < 3 ? nil : String(fields[2])
        }
    }()

    @Test("transitions match zdump -v, 1970–2060",
          .enabled(if: FileManager.default.isExecutableFile(atPath: zdump), "needs zdump"),
          arguments: canonicalZones, roots)
    func matchesZdump(identifier: String, root: String) throws {
        let zone = try ZoneStore(root: root).zone(identifier)
        let output = try #require(Self.run(Self.zdump, ["-v", "-c", "\(Self.years.first),\(Self.years.last)", root + "/" + identifier]))
        let expected = Self.parse(output)
        // zdump's cut-off is in local years; compare well inside it.
        let from = ZoneInfoFixtures.utc(Self.years.first, 1, 2), to = ZoneInfoFixtures.utc(Self.years.last - 1, 12, 30)
        let actual = zone.transitions(from: from, to: to).map {
            Expected(instant: $0.instant, abbreviation: $0.abbreviation, isDST: $0.isDaylightSaving, offset: $0.offsetAfter)
        }
        let wanted = expected.filter { $0.instant >= from && $0.instant < to }
        let shared = min(wanted.count, actual.count)
        let first = (0..<shared).first { wanted[$0] != actual[$0] } ?? (wanted.count == actual.count ? nil : shared)
        if let i = first {
            Issue.record("""
                \(root): differs at change #\(i) of \(wanted.count) (ours \(actual.count)): \
                zdump \(i < wanted.count ? "\(wanted[i])" : "none"), ours \(i < actual.count ? "\(actual[i])" : "none")
                """)
        }
    }

    @Test("the oracle is real: zdump output parses, slim tables stop early",
          .enabled(if: FileManager.default.isExecutableFile(atPath: zdump) && slimRoot != nil, "needs zdump and zic"))
    func oracleSanity() throws {
        let output = try #require(Self.run(Self.zdump, ["-v", "-c", "2027,2028", Self.systemRoot + "/America/Toronto"]))
        #expect(Self.parse(output) == [
            Expected(instant: ZoneInfoFixtures.utc(2027, 3, 14, 7), abbreviation: "EDT", isDST: true, offset: -14_400),
            Expected(instant: ZoneInfoFixtures.utc(2027, 11, 7, 6), abbreviation: "EST", isDST: false, offset: -18_000),
        ])
        let slim = try ZoneStore(root: try #require(Self.slimRoot)).zone("America/Toronto")
        #expect(try #require(slim.times.last) < ZoneInfoFixtures.utc(2010, 1, 1))
    }

    struct Expected: Equatable, CustomStringConvertible {
        var instant: Int64, abbreviation: String, isDST: Bool, offset: Int32
        var description: String { "\(instant) \(abbreviation) dst=\(isDST) \(offset)" }
    }

    /// zdump prints each change as two lines (the second before, the second of); we keep
    /// the second: `Z  Sun Mar 13 09:00:00 2022 UT = Sun Mar 13 03:00:00 2022 MDT isdst=1 gmtoff=-21600`.
    static func parse(_ output: String) -> [Expected] {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let lines: [[String]] = output.split(separator: "\n")
            .map { line in line.split(separator: " ").map(String.init) }
            .filter { fields in fields.count == 16 && fields[6] == "UT" }
        var result: [Expected] = []
        for i in stride(from: 1, to: lines.count, by: 2) {
            let f = lines[i]
            let clock: [Int64] = f[4].split(separator: ":").compactMap { Int64($0) }
            guard let month = months.firstIndex(of: f[2]), let day = Int(f[3]), let year = Int64(f[5]),
                  clock.count == 3, let offset = Int32(f[15].dropFirst("gmtoff=".count)) else { continue }
            let midnight = ZoneInfoFixtures.utc(year, month + 1, day)
            let instant = midnight + clock[0] * 3600 + clock[1] * 60 + clock[2]
            result.append(Expected(instant: instant, abbreviation: f[13], isDST: f[14] == "isdst=1", offset: offset))
        }
        return result
    }

    /// Runs a tool and returns its standard output, or nil if it cannot run or fails.
    static func run(_ tool: String, _ arguments: [String]) -> String? {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
