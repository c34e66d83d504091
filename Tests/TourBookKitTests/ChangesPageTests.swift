import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TourBookKit

/// Every rebuild tells each role, in words, what moved: `changes.html`, `changes.xml` (Atom),
/// the marks on day pages and the home page's line, from the record of earlier builds.
struct ChangesPageTests {
    static let first = CalendarRevisionTests.first
    static let second = CalendarRevisionTests.second

    /// The sample, built once, edited by `edit`, and built again (`note`: the tour manager's words).
    static func rebuilt(_ edit: (TempContent) -> Void, note: String? = nil) throws -> (TempContent, SiteBuild.Outcome) {
        let content = TempContent(copyingSample: true)
        #expect(CalendarRevisionTests.build(content, at: first).summary != nil)
        edit(content)
        var options = IncrementalBuildTests.options(content, "Output")
        options.time = second
        options.note = note
        let outcome = SiteBuild(options: options).run()
        #expect(outcome.failure == nil, "\(outcome.log.sorted.map(\.description))")
        return (content, outcome)
    }

    static func text(_ content: TempContent, _ path: String) throws -> String {
        try String(contentsOf: content.root.appendingPathComponent("Output/\(path)"), encoding: .utf8)
    }

    /// The lines of a role's latest entry, as plain text.
    static func latestLines(_ content: TempContent, role: String) throws -> [String] {
        let page = try text(content, "\(role)/changes.html")
        guard let list = page.firstMatch(of: /<ul class="change-list">([\s\S]*?)<\/ul>/) else { return [] }
        return list.1.matches(of: /<li>([\s\S]*?)<\/li>/).map { match in
            String(match.1).replacing(/<[^>]+>/, with: "").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&gt;", with: ">")
        }
    }

    @Test func theFirstBuildHasNoChangesAndSaysSo() throws {
        let content = TempContent(copyingSample: true)
        #expect(CalendarRevisionTests.build(content, at: Self.first).summary != nil)
        let page = try Self.text(content, "crew/changes.html")
        #expect(page.contains("No changes yet: this tour book was first built <time datetime=\"2026-11-30T00:53:20Z\">"))
        #expect(!page.contains("change-entry"))
        #expect(try Self.text(content, "crew/index.html").contains("<a href=\"changes.html\">What changed</a>: nothing yet"))
        #expect(try Self.text(content, "crew/changes.xml").contains("<updated>2026-11-30T00:53:20Z</updated>"))
        #expect(try !Self.text(content, "crew/changes.xml").contains("<entry>"))
    }

