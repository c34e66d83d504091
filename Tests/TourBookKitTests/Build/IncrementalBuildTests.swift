import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// `watch` reuses what did not change (decoded files, day bodies, day pages, files it wrote).
/// After every kind of edit, its output must be exactly what a fresh build makes.
struct IncrementalBuildTests {
    static func options(_ content: TempContent, _ output: String) -> BuildConfiguration {
        var options = BuildConfiguration()
        options.content = content.content.path
        options.templates = Paths.templates.path
        options.output = content.root.appendingPathComponent(output).path
        options.time = SiteFixture.time
        return options
    }

    /// What an output folder's next build starts from besides the content: the manifest and the
    /// record of earlier builds (`BuildRecord`).
    static func copyBookkeeping(from folder: String, to other: String) throws {
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        for name in [Manifest.fileName, OutputWriter.recordFileName] {
            try FileManager.default.copyItem(atPath: folder + "/" + name, toPath: other + "/" + name)
        }
    }

    /// Every file of a build by path, but what it keeps for the next build: the state, which
    /// holds file stamps, and the stores (which `watch`, keeping its own memory, does not write).
    static func files(_ folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder)
        while let path = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if ![BuildState.fileName, PieceStore.fileName, StoredDayFiles.fileName].contains(path), FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = FileManager.default.contents(atPath: folder + "/" + path)
            }
        }
        return result
    }

    typealias Edit = (name: String, apply: @Sendable (TempContent) -> Void)

    static let edits: [Edit] = [
        ("a schedule title", { c in c.replace("days/2027-03-10.json", "\"Load in\"", "\"Load in (dock B)\"") }),
        ("a hotel's check-out date, which moves its check-out to another page", { c in
            c.replace("days/2027-03-13.json", "2027-03-15 14:00", "2027-03-14 12:00") }),
        ("a hotel's check-out time, which only the check-out date's page shows", { c in
            c.replace("days/2027-03-13.json", "2027-03-15 12:00", "2027-03-15 11:30") }),
        ("a city, which the neighbours' pagers show", { c in c.replace("days/2027-03-18.json", "\"Paris, France\"", "\"Paris, FR\"") }),
        ("day notes", { c in c.write("days/2027-03-17.md", "## New notes\n\nBring **earplugs**.\n") }),
        ("a person's name, which every page with passengers shows", { c in c.replace("people.json", "Kofi Mensah", "Kofi A. Mensah") }),
        ("a new day at the end", { c in c.write("days/2027-03-23.json", #"{ "city": "Home", "kind": "off" }"#) }),
        ("a removed day file in the middle", { c in c.remove("days/2027-03-19.json") }),
        ("a venue's parking in venues.json, which both of its dates show", { c in
            c.replace("venues.json", "bay 2 inside the side gate", "bay 3 inside the side gate") }),
        ("a venue's document, whose copy gets a new name", { c in
            c.write("assets/huxleys-parking.pdf", try! String(contentsOfFile: c.path("assets/huxleys-parking.pdf"), encoding: .utf8) + "\n") }),
        ("a day's document, now for every role", { c in c.replace("days/2027-03-20.json", #", "tab": "schedule""#, "") }),
        ("the tour's name", { c in c.replace("tour.json", "Harbour Lights Tour 2027", "Harbour Lights 2027") }),
        ("map links, which every address on a day page follows", { c in
            c.replace("tour.json", #""clock": "24h","#, #""clock": "24h", "mapLinks": "https://www.openstreetmap.org/search?query={address}","#) }),
        ("the address the site is published at, which calendar links follow", { c in
            c.replace("tour.json", #""clock": "24h","#, #""clock": "24h", "baseURL": "https://example.com/tour/","#) }),
        ("the tour's id, which every calendar UID ends with", { c in
            c.replace("tour.json", #""clock": "24h","#, #""clock": "24h", "id": "harbour-lights","#) }),
        ("the clock", { c in c.replace("tour.json", #""clock": "24h""#, #""clock": "12h""#) }),
        ("the tour's document, now for the schedule tab", { c in
            c.replace("tour.json", #""file": "assets/contract-rider.pdf", "tab": "contacts""#, #""file": "assets/contract-rider.pdf", "tab": "schedule""#) }),
        ("nothing", { _ in }),
    ]

    /// Two builds of the sample per edit: end to end, run once (`.endToEnd`).
    @Test(.endToEnd) func everyRebuildWithMemoryEqualsAFreshBuild() throws {
        let content = TempContent(copyingSample: true)
        let memory = BuildMemory()
        let watched = Self.options(content, "Watched")
        #expect(SiteBuild(configuration: watched, stages: .watching(memory)).run().summary != nil)
        for (round, edit) in Self.edits.enumerated() {
            // The fresh build starts from the same earlier builds' record as watch does.
            let fresh = Self.options(content, "Fresh-\(round)")
            try Self.copyBookkeeping(from: watched.output, to: fresh.output)
            edit.apply(content)
            let outcome = SiteBuild(configuration: watched, stages: .watching(memory)).run()
            #expect(outcome.summary != nil, "\(edit.name): \(outcome.log.sorted.map(\.description))")
            #expect(SiteBuild(configuration: fresh).run().summary != nil)
            Self.expectSameFiles(watched.output, as: fresh.output, "\(edit.name)", "a fresh build")
        }
    }

    /// Records each file of `folder` that is not, byte for byte, the same as in `expected`
    /// (made by `maker`), and any file that only one of them has.
    static func expectSameFiles(_ folder: String, as expected: String, _ what: String, _ maker: String) {
        let a = Self.files(folder), b = Self.files(expected)
        #expect(a.keys.sorted() == b.keys.sorted(), "\(what): different files")
        for (path, bytes) in b where a[path] != bytes {
            Issue.record("\(what): \(path) differs from \(maker)")
        }
    }

    /// Setting `mapLinks` in tour.json while `watch` runs moves every day page's map links, as a
    /// fresh build of the same content does: a tour-wide setting no day file holds.
    @Test func watchFollowsAMapLinksEdit() throws {
        let content = TempContent(copyingSample: true)
        let memory = BuildMemory()
        let watched = Self.options(content, "Watched")
        #expect(SiteBuild(configuration: watched, stages: .watching(memory)).run().summary != nil)
        let day = content.root.appendingPathComponent("Watched/crew/days/2027-03-18.html")
        #expect(try String(contentsOf: day, encoding: .utf8).contains("https://www.google.com/maps/search/"))
        content.replace("tour.json", #""clock": "24h","#, #""clock": "24h", "mapLinks": "https://www.openstreetmap.org/search?query={address}","#)
        #expect(SiteBuild(configuration: watched, stages: .watching(memory)).run().summary != nil)
        let page = try String(contentsOf: day, encoding: .utf8)
        #expect(page.contains("https://www.openstreetmap.org/search?query="))
        #expect(!page.contains("https://www.google.com/maps/search/"))
    }

    @Test func anUntouchedRebuildWithMemoryWritesNothingAndReadsNoPage() throws {
        let content = TempContent(copyingSample: true)
        let memory = BuildMemory()
        let options = Self.options(content, "Out")
        #expect(SiteBuild(configuration: options, stages: .watching(memory)).run().summary?.written ?? 0 > 50)
        let again = SiteBuild(configuration: options, stages: .watching(memory)).run()
        #expect(again.summary?.written == 0)
        // A page changed behind the generator's back is noticed and put right even with memory.
        let page = options.output + "/crew/index.html"
        try Data("tampered".utf8).write(to: URL(fileURLWithPath: page))
        let repaired = SiteBuild(configuration: options, stages: .watching(memory)).run()
        #expect(repaired.summary?.written == 1)
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("<!DOCTYPE html>"))
    }
}

extension TempContent {
    func replace(_ relative: String, _ old: String, _ new: String) {
        let text = try! String(contentsOfFile: path(relative), encoding: .utf8)
        precondition(text.contains(old), "\(relative) has no \(old)")
        write(relative, text.replacingOccurrences(of: old, with: new))
    }
}
