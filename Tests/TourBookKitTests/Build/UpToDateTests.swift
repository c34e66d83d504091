import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// A build whose inputs are the ones the manifest records, into a folder that still holds every
/// file as listed, renders and writes nothing; anything else makes it build as usual.
struct UpToDateTests {
    static func options(_ content: TempContent, templates: URL = Paths.templates) -> BuildConfiguration {
        var options = BuildConfiguration()
        options.content = content.content.path
        options.templates = templates.path
        options.output = content.root.appendingPathComponent("Output").path
        return options
    }

    /// Whether the build skipped rendering: the render stage never ran.
    static func skipped(_ outcome: SiteBuild.Outcome) -> Bool { outcome.timings.render == 0 }

    /// A build killed while it saved its state leaves a temporary file beside a folder that is
    /// otherwise up to date: the next build, which writes nothing, still removes it, but never a
    /// temporary file of a build that is running.
    @Test(arguments: [false, true])
    func anUpToDateBuildRemovesTheTemporaryFilesOfEndedBuilds(verifyingHashes: Bool) throws {
        let content = TempContent(copyingSample: true)
        #expect(SiteBuild(configuration: Self.options(content)).run().failure == nil)
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let output = content.root.appendingPathComponent("Output")
        let dead = output.appendingPathComponent(".tourbook-tmp-\(ended.processIdentifier)-1")
        let running = output.appendingPathComponent(".tourbook-tmp-\(getpid())-7")
        for file in [dead, running] { #expect(FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8))) }
        // Without the state, the build takes the second shortcut: every file's hash checked.
        if verifyingHashes { try FileManager.default.removeItem(at: output.appendingPathComponent(".tourbook-state")) }
        let again = SiteBuild(configuration: Self.options(content)).run()
        #expect(Self.skipped(again) && again.summary?.written == 0)
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: running.path))
    }

    @Test func aCompleteBuildRecordsItsInputsAndTheSameInputsSkipRendering() throws {
        let content = TempContent(copyingSample: true)
        let first = SiteBuild(configuration: Self.options(content)).run()
        #expect(first.summary?.written ?? 0 > 100)
        #expect(!Self.skipped(first))
        let manifest = try #require(Self.manifest(content))
        #expect(manifest.inputs != nil)
        #expect(manifest.inputs == BuildInputs.read(Self.options(content), zoneRoot: ZoneStore().root, buildDate: BuildClock.day(BuildClock.clock())).fingerprint)

        let again = SiteBuild(configuration: Self.options(content)).run()
        #expect(Self.skipped(again))
        #expect(again.fromState)
        #expect(again.summary == WriteSummary(written: 0, unchanged: manifest.files.count, removed: 0))
        // The same warnings, word for word, though the content was not loaded again.
        #expect(again.log.warnings == first.log.warnings)
        #expect(again.log.warnings.count > 0)
        #expect(again.roles == first.roles)
    }

    /// The state (`BuildState`) is only a shortcut: damaged, from other inputs, or with a file
    /// whose stamp moved, it is passed over, the pages are checked by their bytes, and the build
    /// leaves a good state again.
    @Test(arguments: ["garbage", "other inputs", "a file not stamped", "a page touched", "a page edited"])
    func aStateThatCannotVouchIsPassedOver(_ damage: String) throws {
        let content = TempContent(copyingSample: true)
        let site = try SiteFixture(content: content)
        let statePath = site.output.appendingPathComponent(BuildState.fileName).path
        var state = try #require(BuildState.decoded(try WholeFile.read(statePath)))
        let page = site.output.appendingPathComponent("crew/index.html").path
        switch damage {
        case "garbage": try Data("tourbook-state 1\nnonsense\n".utf8).write(to: URL(fileURLWithPath: statePath))
        case "other inputs": state.inputs ^= 1
        case "a file not stamped": state.stamps["crew/index.html"] = nil
        case "a page touched": #expect(utimensat(AT_FDCWD, page, nil, 0) == 0)
        default: try (try String(contentsOfFile: page, encoding: .utf8) + "<!-- edited -->").write(toFile: page, atomically: false, encoding: .utf8)
        }
        if ["other inputs", "a file not stamped"].contains(damage) { try Data(state.encoded()).write(to: URL(fileURLWithPath: statePath)) }
        let again = SiteBuild(configuration: Self.options(content)).run()
        #expect(!again.fromState, "\(damage)")
        #expect(again.summary?.written == (damage == "a page edited" ? 1 : 0), "\(damage)")
        let third = SiteBuild(configuration: Self.options(content)).run()
        #expect(third.fromState, "\(damage): the state was not recorded again")
    }

    @Test func theStateReadsBackWhatItRecords() throws {
        let state = BuildState(inputs: 0xfeed_beef_0123_4567, roles: 3, toolBase: 0x0bad_cafe_0000_0001, warnings: [
            Diagnostic(.warning, SourceLocation(file: "Content/days/a\tb.json", line: 3, column: 9, jsonPath: "hotels[0].rooms"), "tab\there, line\nthere, back\\slash"),
            Diagnostic(.warning, SourceLocation(file: "Content/people.json"), "no position"),
        ], stamps: ["crew/index.html": WrittenFiles.Stamp(hash: 0x0123_4567_89ab_cdef, file: FileStamp(device: 1, inode: 2, size: 3, modified: -4, changed: 5), key: 7),
                     "nanoseconds": WrittenFiles.Stamp(hash: 1, file: FileStamp(device: 2049, inode: .max, size: .max, modified: 1_796_607_435_526_263_970,
                                                                                changed: .min), key: .max),
                     "a\nb": WrittenFiles.Stamp(hash: 0, file: FileStamp(device: .max, inode: 0, size: 0, modified: 0, changed: 0), key: nil)])
        #expect(BuildState.decoded(state.encoded()) == state)
        #expect(BuildState.decoded(Array(state.encoded().dropLast(3))) == nil, "a cut-off state is no state")
    }

    /// A `file` line that is not whole and well formed makes the whole state unreadable, as any
    /// other damaged line does.
    @Test(arguments: ["file 1 2 3 -4 5 0123456789abcdef 0000000000000007\tcrew/index.html",
                      "file 1 2 3 -4 5 0123456789abcdef -\tcrew/index.html"],
          [("a number missing", "file 1 2 3 -4 0123456789abcdef -\tx"), ("a word that is no number", "file 1 2 x -4 5 0123456789abcdef -\tx"),
           ("a short hash", "file 1 2 3 -4 5 0123456789abcde -\tx"), ("a key that is no hash", "file 1 2 3 -4 5 0123456789abcdef 7\tx"),
           ("no path", "file 1 2 3 -4 5 0123456789abcdef -"), ("two paths", "file 1 2 3 -4 5 0123456789abcdef -\tx\ty"),
           ("a word too many", "file 1 2 3 -4 5 6 0123456789abcdef -\tx"),
           ("a number past Int64", "file 1 2 3 9223372036854775808 5 0123456789abcdef -\tx")])
    func aDamagedFileLineIsADamagedState(good: String, damaged: (what: String, line: String)) throws {
        let head = "tourbook-state 2\ninputs 00000000000000ff\nroles 2\n"
        #expect(BuildState.decoded(Array((head + good + "\n").utf8))?.stamps.count == 1, "the good line reads")
        #expect(BuildState.decoded(Array((head + good + "\n" + damaged.line + "\n").utf8)) == nil, "\(damaged.what)")
    }

    @Test(arguments: ["content", "template", "asset", "new file"])
    func anyChangedInputBuildsAgain(_ what: String) throws {
        let content = TempContent(copyingSample: true)
        let templates = content.root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: Paths.templates, to: templates)
        _ = SiteBuild(configuration: Self.options(content, templates: templates)).run()
        switch what {
        case "content":
            let tour = try String(contentsOfFile: content.path("tour.json"), encoding: .utf8)
            content.write("tour.json", tour.replacingOccurrences(of: "Harbour Lights Tour 2027", with: "Harbour Lights Tour 2028"))
        case "template":
            let path = templates.appendingPathComponent("style.css")
            try (try String(contentsOf: path, encoding: .utf8) + "\n/* edited */\n").write(to: path, atomically: true, encoding: .utf8)
        case "asset":
            content.write("assets/unused.txt", "a file the build does not use still counts as input")
        default:
            content.write("days/2027-03-11.md", "A new note.")
        }
        let again = SiteBuild(configuration: Self.options(content, templates: templates)).run()
        #expect(!Self.skipped(again), "\(what)")
        #expect(again.summary != nil)
    }

    @Test(arguments: ["same size", "removed", "replaced by a folder"])
    func aDamagedOutputFileIsNotTakenAsUpToDate(_ damage: String) throws {
        let content = TempContent(copyingSample: true)
        let site = try SiteFixture(content: content)
        let page = site.output.appendingPathComponent("crew/index.html")
        let original = try Data(contentsOf: page)
        switch damage {
        case "same size":
            // Same size and the same modification time: only reading the bytes tells.
            var info = stat()
            #expect(stat(page.path, &info) == 0)
            var edited = original
            edited[edited.count / 2] ^= 0x20
            try edited.write(to: page)
            var times = [info.st_atim, info.st_mtim]
            #expect(utimensat(AT_FDCWD, page.path, &times, 0) == 0)
        case "removed":
            try FileManager.default.removeItem(at: page)
        default:
            try FileManager.default.removeItem(at: page)
            try FileManager.default.createDirectory(at: page, withIntermediateDirectories: false)
        }
        let again = SiteBuild(configuration: Self.options(content)).run()
        #expect(!Self.skipped(again))
        if damage == "replaced by a folder" {
            #expect(again.log.hasErrors)  // the writer refuses to remove a folder it did not make
        } else {
            #expect(again.summary?.written == 1)
            #expect(try Data(contentsOf: page) == original)
        }
    }

    @Test func aBuildThatStopsAfterItsIntentRecordsNoInputs() throws {
        let content = TempContent(copyingSample: true)
        _ = try SiteFixture(content: content)
        content.write("days/2027-03-09.md", "Changed notes.")
        var outcome = SiteBuild.Outcome()
        let build = SiteBuild(configuration: Self.options(content))
        let files = try #require(build.renderAll(&outcome))
        let writer = OutputWriter(directory: Self.options(content).output)
        _ = try writer.write(files, scope: nil, inputs: 42, stoppingAfter: .intentManifest)
        #expect(try #require(Self.manifest(content)).inputs == nil)
        // And the next build is a real one that puts the inputs back.
        let again = SiteBuild(configuration: Self.options(content)).run()
        #expect(!Self.skipped(again))
        #expect(Self.manifest(content)?.inputs == BuildInputs.read(Self.options(content), zoneRoot: ZoneStore().root, buildDate: BuildClock.day(BuildClock.clock())).fingerprint)
    }

    @Test func aRoleBuildIsUpToDateOnlyForItsOwnRoles() throws {
        let content = TempContent(copyingSample: true)
        _ = try SiteFixture(content: content)
        var crew = Self.options(content)
        crew.roles = ["crew"]
        let first = SiteBuild(configuration: crew).run()
        #expect(!Self.skipped(first))  // other roles' inputs were recorded
        #expect(first.summary?.written == 0)
        let second = SiteBuild(configuration: crew).run()
        #expect(Self.skipped(second))
        #expect(second.summary?.unchanged == first.summary?.unchanged)
        let full = SiteBuild(configuration: Self.options(content)).run()
        #expect(!Self.skipped(full))
        #expect(full.summary?.written == 0)
    }

    static func manifest(_ content: TempContent) -> Manifest? {
        let path = content.root.appendingPathComponent("Output/\(Manifest.fileName)").path
        guard let bytes = try? WholeFile.read(path) else { return nil }
        return try? Manifest.decode(bytes).get()
    }
}