    @Test func aMovedItemIsListedMarkedAndInTheFeed() throws {
        let (content, _) = try Self.rebuilt({ c in
            c.replace("days/2027-03-13.json", #"{ "time": "08:30", "title": "Load in""#, #"{ "time": "09:00", "title": "Load in""#)
        }, note: "Later load-in for the curfew")
        for role in ["crew", "local", "management", "band"] {
            #expect(try Self.latestLines(content, role: role) == ["Sat 13 Mar · Load in moved 08:30 → 09:00"], "\(role)")
        }
        let crew = try Self.text(content, "crew/changes.html")
        #expect(crew.contains("<a href=\"days/2027-03-13.html\">Sat 13 Mar</a>"))
        #expect(crew.contains("<p class=\"change-note\">Later load-in for the curfew</p>"))
        let day = try Self.text(content, "crew/days/2027-03-13.html")
        #expect(day.contains("<span class=\"title\">Load in</span> <span class=\"changed-chip\">Changed · was 08:30</span>"))
        #expect(day.contains("<a href=\"../changes.html\">What changed</a>"))
        #expect(try !Self.text(content, "crew/days/2027-03-14.html").contains("changed-chip"), "only the changed day is marked")
        #expect(try Self.text(content, "crew/index.html").contains("Last changed <time datetime=\"2026-12-01T04:40:00Z\">"))
        // The guests see no schedule: nothing changed for them, and nothing says so.
        #expect(try Self.latestLines(content, role: "guests").isEmpty)
        let feed = try Self.text(content, "crew/changes.xml")
        #expect(feed.contains("<title>1 change: Later load-in for the curfew</title>"))
        #expect(feed.contains("Sat 13 Mar · Load in moved 08:30 → 09:00"))
        #expect(feed.contains("<updated>2026-12-01T04:40:00Z</updated>"))
    }

    @Test(arguments: [
        ("an added item", "days/2027-03-13.json", #"{ "time": "08:30", "title": "Load in""#,
         #"{ "time": "07:45", "title": "Rigging call" }, { "time": "08:30", "title": "Load in""#, "Sat 13 Mar · Added Rigging call 07:45"),
        ("a removed item", "days/2027-03-13.json", #"{ "time": "15:00", "title": "Soundcheck" },"#, "", "Sat 13 Mar · Removed Soundcheck 15:00"),
        ("an edited field", "days/2027-03-13.json", #""title": "Load in", "location": "Loading bay, Shuter St""#,
         #""title": "Load in", "location": "Loading bay, Victoria St""#, "Sat 13 Mar · Load in: Where Loading bay, Shuter St → Loading bay, Victoria St"),
    ])
    func eachKindOfEditReadsInPlainWords(_ name: String, _ file: String, _ old: String, _ new: String, _ line: String) throws {
        let (content, _) = try Self.rebuilt { $0.replace(file, old, new) }
        #expect(try Self.latestLines(content, role: "crew") == [line], "\(name)")
    }

    @Test func aRoomChangeReachesOnlyRolesWithTravel() throws {
        let (content, _) = try Self.rebuilt { c in
            c.replace("days/2027-03-13.json", #""person": "mateo", "room": "212""#, #""person": "mateo", "room": "218""#)
        }
        #expect(try Self.latestLines(content, role: "crew") == ["Sat 13 Mar · The Drake Hotel: Mateo Álvarez Ruiz's room 212 → 218"])
        #expect(try Self.latestLines(content, role: "local").isEmpty)
        #expect(try !Self.text(content, "local/changes.xml").contains("<entry>"))
    }

    @Test func aNotesFileCountsAsEditedAndAClosedTabLeavesNoTrace() throws {
        let content = TempContent(copyingSample: true)
        #expect(CalendarRevisionTests.build(content, at: Self.first).summary != nil)
        let local = content.root.appendingPathComponent("Output/local").path
        let before = RegenerationTests.snapshot(URL(fileURLWithPath: local))
        content.write("days/2027-03-15.travel.md", "Passports out at the border.\n")
        #expect(CalendarRevisionTests.build(content, at: Self.second).summary != nil)
        #expect(try Self.latestLines(content, role: "crew") == ["Mon 15 Mar · Travel notes edited"])
        // Local crew can't open travel: not one of its files was rewritten.
        let after = RegenerationTests.snapshot(URL(fileURLWithPath: local))
        #expect(after.keys.sorted() == before.keys.sorted())
        for (path, (bytes, mtime)) in before { #expect(after[path]?.0 == bytes && after[path]?.1 == mtime, "local/\(path) was rewritten") }
    }

    /// A tour's id comes from its name: renaming it gives every calendar event a new UID, but
    /// no item moved, so no role gets a page of removed and added items.
    @Test func renamingTheTourChangesNoItem() throws {
        let (content, outcome) = try Self.rebuilt { c in c.replace("tour.json", "Harbour Lights Tour 2027", "Harbour Lights 2027") }
        #expect(outcome.summary?.written ?? 0 > 0)
        #expect(try Self.latestLines(content, role: "crew").isEmpty)
    }

    @Test func aNoteWithNothingChangedIsAWarning() throws {
        // A file changed (so the build runs), but nothing it publishes did.
        let (_, outcome) = try Self.rebuilt({ c in c.replace("tour.json", "{", "{ ") }, note: "Nothing really")
        #expect(outcome.log.warnings.contains { $0.message.contains("nothing changed since the last build") })
    }

    @Test func theFeedIsWellFormedAtom() throws {
        let (content, _) = try Self.rebuilt({ c in
            c.replace("days/2027-03-13.json", #"{ "time": "08:30", "title": "Load in""#, #"{ "time": "09:00", "title": "Load in & <rig>""#)
        }, note: "Quotes \" and ampersands & survive")
        let data = try Data(contentsOf: content.root.appendingPathComponent("Output/crew/changes.xml"))
        let parser = XMLParser(data: data)
        #expect(parser.parse(), "changes.xml is not well-formed: \(String(describing: parser.parserError))")
        let feed = String(decoding: data, as: UTF8.self)
        #expect(feed.contains("<content type=\"text\">Quotes &quot; and ampersands &amp; survive"))
        let page = try Self.text(content, "crew/changes.html")
        #expect(page.contains("Load in &amp; &lt;rig&gt;") && !page.contains("<rig>"), "the page escapes what it lists")
    }

    @Test func oldEntriesAreDroppedPastFiftyForEveryRole() {
        let roles = [Role(id: "crew", title: "Crew", tabs: [.schedule]), Role(id: "drivers", title: "Drivers", tabs: [.travel])]
        var entries = (0..<60).map { ChangeEntry(time: Int64(1000 - $0), note: nil, changes: [Change(tab: .schedule, text: "s\($0)")]) }
        entries.append(ChangeEntry(time: 1, note: nil, changes: [Change(tab: .travel, text: "old travel")]))
        let kept = BuildHistory.kept(entries, roles: roles)
        #expect(kept.count == 51, "the 50 newest schedule entries and the drivers' only one")
        #expect(kept.last?.changes.first?.text == "old travel")
    }
}
