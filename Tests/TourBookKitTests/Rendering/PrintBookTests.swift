import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// print.html as paper: every printed page names the tour, the role and the edition with its
/// checksum (a hash of what the role can see, never the clock), and dates on which the role has
/// nothing share a page.
@Suite struct PrintBookTests {
    /// The checksum after `Edition 1 · 29 Nov 2026 · ` in the printed pages' margin.
    static func checksum(_ site: SiteFixture, _ role: String) throws -> String {
        let page = try site.text("\(role)/print.html")
        let header = try #require(page.between("@top-right { content: \"Edition ", "\""))
        return try #require(header.components(separatedBy: " · ").last)
    }

    @Test func theChecksumFollowsWhatTheRoleSeesAndNothingElse() throws {
        let first = try SiteFixture(content: TempContent(copyingSample: true))
        let again = try SiteFixture(content: TempContent(copyingSample: true))
        for role in ["management", "crew", "local", "guests"] {
            #expect(try Self.checksum(first, role) == Self.checksum(again, role), "\(role): same content, same checksum")
        }
        // A room is travel: the roles with travel get a new checksum, the others keep theirs.
        let edited = TempContent(copyingSample: true)
        let day = edited.path("days/2027-03-09.json")
        let text = try String(contentsOfFile: day, encoding: .utf8)
        let moved = text.replacingOccurrences(of: "\"room\": \"", with: "\"room\": \"9", options: [], range: text.range(of: "\"room\": \""))
        #expect(moved != text)
        try moved.write(toFile: day, atomically: true, encoding: .utf8)
        let after = try SiteFixture(content: edited)
        #expect(try Self.checksum(after, "crew") != Self.checksum(first, "crew"))
        #expect(try Self.checksum(after, "management") != Self.checksum(first, "management"))
        #expect(try Self.checksum(after, "local") == Self.checksum(first, "local"))
        #expect(try Self.checksum(after, "guests") == Self.checksum(first, "guests"))
        #expect(try Self.checksum(first, "crew") != Self.checksum(first, "local"))
    }

    @Test func everyPrintedPageIsHeadedWithTourAndRole() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true))
        for page in ["crew/print.html", "crew/days/2027-03-13.html", "local/index.html"] {
            let html = try site.text(page)
            let role = page.hasPrefix("crew") ? "Crew" : "Local crew"
            #expect(html.contains("@top-left { content: \"Harbour Lights Tour 2027 · \(role)\""), "\(page)")
            // Only the book, the home page and the changes page carry the edition: a day page is
            // rewritten only when its day changes.
            #expect(html.contains("@top-right") == (page.hasSuffix("print.html") || page.hasSuffix("index.html")), "\(page)")
        }
    }

    @Test func aTourNameCannotEndTheStyleElement() throws {
        let content = TempContent()
        content.write("tour.json", TempContent.tour.replacingOccurrences(of: "Test Tour", with: #"A \"quoted\" </style><script>x</script> tour"#))
        let page = try SiteFixture(content: content).text("crew/print.html")
        let style = try #require(page.components(separatedBy: "<style media=\"print\">").dropFirst().first?.components(separatedBy: "</style>").first)
        #expect(style.contains(#"A \22 quoted\22  \3c /style>\3c script>x\3c /script> tour · Crew"#))
        #expect(!page.contains("<script>x"))
    }

    @Test func datesWithNothingForTheRoleShareOnePrintedPage() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true))
        let guests = try site.text("guests/print.html")
        let pages = guests.components(separatedBy: "<div class=\"print-day").dropFirst()
        let quiet = pages.filter { $0.hasPrefix(" quiet") }
        #expect(!quiet.isEmpty)
        // Every date is still there, once; a quiet page holds only dates with nothing to show.
        #expect(guests.components(separatedBy: "<article class=\"day").count - 1 == 15)
        for page in quiet {
            #expect(!page.contains("class=\"timeline\""))
            #expect(!page.contains("class=\"card venue\""))
        }
        #expect(quiet.contains { $0.components(separatedBy: "<article").count - 1 > 1 }, "consecutive quiet dates run together")
        let crewPages = try site.text("crew/print.html").components(separatedBy: "<div class=\"print-day").count - 1
        #expect(pages.count < crewPages)
    }
}

/// print.html makes no date's value for its pages unless its templates read `day` inside
/// `printDays` (`TemplateLibrary.namesLookedUp(by:within:)`): a template that does, directly or
/// from a block that a partial there leaves for an override, gets every printed page's `day`, in
/// a fresh build and in one that took the other dates' bodies from the store.
struct PrintTemplateDayTests {
    static let foot = #"{{#day}}<p class="print-foot">{{dateLong}}</p>{{/day}}"#

    enum Form: String, CaseIterable, CustomTestStringConvertible {
        case inTheSection, inABlockOfAPartial
        var testDescription: String { rawValue }
    }

    static func customize(_ templates: URL, _ form: Form) throws {
        let print = templates.appendingPathComponent("print.mustache")
        var text = try String(contentsOf: print, encoding: .utf8)
        let section = "<div class=\"print-day{{#quiet}} quiet{{/quiet}}\">\n{{{body}}}\n</div>"
        #expect(text.contains(section))
        switch form {
        case .inTheSection:
            text = text.replacingOccurrences(of: section, with: "<div class=\"print-day{{#quiet}} quiet{{/quiet}}\">\n{{{body}}}\n\(foot)\n</div>")
        case .inABlockOfAPartial:
            text = text.replacingOccurrences(of: section, with: "{{>partials/print-day}}")
                .replacingOccurrences(of: "{{<layout}}\n", with: "{{<layout}}\n{{$printDayFoot}}\(foot){{/printDayFoot}}\n")
            try Data("<div class=\"print-day{{#quiet}} quiet{{/quiet}}\">\n{{{body}}}\n{{$printDayFoot}}{{/printDayFoot}}\n</div>\n".utf8)
                .write(to: templates.appendingPathComponent("partials/print-day.mustache"))
        }
        try Data(text.utf8).write(to: print)
    }

    @Test(arguments: Form.allCases) func aPrintTemplateMayReadEachPagesDay(_ form: Form) throws {
        let content = TempContent(copyingSample: true)
        let templates = content.root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: Paths.templates, to: templates)
        try Self.customize(templates, form)
        var built = IncrementalBuildTests.options(content, "Output"), fresh = IncrementalBuildTests.options(content, "Fresh")
        (built.templates, fresh.templates) = (templates.path, templates.path)
        for step in 0..<2 {
            if step == 1 {
                // The fresh build starts from the same earlier record.
                try IncrementalBuildTests.copyBookkeeping(from: built.output, to: fresh.output)
                content.replace("days/2027-03-10.json", "\"Load in\"", "\"Load in (dock B)\"")
            }
            #expect(SiteBuild(configuration: built).run().failure == nil)
            let page = try String(contentsOfFile: built.output + "/crew/print.html", encoding: .utf8)
            let pages = page.components(separatedBy: "<div class=\"print-day").count - 1
            #expect(pages > 5 && page.components(separatedBy: "<p class=\"print-foot\">").count - 1 == pages, "step \(step)")
            #expect(page.contains("<p class=\"print-foot\">Saturday, 20 March 2027</p>"))
        }
        #expect(SiteBuild(configuration: fresh).run().failure == nil)
        #expect(try String(contentsOfFile: fresh.output + "/crew/print.html", encoding: .utf8)
                == String(contentsOfFile: built.output + "/crew/print.html", encoding: .utf8))
    }
}
