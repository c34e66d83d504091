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

/// A fresh folder under the system temporary folder, removed when the test ends.
final class OutputTestFolder {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("tourbook-output-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The output folder inside (not created).
    var output: String { path + "/Output" }

    func file(_ relative: String) -> String { output + "/" + relative }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: file(relative)) }

    func read(_ relative: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: file(relative)))).map { String(decoding: $0, as: UTF8.self) }
    }

    func put(_ relative: String, _ text: String) {
        let url = URL(fileURLWithPath: file(relative))
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! WholeFile.write(Array(text.utf8), to: url.path)
    }

    func manifest() -> Manifest? {
        guard let bytes = try? WholeFile.read(file(Manifest.fileName)) else { return nil }
        return try? Manifest.decode(bytes).get()
    }

    /// Every name under the output folder, sorted ("crew/", "crew/index.html", …).
    func listing() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: output) else { return [] }
        var names: [String] = []
        while let name = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: output + "/" + name, isDirectory: &isFolder)
            names.append(isFolder.boolValue ? name + "/" : name)
        }
        return names.sorted()
    }

    /// Sets a file's mtime far in the past, so that any rewrite is visible however coarse the clock.
    func age(_ relative: String) {
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, file(relative), &times, 0) == 0)
    }

    func mtime(_ relative: String) -> timespec {
        var info = stat()
        #expect(stat(file(relative), &info) == 0)
        return info.st_mtim
    }
}

func page(_ path: String, _ text: String) -> OutputFile { OutputFile(path: path, bytes: Array(text.utf8)) }

let sampleSite = [
    page("crew/index.html", "<h1>Crew</h1>"),
    page("crew/days/2027-03-14.html", "<p>Day 1</p>"),
    page("crew/days/2027-03-15.html", "<p>Day 2</p>"),
    page("management/index.html", "<h1>Management</h1>"),
    page("management/days/2027-03-14.html", "<p>Day 1, with money</p>"),
    page("index.html", "<a href=crew/>crew</a>"),
]

@Suite struct OutputWriterTests {
    @Test func firstBuildWritesEverythingAndTheManifest() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        try writer.preflight()
        let summary = try writer.write(sampleSite, scope: nil)
        #expect(summary == WriteSummary(written: 6, unchanged: 0, removed: 0))
        for file in sampleSite { #expect(folder.read(file.path) == String(decoding: file.bytes, as: UTF8.self)) }
        let manifest = try #require(folder.manifest())
        #expect(Set(manifest.files.keys) == Set(sampleSite.map(\.path)))
        #expect(manifest.files["crew/index.html"] == Manifest.Entry(size: 13, hash: ContentHash.xxh64(Array("<h1>Crew</h1>".utf8))))
        #expect(manifest.folders == ["crew", "crew/days", "management", "management/days"])
        #expect(!folder.listing().contains { $0.contains(".tourbook-tmp-") })
    }

