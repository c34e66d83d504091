import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourOutput

/// `tourbook build --explain`: one line per file written, saying what in its input changed.
struct BuildExplanationTests {
    static func explained(_ content: TempContent, _ edit: (TempContent) -> Void, templates: String? = nil) -> (SiteBuild.Outcome, [String: String]) {
        var configuration = IncrementalBuildTests.options(content, "Output")
        configuration.explain = true
        if let templates { configuration.templates = templates }
        _ = SiteBuild(configuration: configuration).run()
        edit(content)
        let outcome = SiteBuild(configuration: configuration).run()
        var reasons: [String: String] = [:]
        for line in outcome.explanations {
            let split = line.range(of: ": ")!
            reasons[String(line[..<split.lowerBound])] = String(line[split.upperBound...])
        }
        return (outcome, reasons)
    }

    @Test func everyFileWrittenHasOneLine() throws {
        let (outcome, reasons) = Self.explained(TempContent(copyingSample: true)) { c in
            c.replace("days/2027-03-10.json", "\"Load in\"", "\"Load in (dock B)\"")
        }
        #expect(outcome.explanations.count == outcome.summary?.written)
        #expect(reasons.count == outcome.explanations.count, "one line per file")
        #expect(reasons["crew/days/2027-03-10.html"] == "changed: the day's body")
        #expect(reasons["crew/print.html"] == "changed: the edition, the days' bodies")
        #expect(reasons["crew/calendar.ics"]?.contains("(new)") == true)
        #expect(reasons["crew/sw.js"] == "the files it lists changed")
        #expect(reasons["crew/days/2027-03-11.html"] == nil, "a page that did not change is not written")
    }

    /// A day contact's new title: its day's vCard names the card, the day page its body.
    @Test func aContactsCardIsNamed() throws {
        let (_, reasons) = Self.explained(TempContent(copyingSample: true)) { c in
            c.replace("days/2027-03-17.json", "\"role\": \"Backline hire\"", "\"role\": \"Backline hire and repairs\"")
        }
        #expect(reasons["management/days/2027-03-17.vcf"]?.hasPrefix("changed: the card contact-") == true, "\(reasons["management/days/2027-03-17.vcf"] ?? "none")")
        #expect(reasons["management/days/2027-03-17.vcf"]?.hasSuffix(" (Fairground Backline)") == true)
        #expect(reasons["management/days/2027-03-17.html"] == "changed: the day's body")
    }

    @Test func aCityShowsOnTheNeighboursPagers() throws {
        let (_, reasons) = Self.explained(TempContent(copyingSample: true)) { c in
            c.replace("days/2027-03-18.json", "\"Paris, France\"", "\"Paris, FR\"")
        }
        #expect(reasons["crew/days/2027-03-17.html"] == "changed: the link to the next day")
        #expect(reasons["crew/days/2027-03-19.html"] == "changed: the link to the previous day")
        #expect(reasons["crew/days/2027-03-18.html"] == "changed: the day's body")
    }

    @Test func aPageEditedByHandIsPutRightAndSaysSo() throws {
        let content = TempContent(copyingSample: true)
        let page = content.root.appendingPathComponent("Output/crew/days/2027-03-12.html").path
        let (_, reasons) = Self.explained(content) { _ in
            try! (try! String(contentsOfFile: page, encoding: .utf8) + "<!-- mine -->").write(toFile: page, atomically: false, encoding: .utf8)
        }
        #expect(reasons == ["crew/days/2027-03-12.html": "made from the same input, but the file was not as the last build left it"])
    }

    @Test func aNewRolesFilesAreNew() throws {
        let (_, reasons) = Self.explained(TempContent(copyingSample: true)) { c in
            c.replace("tour.json", #""guests":     { "title": "Guests",     "tabs": ["schedule"] }"#,
                      #""guests":     { "title": "Guests",     "tabs": ["schedule"] }, "drivers": { "title": "Drivers", "tabs": ["travel"] }"#)
        }
        #expect(reasons["drivers/index.html"] == "new: the last build did not leave it")
    }

    @Test func aTemplateEditSaysSo() throws {
        let content = TempContent(copyingSample: true)
        let templates = content.root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: Paths.templates, to: templates)
        let (_, reasons) = Self.explained(content, { _ in
            let day = templates.appendingPathComponent("day.mustache").path
            try! (try! String(contentsOfFile: day, encoding: .utf8) + "<!-- a -->\n").write(toFile: day, atomically: false, encoding: .utf8)
        }, templates: templates.path)
        #expect(reasons["crew/days/2027-03-10.html"] == "changed: the template day")
    }

    /// A page's template names it; so does a parent or partial it uses, by the page's template
    /// (the layout, every page's parent), or by its own name where the code renders it (a
    /// person's dates).
    @Test(arguments: [("partials/person-day.mustache", "<!-- a -->\n", "crew/people/daniel.html", "changed: the template partials/person-day, travel on "),
                      ("layout.mustache", "<!-- a -->\n", "crew/travel.html", "changed: the template travel"),
                      ("print.mustache", "<!-- a -->\n", "crew/print.html", "changed: the template print")])
    func aTemplatesEditNamesIt(_ file: String, _ added: String, _ page: String, _ reason: String) throws {
        let content = TempContent(copyingSample: true)
        let templates = content.root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: Paths.templates, to: templates)
        let (_, reasons) = Self.explained(content, { _ in
            let path = templates.appendingPathComponent(file).path
            try! (try! String(contentsOfFile: path, encoding: .utf8) + added).write(toFile: path, atomically: false, encoding: .utf8)
        }, templates: templates.path)
        #expect(reasons[page]?.hasPrefix(reason) == true, "\(page): \(reasons[page] ?? "not written")")
    }

    /// Another tourbook binary or zone data release moves every key; that is what is said.
    @Test func anotherBinarySaysSo() {
        let stamp = WrittenFiles.Stamp(hash: 6, file: FileStamp(device: 1, inode: 2, size: 3, modified: 4, changed: 5), key: 7)
        let explanation = BuildExplanation(made: ["crew/index.html": .init(key: 8, parts: [])], earlier: ["crew/index.html": stamp],
                                           earlierBase: 1, base: 2, earlierParts: InputParts())
        #expect(explanation.lines(written: ["crew/index.html"]) == ["crew/index.html: the tourbook binary or the time zone data changed"])
    }
}
