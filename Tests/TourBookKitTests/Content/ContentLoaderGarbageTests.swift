import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Whatever the bytes, loading reports errors and never crashes or hangs.
struct ContentLoaderGarbageTests {
    static let files = ["tour.json", "people.json", "days/2027-03-14.json", "tour.md", "days/2027-03-14.md"]

    @Test(arguments: files)
    func randomBytesInEachFile(_ file: String) {
        var generator = SplitMix(seed: UInt64(file.utf8.count))
        for round in 0..<40 {
            let content = TempContent()
            let length = [0, 1, 3, 50, 700, 5000][round % 6]
            content.write(file, bytes: (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            let result = content.load()
            if file.hasSuffix(".json") { #expect(result.log.hasErrors) }
        }
    }

    @Test(arguments: [
        Named("empty", [UInt8]()), Named("a byte-order mark alone", [0xEF, 0xBB, 0xBF]), Named("an open brace", Array("{".utf8)),
        Named("eight open brackets", Array("[[[[[[[[".utf8)), Named("UTF-16 little-endian", [0xFF, 0xFE, 0x00, 0x7B]),
        Named("a lone surrogate escape", Array("{\"name\": \"\\ud800\"}".utf8)),
        Named("a NUL in a string", Array("{\"name\": \"a\u{0}b\"}".utf8)), Named("nul", Array("nul".utf8)),
        Named("100,000 open brackets", Array(String(repeating: "[", count: 100_000).utf8)),
        Named("an exponent out of range", Array("{\"a\":1e999999}".utf8)),
    ])
    func hostileJSON(_ input: Named<[UInt8]>) {
        let content = TempContent()
        content.write("days/2027-03-14.json", bytes: input.value)
        #expect(content.load().log.hasErrors)
    }

    @Test func aFolderWhereAFileShouldBe() {
        let content = TempContent()
        content.remove("people.json")
        try! FileManager.default.createDirectory(atPath: content.path("people.json"), withIntermediateDirectories: true)
        #expect(content.messages() == ["Content/people.json: error: this is a folder, but a file is expected here"])
    }

    @Test func aFIFOIsRefusedWithoutHanging() {
        let content = TempContent()
        content.remove("days/2027-03-14.json")
        #expect(mkfifo(content.path("days/2027-03-14.json"), 0o644) == 0)
        content.write("days/2027-03-15.json", "{}")
        #expect(content.messages() == ["Content/days/2027-03-14.json: error: this is not a regular file (a pipe, socket or device?); replace it with a normal file"])
    }

    @Test func aSymlinkLeadingOutsideIsRefused() {
        let content = TempContent()
        content.remove("people.json")
        #expect(symlink("/etc/hostname", content.path("people.json")) == 0)
        #expect(content.messages() == ["Content/people.json: error: this is a link to /etc/hostname, outside the content folder; copy the file in instead"])
    }

    @Test func invalidUTF8InNotesIsNamedWithItsPlace() {
        let content = TempContent()
        content.write("tour.md", bytes: Array("# Notes\nCaf".utf8) + [0xE9] + Array(" au lait\n".utf8))
        #expect(content.messages() == ["Content/tour.md:2:4: error: the file is not valid UTF-8 text; save it as UTF-8"])
    }

    @Test func byteOrderMarkAndCRLFAreAccepted() throws {
        let content = TempContent()
        content.write("days/2027-03-14.json", bytes: [0xEF, 0xBB, 0xBF] + Array("{\r\n  \"city\": \"Toronto\"\r\n}\r\n".utf8))
        content.write("tour.md", bytes: [0xEF, 0xBB, 0xBF] + Array("# Hi\r\n\r\nLine\r\n".utf8))
        let result = content.load()
        #expect(result.log.entries.isEmpty)
        let tour = try #require(result.tour)
        #expect(tour.days[0].city == "Toronto")
        #expect(tour.notes.first?.markdown == "# Hi\n\nLine\n")
    }
}
