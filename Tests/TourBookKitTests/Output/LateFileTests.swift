import Foundation
import Synchronization
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Files made late (`OutputFile.isMadeLate`): made once when new, compared and dropped when
/// unchanged, made once (not twice) when changed; a failure to make one is reported with its path.
struct LateFileTests {
    final class Counter: Sendable {
        let calls = Atomic<Int>(0)
        func file(_ path: String, _ text: String) -> OutputFile {
            OutputFile(path: path) { [self] in
                calls.add(1, ordering: .relaxed)
                return Array(text.utf8)
            }
        }
        var count: Int { calls.load(ordering: .relaxed) }
    }

    struct Broken: Error, CustomStringConvertible { var description: String { "the template broke" } }

    @Test func aNewFileIsMadeOnceAndWrittenWhole() throws {
        let folder = OutputTestFolder()
        let counter = Counter()
        let writer = OutputWriter(directory: folder.output)
        let summary = try writer.write([counter.file("crew/people/a.html", "<p>a</p>"), OutputFile(path: "crew/index.html", bytes: Array("i".utf8))], scope: nil)
        #expect(summary == WriteSummary(written: 2, unchanged: 0, removed: 0))
        #expect(counter.count == 1)
        #expect(folder.read("crew/people/a.html") == "<p>a</p>")
        // The final manifest holds the real size and hash, made while writing.
        let entry = try #require(folder.manifest()?.files["crew/people/a.html"])
        #expect(entry == Manifest.Entry(size: 8, hash: ContentHash.xxh64(Array("<p>a</p>".utf8))))
    }

