import Foundation
import Testing
@testable import TourContent
@testable import TourViews

/// Booking references (confirmations) go to the roles with `"bookings": true` only (the
/// sample's management), on every page and in every change line; no calendar feed carries one.
/// `RoleVisibilityPropertyTests` draws them in random tours; these follow one through edits.
@Suite(.endToEnd)
struct BookingTests {
    static let hoxton = "HOX-6627193"

    @Test func onlyRolesWithBookingsSeeConfirmationsAndNoFeedDoes() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true))
        let management = site.contents(ofRole: "management")
        #expect(management.contains { $0.path == "days/2027-03-16.html" && $0.text.contains(Self.hoxton) })
        #expect(management.contains { $0.path == "travel.html" && $0.text.contains(Self.hoxton) })
        #expect(management.contains { $0.path.hasPrefix("people/") && $0.path.hasSuffix(".html") && $0.text.contains(Self.hoxton) })
        for role in ["management", "band", "crew", "local", "guests"] {
            for file in site.contents(ofRole: role) where role != "management" || file.path.hasSuffix(".ics") {
                #expect(!file.text.contains(Self.hoxton), "\(role)/\(file.path) holds a booking reference")
            }
        }
        // The band still sees its hotel, without the reference.
        let band = try site.text("band/days/2027-03-16.html")
        #expect(band.contains("The Hoxton, Holborn") && !band.contains(#"class="confirmation""#))
    }

    /// A changed confirmation is a change line for management and nothing for anyone else: no
    /// line, no "changed" mark on the day page, no entry in the Atom feed, no new edition.
    @Test func aChangedConfirmationIsListedOnlyForRolesWithBookings() throws {
        let content = TempContent(copyingSample: true)
        _ = try SiteFixture(content: content)
        content.replace("days/2027-03-16.json", Self.hoxton, "HOX-7000001")
        let site = try SiteFixture(content: content)
        let changes = try site.text("management/changes.html")
        #expect(changes.contains("Confirmation <span class=\"whole\">\(Self.hoxton)</span> → <span class=\"whole\">HOX-7000001</span>"), "\(changes)")
        #expect(try site.text("management/days/2027-03-16.html").contains("Changed · was Confirmation \(Self.hoxton)"))
        for role in ["band", "crew", "local", "guests"] {
            let folder = site.contents(ofRole: role)
            #expect(!folder.contains { $0.text.contains(Self.hoxton) || $0.text.contains("HOX-7000001") }, "\(role)")
            #expect(try !site.text("\(role)/days/2027-03-16.html").contains("changed-chip"), "\(role): a mark for a change it can't see")
            #expect(try site.text("\(role)/index.html").contains("Edition 1 ·"), "\(role): a new edition for a change it can't see")
        }
        #expect(try site.text("management/index.html").contains("Edition 2 ·"))
    }

    @Test func theRecordKeepsWhichChangesAreBookings() throws {
        var record = BuildRecord()
        record.started = 1
        record.entries = [ChangeEntry(time: 2, note: nil, changes: [
            Change(tab: .travel, date: CivilDate(iso: "2027-03-16"), uid: "u@x", text: "Check-in The Hoxton: Confirmation A → B", was: "Confirmation A", booking: true),
            Change(tab: .travel, date: CivilDate(iso: "2027-03-16"), uid: "u@x", text: "Check-in The Hoxton moved 15:00 → 16:00", was: "15:00"),
        ])]
        let read = try #require(BuildRecord.decoded(record.encoded()))
        #expect(read.entries == record.entries)
        #expect(read.entries[0].visible(to: Visibility(tabs: [.travel])).map(\.booking) == [false])
        #expect(read.entries[0].visible(to: Visibility(tabs: [.travel], bookings: true)).count == 2)
    }

    @Test func bookingsMustBeTrueOrFalse() {
        let content = TempContent(copyingSample: true)
        content.replace("tour.json", #""bookings": true"#, #""bookings": "yes""#)
        let errors = content.messages().filter { $0.contains(": error: ") }
        #expect(errors.count == 1 && errors[0].hasPrefix("Content/tour.json:13:") && errors[0].hasSuffix("expected true or false, found a string at roles.management.bookings"), "\(errors)")
    }
}
