import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Rebuilding is safe: a failed build changes nothing, an unchanged one writes nothing, stale
/// pages go, foreign files stay, and the same input always gives the same bytes.
struct RebuildTests {
    /// path → (bytes, modification time in nanoseconds) for every file under a folder.
    /// Every file's bytes and modification time, but the build state's: it holds file stamps
    /// (inodes, times), so it is no part of what two builds must agree on.
    static func snapshot(_ folder: URL) -> [String: (Data, Int)] {
        var result: [String: (Data, Int)] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let path = walker.nextObject() as? String {
            guard path != BuildState.fileName else { continue }
            var info = stat()
            let full = folder.appendingPathComponent(path).path
            guard stat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            result[path] = (FileManager.default.contents(atPath: full) ?? Data(), info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec)
        }
        return result
    }

    static func build(_ content: TempContent, output: URL, extra: [String] = [],
                      environment: [String: String] = [:]) -> (ExitCode, [String]) {
        let console = RecordingConsole()
        let code = TourBookCommand.run(["build", "--content", content.content.path, "--templates", Paths.templates.path,
                                        "--output", output.path, "--quiet"] + extra, console: console, environment: { environment[$0] })
        return (code, console.standardError)
    }

    @Test func aFailedBuildLeavesOutputExactlyAsItWas() throws {
        let content = TempContent(copyingSample: true)
        let output = content.root.appendingPathComponent("Output")
        #expect(Self.build(content, output: output).0 == .success)
        let before = Self.snapshot(output)
        #expect(before.count > 50)
        content.write("days/2027-03-15.json", #"{ "kind": "travel", "flights": [ { "depart": "10:00" } ] }"#)
        content.write("tour.json", "{ broken")
        let (code, messages) = Self.build(content, output: output)
        #expect(code == .failed)
        #expect(messages.contains { $0.contains("tour.json:1:3: error:") })
        let after = Self.snapshot(output)
        #expect(after.keys.sorted() == before.keys.sorted())
        for (path, (bytes, mtime)) in before {
            #expect(after[path]?.0 == bytes, "\(path) changed")
            #expect(after[path]?.1 == mtime, "\(path) was touched")
        }
    }

    @Test func anUnchangedRebuildWritesNothing() throws {
        let content = TempContent(copyingSample: true)
        let site = try SiteFixture(content: content)
        let before = Self.snapshot(site.output)
        let again = try SiteFixture(content: content)
        #expect(again.outcome.summary?.written == 0)
        #expect(again.outcome.summary?.unchanged == before.count - 4) // all but the manifest, the record and the stores
        let after = Self.snapshot(site.output)
        for (path, (_, mtime)) in before { #expect(after[path]?.1 == mtime, "\(path) was rewritten") }
    }

    @Test func removingADayRemovesItsPagesInEveryRoleAndKeepsForeignFiles() throws {
        let content = TempContent(copyingSample: true)
        let site = try SiteFixture(content: content)
        let foreign = site.output.appendingPathComponent("crew/days/my-notes.txt")
        try "mine".write(to: foreign, atomically: true, encoding: .utf8)
        // The last day: removing it shortens the tour, so its page must go everywhere.
        content.remove("days/2027-03-22.json")
        content.remove("days/2027-03-22.travel.md")
        let rebuilt = try SiteFixture(content: content)
        #expect((rebuilt.outcome.summary?.removed ?? 0) >= 5)
        for role in ["management", "band", "crew", "local", "guests"] {
            #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("\(role)/days/2027-03-22.html").path))
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("\(role)/days/2027-03-21.html").path))
        }
        #expect(try String(contentsOf: foreign, encoding: .utf8) == "mine")
    }

    @Test func removingATabRemovesItsPage() throws {
        let content = TempContent(copyingSample: true)
        let site = try SiteFixture(content: content)
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("crew/travel.html").path))
        let tour = try String(contentsOfFile: content.path("tour.json"), encoding: .utf8)
        content.write("tour.json", tour.replacingOccurrences(of: #""crew":       { "title": "Crew",       "tabs": ["schedule", "travel"] }"#,
                                                             with: #""crew":       { "title": "Crew",       "tabs": ["schedule"] }"#))
        _ = try SiteFixture(content: content)
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("crew/travel.html").path))
        #expect(!(try String(contentsOf: site.output.appendingPathComponent("crew/index.html"), encoding: .utf8)).contains("travel.html"))
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let content = TempContent(copyingSample: true)
        let first = content.root.appendingPathComponent("A"), second = content.root.appendingPathComponent("B")
        // Times written (calendar stamps) are the build's: SOURCE_DATE_EPOCH makes them repeat.
        let epoch = ["SOURCE_DATE_EPOCH": "1796000000"]
        #expect(Self.build(content, output: first, environment: epoch).0 == .success)
        #expect(Self.build(content, output: second, environment: epoch).0 == .success)
        let a = Self.snapshot(first), b = Self.snapshot(second)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, (bytes, _)) in a { #expect(b[path]?.0 == bytes, "\(path) differs") }
        // No absolute paths or build times leak into pages.
        for (path, (bytes, _)) in a where path.hasSuffix(".html") {
            #expect(!String(decoding: bytes, as: UTF8.self).contains(content.root.path), "\(path) holds an absolute path")
        }
    }

    /// An output folder the system can't look at is a failed build (exit 1) naming the folder,
    /// not a wrong command line (exit 2).
    @Test func anOutputFolderThatCannotBeReadIsAnErrorNotAUsageProblem() throws {
        let content = TempContent(copyingSample: true)
        let output = content.content.appendingPathComponent("tour.json/Output")  // under a file: ENOTDIR
        let (code, messages) = Self.build(content, output: output)
        #expect(code == .failed, "\(messages)")
        #expect(messages.contains { $0.contains("tour.json/Output") && $0.contains("can't look at the output folder") }, "\(messages)")
    }

    @Test func aForeignNonEmptyFolderIsRefusedUnlessForced() throws {
        let content = TempContent(copyingSample: true)
        let output = content.root.appendingPathComponent("Photos")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "precious".write(to: output.appendingPathComponent("holiday.jpg"), atomically: true, encoding: .utf8)
        let (code, messages) = Self.build(content, output: output)
        #expect(code == .usage)
        #expect(messages.last?.contains("--force") == true, "\(messages)")
        #expect(Self.snapshot(output).count == 1)
        #expect(Self.build(content, output: output, extra: ["--force"]).0 == .success)
        #expect(try String(contentsOf: output.appendingPathComponent("holiday.jpg"), encoding: .utf8) == "precious")
        #expect(Self.build(content, output: output).0 == .success) // now it has a manifest
    }

    @Test func aRoleBuildLeavesOtherRolesAlone() throws {
        let content = TempContent(copyingSample: true)
        let site = try SiteFixture(content: content)
        let management = Self.snapshot(site.output.appendingPathComponent("management"))
        content.write("days/2027-03-10.md", "Changed notes for everyone.")
        let crewOnly = try SiteFixture(content: content, roles: ["crew"])
        #expect((crewOnly.outcome.summary?.written ?? 0) >= 1)
        #expect((crewOnly.outcome.summary?.removed ?? 0) == 0)
        let after = Self.snapshot(site.output.appendingPathComponent("management"))
        for (path, (bytes, mtime)) in management {
            #expect(after[path]?.0 == bytes && after[path]?.1 == mtime, "management/\(path) was touched")
        }
    }
}
