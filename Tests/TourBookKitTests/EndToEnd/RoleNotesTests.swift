import Foundation
import Testing
@testable import TourContent
@testable import TourViews

/// Notes for one role (`tour.<role>.md`, `days/<date>.<role>.md`): the sample's guests and
/// local crew have their own, and no other role gets a byte of them or of their changes.
struct RoleNotesTests {
    static let guestsLine = "Your wristband waits at the box office"
    static let localLine = "in steel-toe boots"

    @Test func aRoleSeesItsOwnNotesAndNoOtherRoleDoes() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true))
        #expect(try site.text("guests/index.html").contains(Self.guestsLine))
        #expect(try site.text("guests/print.html").contains(Self.guestsLine))
        #expect(try site.text("local/days/2027-03-17.html").contains(Self.localLine))
        #expect(try site.text("local/print.html").contains(Self.localLine))
        // Headed by the role's title: whose they are, and a landmark name of their own.
        #expect(try site.text("guests/index.html").contains(#"<section class="notes tour-notes" aria-label="Guests for the tour">"#))
        #expect(try site.text("local/days/2027-03-17.html").contains(#"<h2 class="notes-label">Local crew</h2>"#))
        for role in ["management", "band", "crew", "local", "guests"] {
            let folder = site.contents(ofRole: role)
            if role != "guests" { #expect(!folder.contains { $0.text.contains(Self.guestsLine) }, "\(role) holds the guests' notes") }
            if role != "local" { #expect(!folder.contains { $0.text.contains(Self.localLine) }, "\(role) holds the local crew's notes") }
        }
    }

    /// An edit to a role's notes is a change for that role only: a line, a new edition, and
    /// nothing for anyone else, through the record of the build before.
    @Test func aChangeToARolesNotesIsListedOnlyForThatRole() throws {
        let content = TempContent(copyingSample: true)
        _ = try SiteFixture(content: content)
        content.replace("days/2027-03-17.local.md", "ten minutes", "fifteen minutes")
        let site = try SiteFixture(content: content)
        #expect(try site.text("local/index.html").contains("Edition 2 ·"))
        #expect(try site.text("local/changes.html").contains(#"href="days/2027-03-17.html""#))
        for role in ["management", "band", "crew", "guests"] {
            #expect(try site.text("\(role)/index.html").contains("Edition 1 ·"), "\(role): a new edition for another role's notes")
        }
        // The record keeps whose notes and changes they are.
        content.remove("days/2027-03-17.local.md")
        let after = try SiteFixture(content: content)
        #expect(try after.text("local/index.html").contains("Edition 3 ·"))
        #expect(try after.text("crew/index.html").contains("Edition 1 ·"))
    }

    @Test func theRecordKeepsWhoseNotesAndChangesTheyAre() throws {
        var record = BuildRecord()
        record.started = 1
        record.notes["days/2027-03-17.local.md"] = PublishedNotes(file: "days/2027-03-17.local.md", tab: nil, role: "local",
                                                                 date: CivilDate(iso: "2027-03-17"), hash: 7)
        record.entries = [ChangeEntry(time: 2, note: nil, changes: [Change(tab: nil, date: CivilDate(iso: "2027-03-17"), uid: nil,
                                                                           text: "Day notes edited", was: nil, audience: .only("local")),
                                                                    Change(tab: .schedule, date: CivilDate(iso: "2027-03-17"), uid: "load-in@t",
                                                                           text: "Load in added", was: "", audience: Audience(roles: ["local", "crew"]))])]
        // An item for two roles, with no facts and with one.
        record.items["load-in@t"] = PublishedItem(uid: "load-in@t", date: CivilDate(iso: "2027-03-17")!, tab: .schedule, label: "", title: "Load in",
                                                  time: "12:00", facts: [], rooms: [], audience: Audience(roles: ["local", "crew"]))
        record.items["shuttle@t"] = PublishedItem(uid: "shuttle@t", date: CivilDate(iso: "2027-03-17")!, tab: .travel, label: "Shuttle", title: "Hotel",
                                                  time: "11:00", facts: [.init(label: "Note", value: "for=everyone")], rooms: [], audience: .only("crew"))
        let decoded = try #require(BuildRecord.decoded(record.encoded()))
        #expect(decoded.notes == record.notes && decoded.entries == record.entries && decoded.items == record.items)
        #expect(decoded.entries[0].visible(to: Visibility(tabs: [], role: "local")).count == 1)
        #expect(decoded.entries[0].visible(to: Visibility(tabs: [.schedule], role: "crew")).map(\.text) == ["Load in added"])
        #expect(decoded.entries[0].visible(to: Visibility(tabs: [.schedule], role: "band")).isEmpty)
        #expect(decoded.entries[0].visible(to: Visibility(tabs: Set(Tab.allCases), bookings: true)).isEmpty)
    }
}