    /// Both ways of putting a file in place (`OutputWriter.namesNewFilesDirectly`): new files,
    /// replaced files and twins, new and replaced, all end whole, with no temporary file left.
    @Test(arguments: [true, false]) func filesAreMadeReplacedAndLinkedWholeEitherWay(direct: Bool) throws {
        let folder = OutputTestFolder()
        var writer = OutputWriter(directory: folder.output)
        writer.namesNewFilesDirectly = direct
        func twin(_ text: String) -> OutputFile {
            OutputFile(path: "band/days/2027-03-14.html", sameAs: "crew/days/2027-03-14.html") { Array(text.utf8) }
        }
        _ = try writer.write(sampleSite + [twin("<p>Day 1</p>")], scope: nil)
        for file in sampleSite { #expect(folder.read(file.path) == String(decoding: file.bytes, as: UTF8.self)) }
        #expect(LateFileTests.inode(folder.file("band/days/2027-03-14.html")) == LateFileTests.inode(folder.file("crew/days/2027-03-14.html")))
        var changed = sampleSite
        changed[1] = page("crew/days/2027-03-14.html", "<p>Day 1, moved</p>")
        changed[3] = page("management/index.html", "<h1>Management, again</h1>")
        #expect(try writer.write(changed + [twin("<p>Day 1, moved</p>")], scope: nil) == WriteSummary(written: 3, unchanged: 4, removed: 0))
        #expect(folder.read("crew/days/2027-03-14.html") == "<p>Day 1, moved</p>")
        #expect(folder.read("band/days/2027-03-14.html") == "<p>Day 1, moved</p>")
        #expect(folder.read("management/index.html") == "<h1>Management, again</h1>")
        #expect(LateFileTests.inode(folder.file("band/days/2027-03-14.html")) == LateFileTests.inode(folder.file("crew/days/2027-03-14.html")))
        #expect(!folder.listing().contains { $0.contains(".tourbook-tmp-") })
    }

    @Test func sameInputGivesByteIdenticalOutputIncludingTheManifest() throws {
        let a = OutputTestFolder(), b = OutputTestFolder()
        _ = try OutputWriter(directory: a.output).write(sampleSite, scope: nil)
        _ = try OutputWriter(directory: b.output).write(sampleSite.reversed(), scope: nil)
        #expect(a.listing() == b.listing())
        for name in a.listing() where !name.hasSuffix("/") { #expect(a.read(name) == b.read(name)) }
        let manifest = try #require(a.read(Manifest.fileName))
        #expect(manifest.hasPrefix("{\n  \"files\": {\n    \"crew/days/2027-03-14.html\": {\"size\": 12, \"xxh64\": \""))
        #expect(manifest.hasSuffix("\"generator\": \"tourbook\",\n  \"version\": 1\n}\n"))
        #expect(!manifest.contains(a.path))
    }

    @Test func identicalRebuildWritesNothingAndKeepsMtimes() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write(sampleSite, scope: nil)
        for file in sampleSite { folder.age(file.path) }
        folder.age(Manifest.fileName)
        let summary = try writer.write(sampleSite, scope: nil)
        #expect(summary == WriteSummary(written: 0, unchanged: 6, removed: 0))
        for file in sampleSite + [page(Manifest.fileName, "")] {
            let time = folder.mtime(file.path)
            #expect(time.tv_sec == 1_000_000_000 && time.tv_nsec == 0, "\(file.path) was rewritten")
        }
    }

    @Test func oneChangedFileIsTheOnlyOneWritten() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write(sampleSite, scope: nil)
        for file in sampleSite { folder.age(file.path) }
        var changed = sampleSite
        changed[1] = page("crew/days/2027-03-14.html", "<p>Day 1, moved</p>")
        #expect(try writer.write(changed, scope: nil) == WriteSummary(written: 1, unchanged: 5, removed: 0))
        #expect(folder.read("crew/days/2027-03-14.html") == "<p>Day 1, moved</p>")
        #expect(folder.mtime("crew/days/2027-03-14.html").tv_sec != 1_000_000_000)
        #expect(folder.mtime("crew/days/2027-03-15.html").tv_sec == 1_000_000_000)
        #expect(folder.manifest()?.files["crew/days/2027-03-14.html"]?.size == 19)
    }

