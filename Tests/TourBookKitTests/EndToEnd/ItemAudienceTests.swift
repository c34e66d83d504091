import Foundation
import Testing
@testable import TourContent
@testable import TourViews

/// `"for"` on items (docs/content-format.md, "Items for some roles only"): the sample's guests
/// see doors and showtime only, and the Berlin crew shuttle is for management and crew. No other
/// role gets a byte of such an item, in any file, nor of its changes.
struct ItemAudienceTests {
    static let shuttleDriverLeg = "Spreefahrt Shuttle"

    @Test func guestsSeeDoorsAndShowtimeOnly() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true))
        let berlin = try site.text("guests/days/2027-03-20.html")
        // On every day page the timeline holds doors and showtime and nothing else; the venue
        // card and the notes for everyone are theirs too.
        var titles: [String: Int] = [:]
        for file in site.contents(ofRole: "guests") where file.path.hasPrefix("days/") {
            for match in file.text.matches(of: /<span class="title">([^<]*)<\/span>/) { titles[String(match.1), default: 0] += 1 }
        }
        #expect(titles == ["Doors": 8, "The Night Ferries": 8], "\(titles)")
        for hidden in ["Soundcheck", "Wren Hollow", "Crew shuttle", "Band shuttle", "Bus call"] {
            #expect(!site.contents(ofRole: "guests").contains { $0.text.contains(hidden) }, "guests see \(hidden)")
        }
        // The stage plot is for the working roles: no copy, no title.
        #expect(!site.files(under: "guests/assets").contains { $0.hasPrefix("stage-plot-berlin") } && !berlin.contains("Stage plot"))
        #expect(site.files(under: "local/assets").contains { $0.hasPrefix("stage-plot-berlin") })
        // Their strip's first call is the first item they see, not load-in.
        #expect(berlin.contains(#"<dt>First call</dt><dd><time datetime="2027-03-20T19:00+01:00">19:00</time> Doors</dd>"#))
        #expect(try site.text("band/days/2027-03-20.html").contains("Load in"))
    }

    @Test func theCrewShuttleReachesManagementAndCrewAlone() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true))
        for role in ["management", "crew"] {
            let day = try site.text("\(role)/days/2027-03-20.html")
            #expect(day.contains("Crew shuttle"), "\(role)")
            #expect(day.components(separatedBy: #"data-kind="ground""#).count - 1 == 3, "\(role): the three vans")
            #expect(try site.text("\(role)/calendar.ics").contains("SUMMARY:Crew shuttle"))
        }
        for role in ["band", "local", "guests"] {
            #expect(!site.contents(ofRole: role).contains { $0.text.contains("Crew shuttle") }, "\(role) sees the crew shuttle")
        }
        // The band sees the two vans that are for everyone; Chloé rides only the crew's, so her
        // page in the band's folder has no van to Huxleys, and her own folder has it.
        let band = try site.text("band/days/2027-03-20.html")
        #expect(band.components(separatedBy: #"data-kind="ground""#).count - 1 == 2)
        #expect(try site.text("crew/people/chloe.ics").contains(Self.shuttleDriverLeg))
        #expect(try !site.text("band/people/chloe.ics").contains(Self.shuttleDriverLeg))
        #expect(try !site.text("band/people/chloe.html").contains("Huxleys Neue Welt"))
        #expect(try site.text("private/chloe/index.html").contains("Huxleys Neue Welt"))
    }

    /// Where the party sleeps is the travelling roles' business: the schedule items at a hotel
    /// are for them, so the local crew and the guests never read a hotel's name.
    @Test func noHotelOfThePartyReachesTheLocalCrewOrTheGuests() throws {
        let content = TempContent(copyingSample: true)
        let tour = try #require(content.load().tour)
        let site = try SiteFixture(content: content)
        let hotels = Set(tour.days.flatMap { $0.hotels.map(\.name) })
        #expect(hotels.count == 7)
        for role in ["local", "guests"] {
            for file in site.contents(ofRole: role) {
                for hotel in hotels { #expect(!file.text.contains(hotel), "\(role)/\(file.path) names \(hotel)") }
            }
        }
        #expect(try site.text("crew/days/2027-03-22.html").contains("Michelberger Hotel lobby"))
    }

    /// A change to an item for some roles is a change for them alone: a line and a new edition
    /// for crew and management, nothing for the band, and no byte of it in the band's folder.
    @Test func aChangeToAnItemForSomeRolesIsListedOnlyForThem() throws {
        let content = TempContent(copyingSample: true)
        _ = try SiteFixture(content: content)
        content.replace("days/2027-03-20.json", #"{ "time": "10:30", "title": "Crew shuttle""#, #"{ "time": "10:15", "title": "Crew shuttle""#)
        let site = try SiteFixture(content: content)
        for role in ["management", "crew"] {
            #expect(try site.text("\(role)/index.html").contains("Edition 2 ·"), "\(role)")
            #expect(try site.text("\(role)/changes.html").contains("Crew shuttle moved"), "\(role)")
        }
        for role in ["band", "local", "guests"] {
            #expect(try site.text("\(role)/index.html").contains("Edition 1 ·"), "\(role): a new edition for an item it can't see")
            #expect(!site.contents(ofRole: role).contains { $0.text.contains("Crew shuttle") }, "\(role)")
        }
    }

    /// An item given to other roles: what it was goes only to those who saw it (a removal), what
    /// it is to those who see it (an addition), never an edit that tells the new readers the old.
    @Test func anItemGivenToOtherRolesTellsNoneWhatItWasBeforeTheyCouldSeeIt() throws {
        let content = TempContent(copyingSample: true)
        content.replace("days/2027-03-20.json", #""schedule": ["#,
                        #""schedule": [ { "id": "pay-talk", "time": "09:00", "title": "Pay talk", "note": "Cuts of a fifth", "for": ["crew"] },"#)
        _ = try SiteFixture(content: content)
        content.replace("days/2027-03-20.json", #"{ "id": "pay-talk", "time": "09:00", "title": "Pay talk", "note": "Cuts of a fifth", "for": ["crew"] }"#,
                        #"{ "id": "pay-talk", "time": "09:00", "title": "Team meeting" }"#)
        let site = try SiteFixture(content: content)
        for role in ["management", "band", "local", "guests"] {
            #expect(!site.contents(ofRole: role).contains { $0.text.contains("Pay talk") || $0.text.contains("Cuts of a fifth") }, "\(role)")
            #expect(try site.text("\(role)/changes.html").contains("Team meeting"), "\(role): the item is new to it")
        }
        #expect(try site.text("crew/changes.html").contains("Pay talk"))
    }

    /// Items of one name for different roles are told apart: neither's UID counts the other, so
    /// removing the one a role can't see changes nothing it can see.
    @Test func sameNamedItemsForDifferentRolesDoNotNumberEachOther() throws {
        let content = TempContent()
        content.write("days/2027-03-14.json", #"{ "city": "Toronto", "kind": "show", "schedule": [ { "time": "14:00", "title": "Soundcheck", "note": "Spare snare", "for": ["management"] }, { "time": "16:00", "title": "Soundcheck" } ] }"#)
        _ = try SiteFixture(content: content)
        content.write("days/2027-03-14.json", #"{ "city": "Toronto", "kind": "show", "schedule": [ { "time": "16:00", "title": "Soundcheck" } ] }"#)
        let site = try SiteFixture(content: content)
        let feed = try site.text("crew/calendar.ics")
        #expect(feed.contains("SUMMARY:Soundcheck") && !feed.contains("-2@"))
        #expect(!site.contents(ofRole: "crew").contains { $0.text.contains("Spare snare") || $0.text.contains("14:00") })
        #expect(try site.text("crew/index.html").contains("Edition 1 ·"), "a change the crew can't see")
    }

    /// The audience of a contact and a document: cards and copies only in the folders of the
    /// roles named.
    @Test func aContactAndADocumentForOneRole() throws {
        let content = TempContent(copyingSample: true)
        content.replace("tour.json", #""tab": "contacts" }"#, #""tab": "contacts", "for": ["band"] }"#)
        content.replace("tour.json", #""band":       { "title": "Band",       "tabs": ["schedule", "travel"] }"#,
                        #""band":       { "title": "Band",       "tabs": ["schedule", "travel", "contacts"] }"#)
        content.replace("days/2027-03-20.json", #""contacts": ["#,
                        #""contacts": [ { "name": "Nadia Band-Only", "phone": "+49 30 5550 0001", "for": ["band"] },"#)
        let site = try SiteFixture(content: content)
        #expect(try site.text("band/days/2027-03-20.html").contains("Nadia Band-Only"))
        #expect(try site.text("band/contacts.vcf").contains("Nadia Band-Only"))
        #expect(site.files(under: "band/assets").contains { $0.hasPrefix("contract-rider") })
        #expect(!site.contents(ofRole: "management").contains { $0.text.contains("Nadia Band-Only") })
        #expect(!site.files(under: "management/assets").contains { $0.hasPrefix("contract-rider") })
        #expect(try !site.text("management/index.html").contains("Contract rider"))
    }
}
