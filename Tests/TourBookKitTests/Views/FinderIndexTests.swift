import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The finder's index: only what a role may see, safe inside a script element, in the home page.
struct FinderIndexTests {
    static func model() throws -> SiteModel {
        var options = BuildConfiguration()
        options.content = Paths.content.path
        return try #require(Preparation(configuration: options).run().model)
    }

    @Test func eachRoleGetsOnlyWhatItMaySee() throws {
        let model = try Self.model()
        func entries(_ tabs: Set<Tab>) -> [FinderEntry] { FinderIndex.entries(model, role: Role(id: "r", title: "R", tabs: tabs)) }
        let montreal = FinderEntry(date: "2027-03-09", label: "Tuesday 9 March", city: "Montréal, QC", venue: "MTELUS", kind: "festival", hotels: ["Hôtel Zéro1"])
        #expect(entries([.schedule, .travel])[1] == montreal)
        #expect(entries([.schedule])[1] == FinderEntry(date: "2027-03-09", label: "Tuesday 9 March", city: "Montréal, QC", venue: "MTELUS", kind: "festival"))
        #expect(entries([.travel])[1].venue == "")
        #expect(entries([]).allSatisfy { $0.venue.isEmpty && $0.hotels.isEmpty })
        #expect(entries([.schedule, .contacts]).allSatisfy { $0.hotels.isEmpty })
        // Every date gets an entry, the missing 12 March too.
        let all = entries([.schedule, .travel, .contacts])
        #expect(all.count == model.dates.count)
        #expect(all[4] == FinderEntry(date: "2027-03-12", label: "Friday 12 March"))
        #expect(all[8].hotels == ["The Hoxton, Holborn", "Premier Inn London King's Cross"])
    }

    @Test func jsonIsSafeInsideAScriptElementAndReadsBack() throws {
        let entry = FinderEntry(date: "2027-03-09", label: "Tuesday 9 March", city: "</script><!-- & \"x\" \\ \u{2028}\u{2029}\n\u{1}", kind: "show")
        let json = FinderIndex.json([entry])
        for bad in ["<", ">", "&", "\u{2028}", "\u{2029}", "\n"] { #expect(!json.contains(bad)) }
        let back = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String]])
        #expect(back == [entry.array])
    }

    @Test func theHomePageEmbedsTheIndexAndTheNoScriptPageShowsNoFinder() throws {
        let content = RoleVisibilityTests.content()
        let site = try SiteFixture(content: content)
        let home = try site.text("all/index.html")
        let start = try #require(home.range(of: #"<script type="application/json" id="finder-index">"#))
        let end = try #require(home[start.upperBound...].range(of: "</script>"))
        let embedded = String(home[start.upperBound..<end.lowerBound])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(embedded.utf8)) as? [[String]])
        #expect(entries.map { $0[0] } == ["2027-03-14", "2027-03-15"])
        #expect(entries[0].contains("zqschedvenuename") && entries[0].contains("zqtravhotel"))
        #expect(home.contains(#"<section class="finder" id="finder" aria-labelledby="finder-heading" hidden>"#))
        let none = try site.text("none/index.html")
        #expect(!none.contains("zqtravhotel") && !none.contains("zqschedvenuename"))
    }
}