    @Test func aPageEditedByHandIsPutRightEvenAtTheSameSize() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write(sampleSite, scope: nil)
        folder.put("crew/index.html", "<h1>CREW</h1>")
        #expect(try writer.write(sampleSite, scope: nil) == WriteSummary(written: 1, unchanged: 5, removed: 0))
        #expect(folder.read("crew/index.html") == "<h1>Crew</h1>")
    }

    @Test func aFileNoLongerMadeIsRemovedWithItsEmptyFolder() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write(sampleSite, scope: nil)
        let fewer = sampleSite.filter { $0.path != "management/days/2027-03-14.html" && $0.path != "crew/days/2027-03-15.html" }
        #expect(try writer.write(fewer, scope: nil) == WriteSummary(written: 0, unchanged: 4, removed: 2))
        #expect(!folder.exists("management/days/2027-03-14.html"))
        #expect(!folder.exists("management/days"))
        #expect(!folder.exists("crew/days/2027-03-15.html"))
        #expect(folder.exists("crew/days/2027-03-14.html"))
        let manifest = try #require(folder.manifest())
        #expect(Set(manifest.files.keys) == Set(fewer.map(\.path)))
        #expect(manifest.folders == ["crew", "crew/days", "management"])
    }

    @Test func aForeignFileInsideARoleFolderIsNeverTouched() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write(sampleSite, scope: nil)
        folder.put("crew/days/notes.txt", "mine")
        folder.age("crew/days/notes.txt")
        _ = try writer.write(sampleSite, scope: nil)
        #expect(folder.read("crew/days/notes.txt") == "mine")
        // Everything around it goes; it and its folders stay.
        let summary = try writer.write([page("index.html", "<a href=crew/>crew</a>")], scope: nil)
        #expect(summary == WriteSummary(written: 0, unchanged: 1, removed: 5))
        #expect(folder.listing() == [Manifest.fileName, "crew/", "crew/days/", "crew/days/notes.txt", "index.html"])
        #expect(folder.mtime("crew/days/notes.txt").tv_sec == 1_000_000_000)
        #expect(folder.manifest()?.folders == ["crew", "crew/days"])
        // Once the owner takes it away, the next build tidies up the folders it made.
        try FileManager.default.removeItem(atPath: folder.file("crew/days/notes.txt"))
        _ = try writer.write([page("index.html", "<a href=crew/>crew</a>")], scope: nil)
        #expect(folder.listing() == [Manifest.fileName, "index.html"])
    }

    @Test func aFolderThatWasThereBeforeIsNeverRemoved() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write([], scope: nil)
        try FileManager.default.createDirectory(atPath: folder.file("crew"), withIntermediateDirectories: true)
        _ = try writer.write([page("crew/index.html", "x")], scope: nil)
        #expect(folder.manifest()?.folders == [])
        _ = try writer.write([], scope: nil)
        #expect(folder.listing() == [Manifest.fileName, "crew/"])
    }

    @Test func aNonEmptyFolderWithoutManifestIsRefusedUnlessForced() throws {
        let folder = OutputTestFolder()
        folder.put("index.html", "my own homepage")
        folder.put("crew/photo.jpg", "jpeg")
        let error = #expect(throws: OutputError.self) { try OutputWriter(directory: folder.output).preflight() }
        #expect(error?.kind == .foreignFolder)
        #expect(error?.description == "\(folder.output): this folder is not empty (it holds \"crew\") and has no .tourbook-manifest.json, so tourbook did not make it; nothing was written; check --output, or build with --force to write here anyway (files tourbook does not make are never removed)")
        #expect(throws: OutputError.self) { try OutputWriter(directory: folder.output).write(sampleSite, scope: nil) }
        #expect(folder.listing() == ["crew/", "crew/photo.jpg", "index.html"])

        // Forced: our files go in, and the foreign ones stay (index.html is ours now, by force).
        let forced = OutputWriter(directory: folder.output, force: true)
        try forced.preflight()
        #expect(try forced.write(sampleSite, scope: nil).written == 6)
        #expect(folder.read("crew/photo.jpg") == "jpeg")
        #expect(folder.manifest()?.folders.contains("crew") == false)
        _ = try OutputWriter(directory: folder.output).write([], scope: nil)
        #expect(folder.listing() == [Manifest.fileName, "crew/", "crew/photo.jpg"])
    }

    @Test func anEmptyOrMissingFolderNeedsNoForce() throws {
        let folder = OutputTestFolder()
        try OutputWriter(directory: folder.output).preflight()
        try FileManager.default.createDirectory(atPath: folder.output, withIntermediateDirectories: true)
        try OutputWriter(directory: folder.output + "/").preflight()
        let deep = OutputWriter(directory: folder.output + "/a/b")
        #expect(try deep.write([page("x.html", "x")], scope: nil).written == 1)
    }

    @Test func aFileWhereTheFolderShouldBeIsRefused() throws {
        let folder = OutputTestFolder()
        _ = FileManager.default.createFile(atPath: folder.output, contents: Data("not a folder".utf8))
        let error = #expect(throws: OutputError.self) { try OutputWriter(directory: folder.output, force: true).preflight() }
        #expect(error?.kind == .notAFolder)
        #expect(error?.description == "\(folder.output): this is a file, not a folder; point --output at a folder (a missing one is created)")
    }

    @Test func aDamagedManifestIsRefusedWithWhatToDo() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write(sampleSite, scope: nil)
        folder.put(Manifest.fileName, "{\"files\": {")
        let error = #expect(throws: OutputError.self) { try writer.preflight() }
        #expect(error?.kind == .badManifest)
        #expect(error?.description.contains("damaged: line 1, column 12") == true)
        #expect(error?.description.contains("--force") == true)
        #expect(throws: OutputError.self) { try writer.write(sampleSite, scope: nil) }

        folder.put(Manifest.fileName, "{\"files\": {\"../../etc/passwd\": {\"size\": 1, \"xxh64\": \"0000000000000000\"}}, \"folders\": [], \"generator\": \"tourbook\", \"version\": 1}")
        let escape = #expect(throws: OutputError.self) { try writer.preflight() }
        #expect(escape?.description.contains("must stay inside the output folder") == true)

        // Forced: a new list is started; the files of the old one are replaced as foreign ones.
        let forced = OutputWriter(directory: folder.output, force: true)
        try forced.preflight()
        #expect(try forced.write(sampleSite, scope: nil) == WriteSummary(written: 0, unchanged: 6, removed: 0))
        #expect(folder.manifest()?.files.count == 6)
    }

    @Test func aScopedBuildLeavesOtherRolesAlone() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write(sampleSite, scope: nil)
        let crewOnly = [page("crew/index.html", "<h1>Crew!</h1>")]
        #expect(try writer.write(crewOnly, scope: ["crew"]) == WriteSummary(written: 1, unchanged: 0, removed: 2))
        #expect(folder.listing() == [Manifest.fileName, "crew/", "crew/index.html", "index.html",
                                     "management/", "management/days/", "management/days/2027-03-14.html", "management/index.html"])
        let manifest = try #require(folder.manifest())
        #expect(manifest.files.keys.sorted() == ["crew/index.html", "index.html", "management/days/2027-03-14.html", "management/index.html"])
        #expect(manifest.folders == ["crew", "management", "management/days"])
    }

    @Test func leftoverTemporaryFilesAreCleanedUp() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write(sampleSite, scope: nil)
        folder.put(".tourbook-tmp-999999-0", "half a manif")
        folder.put("crew/days/.tourbook-tmp-999999-3", "<p>Da")
        #expect(try writer.write(sampleSite, scope: nil).written == 0)
        #expect(!folder.listing().contains { $0.contains(".tourbook-tmp-") })
    }

    @Test func aFolderHoldingOnlyOurLeftoversCountsAsEmpty() throws {
        let folder = OutputTestFolder()
        folder.put(".tourbook-tmp-999999-6", "{")
        try OutputWriter(directory: folder.output).preflight()
        #expect(try OutputWriter(directory: folder.output).write(sampleSite, scope: nil).written == 6)
        #expect(!folder.exists(".tourbook-tmp-999999-6"))
    }

    @Test(arguments: ["", "/etc/passwd", "crew/../../x", "crew//x.html", "crew/x.html/", "./x", "crew\\x.html",
                      ".tourbook-manifest.json", "crew/.tourbook-tmp-1-1", "a\u{0}b"])
    func badPathsAreRejectedBeforeAnythingIsWritten(_ path: String) throws {
        let folder = OutputTestFolder()
        let error = #expect(throws: OutputError.self) {
            try OutputWriter(directory: folder.output).write(sampleSite + [page(path, "x")], scope: nil)
        }
        #expect(error?.kind == .badPath)
        #expect(error?.advice == "this is a bug in tourbook; please report it")
        #expect(folder.listing() == [])
    }

    @Test func duplicatePathsAndFileFolderClashesAreRejected() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        let duplicate = #expect(throws: OutputError.self) { try writer.write([page("a.html", "1"), page("a.html", "2")], scope: nil) }
        #expect(duplicate?.reason == "two files of this build have this path")
        let clash = #expect(throws: OutputError.self) { try writer.write([page("crew", "1"), page("crew/a.html", "2")], scope: nil) }
        #expect(clash?.path == folder.output + "/crew")
        #expect(folder.listing() == [])
    }

    @Test func aForeignFileWhereAPageGoesIsNotOverwrittenUnlessForced() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write([page("index.html", "home")], scope: nil)
        folder.put("crew/index.html", "somebody's page")
        let error = #expect(throws: OutputError.self) { try writer.write(sampleSite, scope: nil) }
        #expect(error?.kind == .inTheWay)
        #expect(error?.reason == "a file that tourbook did not make would be overwritten (\"crew/index.html\"); nothing was written")
        #expect(folder.listing() == [Manifest.fileName, "crew/", "crew/index.html", "index.html"])
        // A foreign file that already holds exactly our bytes is simply adopted.
        folder.put("crew/index.html", "<h1>Crew</h1>")
        #expect(try writer.write(sampleSite, scope: nil) == WriteSummary(written: 5, unchanged: 1, removed: 0))
        folder.put("crew/index.html", "somebody else's page")
        #expect(try OutputWriter(directory: folder.output, force: true).write(sampleSite, scope: nil).written == 1)
        #expect(folder.read("crew/index.html") == "<h1>Crew</h1>")
    }

    @Test func thingsInTheWayOfFoldersAreReported() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write([page("index.html", "home")], scope: nil)
        folder.put("crew", "a file called crew")
        let file = #expect(throws: OutputError.self) { try writer.write(sampleSite, scope: nil) }
        #expect(file?.path == folder.output + "/crew")
        #expect(file?.kind == .inTheWay)
        try FileManager.default.removeItem(atPath: folder.file("crew"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("crew"), withDestinationPath: folder.path)
        let link = #expect(throws: OutputError.self) { try writer.write(sampleSite, scope: nil) }
        #expect(link?.reason == "this is a link, but tourbook writes only into real folders")
        try FileManager.default.removeItem(atPath: folder.file("crew"))
        try FileManager.default.createDirectory(atPath: folder.file("crew/index.html"), withIntermediateDirectories: true)
        let directory = #expect(throws: OutputError.self) { try writer.write(sampleSite, scope: nil) }
        #expect(directory?.path == folder.output + "/crew/index.html")
        #expect(directory?.reason == "a folder is where this build writes a file")
    }

    @Test func aPageOfAnEarlierBuildWhereAFolderIsNowNeededIsReplaced() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write([page("crew/days", "old flat page")], scope: nil)
        #expect(try writer.write([page("crew/days/1.html", "day")], scope: nil) == WriteSummary(written: 1, unchanged: 0, removed: 1))
        #expect(folder.listing() == [Manifest.fileName, "crew/", "crew/days/", "crew/days/1.html"])
        #expect(folder.manifest()?.files.keys.sorted() == ["crew/days/1.html"])
    }

    @Test func aSecondBuildIntoTheSameFolderAtOnceIsRefused() throws {
        let folder = OutputTestFolder()
        try FileManager.default.createDirectory(atPath: folder.output, withIntermediateDirectories: true)
        let fd = open(folder.output, O_RDONLY | O_DIRECTORY)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        let error = #expect(throws: OutputError.self) { try OutputWriter(directory: folder.output).write(sampleSite, scope: nil) }
        #expect(error?.kind == .busy)
    }

    @Test func anUnreadableTargetIsReportedWithItsPathBeforeAnythingIsWritten() throws {
        let folder = OutputTestFolder()
        let long = String(repeating: "x", count: 300) + ".html"
        let error = #expect(throws: OutputError.self) {
            try OutputWriter(directory: folder.output).write([page("a.html", "a"), page(long, "b")], scope: nil)
        }
        #expect(error?.kind == .io)
        #expect(error?.path == folder.output + "/" + long)
        #expect(error?.reason == "can't look at the file (File name too long)")
        #expect(!folder.exists("a.html"))
    }

    // MARK: A build stopped part-way, as a kill would

    @Test func aBuildStoppedAfterTheIntentManifestIsCleanedUpNextTime() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write(sampleSite, scope: nil)
        let next = sampleSite + [page("crew/days/2027-03-16.html", "<p>Day 3</p>"), page("guests/index.html", "hi")]
        #expect(try writer.write(next, scope: nil, stoppingAfter: .intentManifest) == WriteSummary())
        let intent = try #require(folder.manifest())
        #expect(intent.files["guests/index.html"] != nil && intent.folders.contains("guests"))
        #expect(!folder.exists("guests"))
        // Killed here; the next build makes the original site again, which is simply complete.
        #expect(try writer.write(sampleSite, scope: nil) == WriteSummary(written: 0, unchanged: 6, removed: 0))
        #expect(folder.manifest() == OutputTestFolder.manifest(of: sampleSite, in: writer))
    }

    @Test func filesOfABuildKilledWhileWritingAreKnownAndRemovedNextTime() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write(sampleSite, scope: nil)
        let next = sampleSite.filter { $0.path != "index.html" } + [page("guests/days/1.html", "hi")]
        #expect(try writer.write(next, scope: nil, stoppingAfter: .pages) == WriteSummary(written: 1, unchanged: 5, removed: 0))
        folder.put("guests/days/.tourbook-tmp-999999-7", "half a pa") // the file being written at the kill
        #expect(folder.exists("guests/days/1.html") && folder.exists("index.html"))
        // The next build no longer makes guests/: the killed build's files and folders go too.
        #expect(try writer.write(sampleSite, scope: nil) == WriteSummary(written: 0, unchanged: 6, removed: 1))
        #expect(!folder.exists("guests"))
        #expect(folder.manifest() == OutputTestFolder.manifest(of: sampleSite, in: writer))
    }

    @Test func theManifestReadBeforeTheWriteIsUsedOnlyWhileItIsStillTheFileOnDisk() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write(sampleSite, scope: nil)
        let found = try #require(try writer.readFolder())
        #expect(found.manifest == folder.manifest())
        // Another build writes between this build's preflight and its write: its files must not
        // be forgotten, so the write reads the manifest it replaced again.
        let other = sampleSite + [page("guests/index.html", "<h1>Guests</h1>")]
        _ = try OutputWriter(directory: folder.output).write(other, scope: nil)
        #expect(!found.isOnDisk(folder.file(Manifest.fileName)))
        let written = try writer.write(sampleSite, scope: nil, inputs: nil, found: found)
        #expect(written.summary == WriteSummary(written: 0, unchanged: 6, removed: 1))
        #expect(!folder.exists("guests"))
        #expect(written.manifest == folder.manifest())
        #expect(folder.manifest() == OutputTestFolder.manifest(of: sampleSite, in: writer))
    }
}

extension OutputTestFolder {
    /// The manifest a clean build of `files` leaves.
    static func manifest(of files: [OutputFile], in writer: OutputWriter) -> Manifest {
        let fresh = OutputTestFolder()
        _ = try! OutputWriter(directory: fresh.output).write(files, scope: nil)
        return fresh.manifest()!
    }
}
