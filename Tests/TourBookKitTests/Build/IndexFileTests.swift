import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Files made from other files' final hashes (`OutputFile.listed`, a role's sw.js): made after
/// those are written, from the hashes the writer computed (files made late included), rewritten
/// only when a listed file changed, and refused like any file where something not ours is.
struct IndexFileTests {
    /// Lists its entries as "path hash" lines.
    struct Lines: IndexMaking {
        func make(_ entries: [IndexEntry]) throws -> [UInt8] {
            Array(entries.map { "\($0.path) \(ContentHash.hex($0.hash))\n" }.joined().utf8)
        }
    }

    static func files(_ late: String, _ held: String) -> [OutputFile] {
        let listed = [OutputFile(path: "crew/people/a.html") { Array(late.utf8) }, page("crew/index.html", held)]
        return listed + [OutputFile(path: "crew/list.txt", listing: listed, maker: Lines())]
    }

    static func expected(_ late: String, _ held: String) -> String {
        "crew/people/a.html \(ContentHash.hex(ContentHash.xxh64(Array(late.utf8))))\n"
            + "crew/index.html \(ContentHash.hex(ContentHash.xxh64(Array(held.utf8))))\n"
    }

    @Test func anIndexListsTheHashesOfTheBytesWrittenAndChangesOnlyWithThem() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        #expect(try writer.write(Self.files("late", "held"), scope: nil) == WriteSummary(written: 3, unchanged: 0, removed: 0))
        #expect(folder.read("crew/list.txt") == Self.expected("late", "held"))
        #expect(folder.manifest()?.files["crew/list.txt"]?.hash == ContentHash.xxh64(Array(Self.expected("late", "held").utf8)))
        // What a test sees without the writer is the same.
        #expect(Self.files("late", "held")[2].bytes == Array(Self.expected("late", "held").utf8))

        folder.age("crew/list.txt")
        let before = folder.mtime("crew/list.txt")
        #expect(try writer.write(Self.files("late", "held"), scope: nil) == WriteSummary(written: 0, unchanged: 3, removed: 0))
        #expect(folder.mtime("crew/list.txt").tv_sec == before.tv_sec)

        #expect(try writer.write(Self.files("later", "held"), scope: nil) == WriteSummary(written: 2, unchanged: 1, removed: 0))
        #expect(folder.read("crew/list.txt") == Self.expected("later", "held"))
    }

    @Test func anIndexEditedByHandIsPutRight() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output)
        _ = try writer.write(Self.files("late", "held"), scope: nil)
        folder.put("crew/list.txt", "edited\n")
        #expect(try writer.write(Self.files("late", "held"), scope: nil).written == 1)
        #expect(folder.read("crew/list.txt") == Self.expected("late", "held"))
    }

    @Test func aForeignFileWhereAnIndexGoesIsRefusedBeforeAnythingIsWritten() throws {
        let folder = OutputTestFolder()
        let writer = OutputWriter(directory: folder.output, force: false)
        _ = try writer.write([page("crew/index.html", "old")], scope: nil)
        folder.put("crew/list.txt", "mine\n")
        #expect(throws: OutputError.self) { try writer.write(Self.files("late", "held"), scope: nil) }
        #expect(folder.read("crew/list.txt") == "mine\n")
        #expect(folder.read("crew/index.html") == "old")
        #expect(!folder.exists("crew/people/a.html"))
    }
}
