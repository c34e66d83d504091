import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Mustache
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

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
        let outcome = SiteBuild(configuration: options).run()
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

    /// A feed's and an entry's id: a version 8 UUID whose digits are the name's two hashes,
    /// its variant taken from the 17th digit.
    @Test func anAtomIdIsAUUIDMadeOfTheNamesHashes() {
        for n in 0..<64 {
            let name = "tour-\(n)/crew/\(1_790_000_000 + n)"
            let digits = Array(ContentHash.hex(ContentHash.xxh64(Array(("a:" + name).utf8))) + ContentHash.hex(ContentHash.xxh64(Array(("b:" + name).utf8))))
            let variant = ["8", "9", "a", "b"][digits[16].hexDigitValue! % 4]
            let expected = "urn:uuid:" + String(digits[0..<8]) + "-" + String(digits[8..<12]) + "-8" + String(digits[13..<16]) + "-" + variant
                + String(digits[17..<20]) + "-" + String(digits[20..<32])
            #expect(ChangesFeed.uuid(name) == expected)
        }
    }

    /// A change's words with a digit or a hyphen in them, in any script, are kept on one line.
    @Test func wordsWithADigitOrAHyphenAreKeptWhole() {
        let runs = ChangesPage.words("Room 1203 now at Hôtel 12b, check-out ½ past ٣ Café")
        let expected: [(String, Bool)] = [("Room ", false), ("1203", true), (" now at Hôtel ", false), ("12b,", true), (" ", false),
                                          ("check-out", true), (" ", false), ("½", true), (" past ", false), ("٣", true), (" Café", false)]
        #expect(runs == expected.map { MustacheValue.fields(["text": .string($0.0), "whole": $0.1 ? .bool(true) : nil]) })
        let ascii: [(String, Bool)] = [("Flight ", false), ("BA-885", true), ("  moved to ", false), ("14:30", true)]
        #expect(ChangesPage.words("Flight BA-885  moved to 14:30")
                    == ascii.map { MustacheValue.fields(["text": .string($0.0), "whole": $0.1 ? .bool(true) : nil]) })
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
        ("a removed item", "days/2027-03-13.json", #"{ "time": "15:00", "title": "Soundcheck", "for": ["management", "band", "crew", "local"] },"#, "", "Sat 13 Mar · Removed Soundcheck 15:00"),
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
        let before = RebuildTests.snapshot(URL(fileURLWithPath: local))
        content.write("days/2027-03-15.travel.md", "Passports out at the border.\n")
        #expect(CalendarRevisionTests.build(content, at: Self.second).summary != nil)
        #expect(try Self.latestLines(content, role: "crew") == ["Mon 15 Mar · Travel notes edited"])
        // Local crew can't open travel: not one of its files was rewritten.
        let after = RebuildTests.snapshot(URL(fileURLWithPath: local))
        #expect(after.keys.sorted() == before.keys.sorted())
        for (path, (bytes, mtime)) in before { #expect(after[path]?.0 == bytes && after[path]?.1 == mtime, "local/\(path) was rewritten") }
    }

    /// An item whose `id` is the UID another item is given (a hotel `michelberger`'s check-out is
    /// `michelberger-checkout`) is told apart as `…-x2@…`, the later of the two in date and
    /// timeline order. The day pages mark by the UIDs the feeds and the record use, so an edit of
    /// that item marks it.
    @Test func anItemWhoseUIDIsTakenIsMarkedWhereItChanged() throws {
        let content = TempContent(copyingSample: true)
        content.replace("days/2027-03-19.json", #"{ "name": "Michelberger Hotel", "address""#, #"{ "id": "michelberger", "name": "Michelberger Hotel", "address""#)
        content.replace("days/2027-03-22.json", #"{ "time": "04:45", "title": "Lobby call""#, #"{ "time": "05:30", "id": "michelberger-checkout", "title": "Lobby call""#)
        #expect(CalendarRevisionTests.build(content, at: Self.first).summary != nil)
        #expect(try Self.text(content, "crew/calendar.ics").contains("UID:michelberger-checkout-x2@"), "the lobby call's UID")
        content.replace("days/2027-03-22.json", #""time": "05:30", "id": "michelberger-checkout""#, #""time": "05:45", "id": "michelberger-checkout""#)
        #expect(CalendarRevisionTests.build(content, at: Self.second).summary != nil)
        #expect(try Self.latestLines(content, role: "crew") == ["Mon 22 Mar · Lobby call moved 05:30 → 05:45"])
        #expect(try Self.text(content, "crew/days/2027-03-22.html")
            .contains("<span class=\"title\">Lobby call</span> <span class=\"changed-chip\">Changed · was 05:30</span>"))
    }

    /// An item added in this build is marked new, even when another change of the same build
    /// names the same item (a record can hold both).
    @Test(arguments: [["", "08:30"], ["08:30", ""], ["08:30", "", "Where Hall A"]])
    func anAddedItemIsMarkedNew(_ was: [String]) {
        let date = CivilDate(iso: "2027-03-13")!
        let changes = was.map { Change(tab: .schedule, date: date, uid: "load-in@tour", text: "…", was: $0) }
        #expect(BuildHistory.marks(changes) == [date: ["load-in@tour": ""]])
        #expect(BuildHistory.marks([Change(tab: .schedule, date: date, uid: "a@t", text: "…", was: "08:30"),
                                    Change(tab: .schedule, date: date, uid: "a@t", text: "…", was: "Where Hall A")])
                == [date: ["a@t": "08:30; Where Hall A"]])
    }

    /// A notes file is the same file wherever the content folder sits: the same edit made after
    /// the folder moved to another path gives the changes pages of an edit made in place.
    @Test func theSameEditFromAnotherFolderPathGivesTheSameChangesPages() throws {
        let inPlace = TempContent(copyingSample: true), moved = TempContent(copyingSample: true)
        for content in [inPlace, moved] { #expect(CalendarRevisionTests.build(content, at: Self.first).summary != nil) }
        let elsewhere = moved.root.appendingPathComponent("Elsewhere/Tour")
        try FileManager.default.createDirectory(at: elsewhere.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: moved.content, to: elsewhere)
        let edit = (#"{ "time": "08:30", "title": "Load in""#, #"{ "time": "09:00", "title": "Load in""#)
        inPlace.replace("days/2027-03-13.json", edit.0, edit.1)
        try Data(try String(contentsOf: elsewhere.appendingPathComponent("days/2027-03-13.json"), encoding: .utf8)
            .replacingOccurrences(of: edit.0, with: edit.1).utf8).write(to: elsewhere.appendingPathComponent("days/2027-03-13.json"))
        #expect(CalendarRevisionTests.build(inPlace, at: Self.second).summary != nil)
        var options = IncrementalBuildTests.options(moved, "Output")
        options.content = elsewhere.path
        options.time = Self.second
        #expect(SiteBuild(configuration: options).run().failure == nil)
        for role in ["management", "crew", "band", "local", "guests"] {
            for page in ["changes.html", "changes.xml"] {
                #expect(try Self.text(moved, "\(role)/\(page)") == Self.text(inPlace, "\(role)/\(page)"), "\(role)/\(page)")
            }
            #expect(try Self.latestLines(moved, role: role).allSatisfy { !$0.contains("notes") }, "\(role)")
        }
    }

    /// Records written before notes were known by their path inside the content folder held the
    /// folder's own path in front; they read as the same files.
    @Test(arguments: [("/home/tm/Spring Tour/tour.md", "tour.md"), ("Content/days/2027-03-09.travel.md", "days/2027-03-09.travel.md"),
                      ("days/2027-03-09.md", "days/2027-03-09.md"), ("tour.md", "tour.md"), ("/srv/days/tour.md", "tour.md")])
    func notesInAnOlderRecordAreKnownByTheirPathInTheContentFolder(_ recorded: String, _ path: String) {
        #expect(PublishedNotes.contentPath(recorded: recorded) == path)
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