    @Test func anUnchangedFileIsComparedAndNotWritten() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write([OutputFile(path: "crew/a.ics", bytes: Array("same".utf8))], scope: nil)
        folder.age("crew/a.ics")
        let before = folder.mtime("crew/a.ics")
        let counter = Counter()
        let summary = try writer.write([counter.file("crew/a.ics", "same")], scope: nil)
        #expect(summary == WriteSummary(written: 0, unchanged: 1, removed: 0))
        #expect(counter.count == 1)
        #expect(folder.mtime("crew/a.ics").tv_sec == before.tv_sec)
    }

    @Test func aChangedFileIsMadeOnce() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write([OutputFile(path: "crew/a.ics", bytes: Array("old".utf8))], scope: nil)
        let counter = Counter()
        let summary = try writer.write([counter.file("crew/a.ics", "new!")], scope: nil)
        #expect(summary == WriteSummary(written: 1, unchanged: 0, removed: 0))
        #expect(counter.count == 1)
        #expect(folder.read("crew/a.ics") == "new!")
    }

    @Test func aFileThatFailsToRenderOverAnOldOneStopsTheWriteBeforeAnything() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write([OutputFile(path: "crew/a.html", bytes: Array("old".utf8)),
                              OutputFile(path: "crew/b.html", bytes: Array("old".utf8))], scope: nil)
        let broken = OutputFile(path: "crew/b.html") { throw Broken() }
        let error = #expect(throws: OutputError.self) {
            try writer.write([OutputFile(path: "crew/a.html", bytes: Array("new".utf8)), broken], scope: nil)
        }
        #expect(error?.description.contains("crew/b.html") == true)
        #expect(error?.description.contains("the template broke") == true)
        #expect(folder.read("crew/a.html") == "old")
    }

    @Test func aNewFileThatFailsToRenderIsReportedAndLeavesNoTemporaryFile() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        let broken = OutputFile(path: "crew/b.html") { throw Broken() }
        let error = #expect(throws: OutputError.self) {
            try writer.write([OutputFile(path: "crew/a.html", bytes: Array("a".utf8)), broken], scope: nil)
        }
        #expect(error?.description.contains("crew/b.html") == true)
        #expect(!folder.exists("crew/b.html"))
        #expect(folder.listing().allSatisfy { !$0.contains(".tourbook-tmp") })
        // The files it did write are known, so the next build may replace them.
        #expect(folder.manifest()?.files["crew/a.html"] != nil)
    }

    /// The sample's files as a build makes them, not written.
    static func sampleFiles() throws -> [OutputFile] {
        let content = TempContent(copyingSample: true)
        var outcome = SiteBuild.Outcome()
        var options = BuildConfiguration()
        options.content = content.content.path
        options.templates = Paths.templates.path
        return try #require(SiteBuild(configuration: options).renderAll(&outcome))
    }

    @Test func theSampleMakesItsBigFilesLate() throws {
        let files = try Self.sampleFiles()
        let late = Set(files.filter(\.isMadeLate).map(\.path))
        #expect(late.contains("crew/print.html"))
        #expect(late.contains("crew/calendar.ics"))
        #expect(late.contains { $0.hasPrefix("crew/people/") && $0.hasSuffix(".html") })
        #expect(late.contains { $0.hasPrefix("crew/people/") && $0.hasSuffix(".ics") })
        #expect(late.contains("crew/days/2027-03-14.html"))
        // Every page is made late, from its input, so one whose key holds is not made at all;
        // assets are bytes the build already holds.
        #expect(late.contains("crew/index.html"))
        #expect(!late.contains { $0.contains("/assets/") })
        // Made late or not, a file's bytes are the same every time they are asked for.
        for file in files where file.isMadeLate { #expect(file.bytes == file.bytes, "\(file.path)") }
    }

    static func inode(_ path: String) -> UInt64 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    @Test func aTwinIsLinkedToItsFileAndSplitWhenItNoLongerIsOne() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        let counter = Counter()
        let files = [counter.file("band/people/a.ics", "feed v1"),
                     OutputFile(path: "crew/people/a.ics", sameAs: "band/people/a.ics") { Array("feed v1".utf8) }]
        #expect(try writer.write(files, scope: nil) == WriteSummary(written: 2, unchanged: 0, removed: 0))
        #expect(counter.count == 1)
        #expect(folder.read("crew/people/a.ics") == "feed v1")
        #expect(Self.inode(folder.file("crew/people/a.ics")) == Self.inode(folder.file("band/people/a.ics")))
        #expect(folder.manifest()?.files["crew/people/a.ics"] == folder.manifest()?.files["band/people/a.ics"])

        // Both change: still one file, with the new bytes.
        let v2 = [OutputFile(path: "band/people/a.ics", bytes: Array("feed v2".utf8)),
                  OutputFile(path: "crew/people/a.ics", sameAs: "band/people/a.ics") { Array("feed v2".utf8) }]
        #expect(try writer.write(v2, scope: nil) == WriteSummary(written: 2, unchanged: 0, removed: 0))
        #expect(folder.read("crew/people/a.ics") == "feed v2")
        #expect(Self.inode(folder.file("crew/people/a.ics")) == Self.inode(folder.file("band/people/a.ics")))

        // Only one changes: the other keeps its bytes, and they are two files again.
        let apart = [OutputFile(path: "band/people/a.ics", bytes: Array("feed v3".utf8)),
                     OutputFile(path: "crew/people/a.ics", bytes: Array("feed v2".utf8))]
        #expect(try writer.write(apart, scope: nil) == WriteSummary(written: 1, unchanged: 1, removed: 0))
        #expect(folder.read("band/people/a.ics") == "feed v3")
        #expect(folder.read("crew/people/a.ics") == "feed v2")
        #expect(Self.inode(folder.file("crew/people/a.ics")) != Self.inode(folder.file("band/people/a.ics")))
    }

    /// A file left unchanged whose twin came or went (a hard link made or replaced) has its
    /// stamp taken again: the link moved its change time, and the stamp the next build trusts
    /// must be the file's as it is.
    @Test func anUnchangedFileWhoseTwinCameOrWentIsStampedAgain() throws {
        let folder = OutputTestFolder()
        let memory = WrittenFiles()
        let writer = OutputWriter(directory: folder.output, memory: memory)
        func files(crew: String) -> [OutputFile] {
            [OutputFile(path: "band/a.ics", key: 1) { Array("same".utf8) },
             OutputFile(path: "crew/a.ics", sameAs: crew == "same" ? "band/a.ics" : nil, key: crew == "same" ? 1 : 2) { Array(crew.utf8) }]
        }
        func stampHolds() -> Bool { memory.all["band/a.ics"]?.file == FileStamp(path: folder.file("band/a.ics"), followingLinks: false) }
        _ = try writer.write([OutputFile(path: "band/a.ics", key: 1) { Array("same".utf8) }], scope: nil)
        // The change time moves in clock ticks (up to 10 ms): wait past one before each link.
        usleep(30_000)
        #expect(try writer.write(files(crew: "same"), scope: nil) == WriteSummary(written: 1, unchanged: 1, removed: 0))
        #expect(Self.inode(folder.file("crew/a.ics")) == Self.inode(folder.file("band/a.ics")))
        #expect(stampHolds(), "a twin was linked to it")
        usleep(30_000)
        #expect(try writer.write(files(crew: "apart"), scope: nil) == WriteSummary(written: 1, unchanged: 1, removed: 0))
        #expect(Self.inode(folder.file("crew/a.ics")) != Self.inode(folder.file("band/a.ics")))
        #expect(stampHolds(), "its twin was replaced")
    }

    @Test func aTwinOfAnUnchangedFileIsLinkedToIt() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write([OutputFile(path: "band/a.ics", bytes: Array("same".utf8))], scope: nil)
        let files = [OutputFile(path: "band/a.ics", bytes: Array("same".utf8)),
                     OutputFile(path: "crew/a.ics", sameAs: "band/a.ics") { Array("same".utf8) }]
        #expect(try writer.write(files, scope: nil) == WriteSummary(written: 1, unchanged: 1, removed: 0))
        #expect(Self.inode(folder.file("crew/a.ics")) == Self.inode(folder.file("band/a.ics")))
    }

    /// A twin is checked with its original's hash: when the keys moved but the bytes did not (a
    /// template edited to the same output), it is not made to be compared; a twin changed on disk
    /// is still found and put right.
    @Test func aTwinIsComparedByItsOriginalsHashNotMade() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output, memory: WrittenFiles())
        let twin = Counter()
        func files(key: UInt64) -> [OutputFile] {
            [OutputFile(path: "band/a.ics", key: key) { Array("same".utf8) },
             OutputFile(path: "crew/a.ics", sameAs: "band/a.ics", key: key) { [twin] in
                 twin.calls.add(1, ordering: .relaxed)
                 return Array("same".utf8)
             }]
        }
        #expect(try writer.write(files(key: 1), scope: nil) == WriteSummary(written: 2, unchanged: 0, removed: 0))
        #expect(try writer.write(files(key: 2), scope: nil) == WriteSummary(written: 0, unchanged: 2, removed: 0))
        #expect(twin.count == 0, "a twin is never made: linked when written, its original's hash when compared")
        // The twin alone replaced by hand with other bytes of the same size: put right again.
        try FileManager.default.removeItem(atPath: folder.file("crew/a.ics"))
        try Data("diff".utf8).write(to: URL(fileURLWithPath: folder.file("crew/a.ics")))
        #expect(try writer.write(files(key: 3), scope: nil) == WriteSummary(written: 1, unchanged: 1, removed: 0))
        #expect(folder.read("crew/a.ics") == "same")
        #expect(Self.inode(folder.file("crew/a.ics")) == Self.inode(folder.file("band/a.ics")))
    }

    @Test func twinsInTheSampleHoldTheSameBytes() throws {
        let files = try Self.sampleFiles()
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) })
        let twins = files.filter { $0.sameAs != nil }
        #expect(twins.count > 10)  // band and crew (schedule and travel) share with management
        for twin in twins {
            let original = try #require(byPath[twin.sameAs!], "\(twin.path)")
            #expect(original.sameAs == nil)
            #expect(twin.bytes == original.bytes, "\(twin.path) differs from \(original.path)")
        }
    }
}
