import Foundation
import Testing
@testable import TourContent
@testable import TourViews

/// Editions people can say: "Edition 12 · 2 Mar 2027", one up with every build that changed what
/// the role sees (kept in the record), beside the checksum of what it sees.
struct EditionTests {
    static let (first, second, third) = (CalendarRevisionTests.first, CalendarRevisionTests.second, CalendarRevisionTests.third)

    /// `Edition 2 · 30 Nov 2026` as print.html's every printed page says it (the checksum after).
    static func edition(_ content: TempContent, _ role: String) throws -> String {
        let page = try ChangesPageTests.text(content, "\(role)/print.html")
        let header = try #require(page.between("@top-right { content: \"", "\""))
        let parts = header.components(separatedBy: " · ")
        #expect(parts.count == 3 && parts[2].count == 8, "\(header)")
        // The cover and the home page say the same.
        #expect(page.contains("<p class=\"edition\">\(parts[0]) · <time datetime="), "\(role)")
        #expect(try ChangesPageTests.text(content, "\(role)/index.html").contains("<p class=\"last-changed\">\(parts[0]) · "), "\(role)")
        #expect(try ChangesPageTests.text(content, "\(role)/changes.html").contains("This book is at <strong>\(parts[0])</strong>, made "), "\(role)")
        return parts.prefix(2).joined(separator: " · ")
    }

    static func build(_ content: TempContent, at time: Int64) {
        let outcome = CalendarRevisionTests.build(content, at: time)
        #expect(outcome.failure == nil, "\(outcome.log.sorted.map(\.description))")
    }

    static func editions(_ content: TempContent) throws -> [String] {
        try ["management", "crew", "local", "guests"].map { try edition(content, $0) }
    }

    /// Dates in the tour's home zone (Toronto): the builds are at 29 Nov 19:53, 30 Nov 23:40 and
    /// 2 Dec 03:26 there.
    @Test func theNumberGoesUpWithEveryBuildThatChangesWhatTheRoleSees() throws {
        let content = TempContent(copyingSample: true)
        Self.build(content, at: Self.first)
        #expect(try Self.editions(content) == Array(repeating: "Edition 1 · 29 Nov 2026", count: 4))
        // A room is travel: management and crew see it, local crew and guests do not.
        content.replace("days/2027-03-13.json", #""person": "mateo", "room": "212""#, #""person": "mateo", "room": "218""#)
        Self.build(content, at: Self.second)
        #expect(try Self.editions(content) == ["Edition 2 · 30 Nov 2026", "Edition 2 · 30 Nov 2026", "Edition 1 · 29 Nov 2026", "Edition 1 · 29 Nov 2026"])
        // Nothing changed: every edition stays.
        Self.build(content, at: Self.third)
        #expect(try Self.editions(content) == ["Edition 2 · 30 Nov 2026", "Edition 2 · 30 Nov 2026", "Edition 1 · 29 Nov 2026", "Edition 1 · 29 Nov 2026"])
        // A schedule item: everyone with the schedule tab; guests have none.
        content.replace("days/2027-03-13.json", #""time": "08:30", "title": "Load in""#, #""time": "09:00", "title": "Load in""#)
        Self.build(content, at: Self.third + 86_400)
        #expect(try Self.editions(content) == ["Edition 3 · 3 Dec 2026", "Edition 3 · 3 Dec 2026", "Edition 2 · 3 Dec 2026", "Edition 1 · 29 Nov 2026"])
    }

    /// A record written before editions gives each role one more than the builds it lists for
    /// it: the same numbers as a record that kept them all along.
    @Test func aRecordWithoutEditionsStartsFromTheBuildsItLists() throws {
        let content = TempContent(copyingSample: true)
        Self.build(content, at: Self.first)
        content.replace("days/2027-03-13.json", #""person": "mateo", "room": "212""#, #""person": "mateo", "room": "218""#)
        Self.build(content, at: Self.second)
        let record = content.root.appendingPathComponent("Output/.tourbook-record")
        let lines = try String(contentsOf: record, encoding: .utf8).components(separatedBy: "\n")
        #expect(lines.contains { $0.hasPrefix("edition\tcrew\t2\t") })
        try lines.filter { !$0.hasPrefix("edition\t") }.joined(separator: "\n").write(to: record, atomically: true, encoding: .utf8)
        content.replace("days/2027-03-13.json", #""time": "08:30", "title": "Load in""#, #""time": "09:00", "title": "Load in""#)
        Self.build(content, at: Self.third)
        #expect(try Self.editions(content) == ["Edition 3 · 2 Dec 2026", "Edition 3 · 2 Dec 2026", "Edition 2 · 2 Dec 2026", "Edition 1 · 29 Nov 2026"])
    }

    /// A role added to tour.json later starts at 1 on the day it is first built.
    @Test func aNewRoleStartsAtOne() throws {
        let content = TempContent(copyingSample: true)
        Self.build(content, at: Self.first)
        content.replace("tour.json", #""roles": {"#, #""roles": { "press": { "title": "Press", "tabs": ["schedule"] },"#)
        Self.build(content, at: Self.second)
        #expect(try Self.edition(content, "press") == "Edition 1 · 30 Nov 2026")
        #expect(try Self.edition(content, "local") == "Edition 1 · 29 Nov 2026")
    }

    /// The record keeps the number itself: past the 50 builds a changes page lists, it still
    /// counts on.
    @Test func theRecordKeepsTheNumberPastTheListedBuilds() throws {
        let earlier = BuildRecord(started: 100, editions: ["crew": BuildRecord.Edition(number: 60, time: 500)])
        let decoded = try #require(BuildRecord.decoded(earlier.encoded()))
        #expect(decoded == earlier)
        let crew = Role(id: "crew", title: "Crew", tabs: [.schedule, .travel])
        let change = ChangeEntry(time: 900, note: nil, changes: [Change(tab: .travel, text: "The Drake Hotel: a room")])
        #expect(BuildHistory.editions([crew], earlier: decoded, latest: change, time: 900)["crew"] == BuildRecord.Edition(number: 61, time: 900))
        #expect(BuildHistory.editions([crew], earlier: decoded, latest: nil, time: 900)["crew"] == BuildRecord.Edition(number: 60, time: 500))
    }
}
