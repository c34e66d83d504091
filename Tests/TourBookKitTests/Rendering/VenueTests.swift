import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// venues.json: venues by id, named from day files, with the errors every content file gets;
/// the venue card on day pages and on paper; the finder and the calendars through a venue id.
struct VenueTests {
    static let venues = """
    {
      "hall": {
        "name": "Massey Hall",
        "address": "178 Victoria St, Toronto",
        "phone": "+1 416 555 0112",
        "loadIn": "Shuter St dock, two trucks at a time",
        "parking": "Bus on Shuter St after 18:00",
        "productionOffice": "Room 204",
        "wifi": "MH-Crew",
        "capacity": "2765",
        "curfew": "23:00",
        "website": "https://masseyhall.example/",
        "nearby": [ { "kind": "pharmacy", "name": "Late Pharmacy", "address": "200 Yonge St", "hours": "24 hours" },
                    { "kind": "food", "name": "Pho Place", "phone": "+1 416 555 0177" } ]
      }
    }
    """

    /// The small tour with venues.json and two dates naming the same venue.
    static func content() -> TempContent {
        let content = TempContent()
        content.write("venues.json", venues)
        content.write("days/2027-03-14.json", #"{ "city": "Toronto, ON", "kind": "show", "venue": "hall", "schedule": [ { "time": "15:00", "title": "Soundcheck" } ] }"#)
        content.write("days/2027-03-15.json", #"{ "city": "Toronto, ON", "kind": "show", "venue": "hall" }"#)
        return content
    }

    @Test func aDayNamesAVenueByIdAndGetsAllOfIt() throws {
        let tour = try #require(Self.content().load().tour)
        let venue = try #require(tour.days[0].venue)
        #expect(venue.name == "Massey Hall" && venue.parking == "Bus on Shuter St after 18:00" && venue.capacity == "2765")
        #expect(venue.nearby.map(\.name) == ["Late Pharmacy", "Pho Place"])
        #expect(tour.days[1].venue == venue)
        // A day naming its venue by id is a show, as one with the venue written out is.
        #expect(tour.days.allSatisfy { $0.kind == .show })
    }

    @Test func theInlineVenueKeepsWorkingWithTheSameKeys() throws {
        let content = TempContent()
        content.write("days/2027-03-14.json", #"{ "venue": { "name": "MTELUS", "wifi": "mtelus-crew" } }"#)
        let venue = try #require(content.load().tour?.days[0].venue)
        #expect(venue.name == "MTELUS" && venue.wifi == "mtelus-crew")
    }

    @Test(arguments: [
        // An unknown id, close to a known one, and far from any.
        (venues: venues, day: #"{ "venue": "hal" }"#,
         expected: [#"Content/days/2027-03-14.json:1:12: error: unknown venue "hal"; did you mean "hall"? at venue"#]),
        (venues: venues, day: #"{ "venue": "roundhouse" }"#,
         expected: [#"Content/days/2027-03-14.json:1:12: error: unknown venue "roundhouse"; add it to venues.json or use an id from there at venue"#]),
        // An unknown key, in venues.json and in a place nearby.
        (venues: #"{ "hall": { "name": "Massey Hall", "parkng": "Shuter St" } }"#, day: #"{ "venue": "hall" }"#,
         expected: [#"Content/venues.json:1:36: error: unknown key "parkng"; did you mean "parking"? at hall.parkng"#]),
        (venues: #"{ "hall": { "name": "H", "nearby": [ { "name": "P", "hour": "24h" } ] } }"#, day: #"{ "venue": "hall" }"#,
         expected: [#"Content/venues.json:1:53: error: unknown key "hour"; did you mean "hours"? at hall.nearby[0].hour"#]),
        // The same id twice, an id that isn't a slug, and a venue without a name: no second error on the day.
        (venues: #"{ "hall": { "name": "A" }, "hall": { "name": "B" } }"#, day: #"{ }"#,
         expected: [#"Content/venues.json:1:28: error: the key "hall" appears twice in this object"#]),
        (venues: #"{ "Massey Hall": { "name": "A" } }"#, day: #"{ "venue": "Massey Hall" }"#,
         expected: [#"Content/venues.json:1:3: error: "Massey Hall" is not a valid venue id; use lowercase letters, digits and dashes (e.g. "massey-hall") at Massey Hall"#]),
        (venues: #"{ "hall": { "address": "Victoria St" } }"#, day: #"{ "venue": "hall" }"#,
         expected: [#"Content/venues.json:1:11: error: missing required key "name" at hall"#]),
        // No venues.json at all: an id is unknown, and the message says where venues go.
        (venues: "", day: #"{ "venue": "hall" }"#,
         expected: [#"Content/days/2027-03-14.json:1:12: error: unknown venue "hall"; add it to venues.json or use an id from there at venue"#]),
    ])
    func venueErrorsNameFileLineAndKey(venues: String, day: String, expected: [String]) {
        let content = TempContent()
        if !venues.isEmpty { content.write("venues.json", venues) }
        content.write("days/2027-03-14.json", day)
        #expect(content.messages() == expected)
    }

    @Test func theCardShowsTheFactsWithTappableAddressesAndPhonesAndTheNearbyListClosed() throws {
        let site = try SiteFixture(content: Self.content())
        let page = try site.text("crew/days/2027-03-14.html")
        let card = try #require(page.firstMatch(of: /<section class="card venue">[\s\S]*?<\/section>/)).0
        for fact in ["<dt>Load-in</dt><dd>Shuter St dock, two trucks at a time</dd>", "<dt>Parking</dt>", "<dt>Production office</dt>",
                     "<dt>Wi-Fi</dt><dd>MH-Crew</dd>", "<dt>Capacity</dt><dd>2765</dd>", "<dt>Curfew</dt><dd>23:00</dd>",
                     #"<a href="https://masseyhall.example/">"#, #"href="tel:+14165550112""#,
                     #"href="https://www.google.com/maps/search/?api=1&amp;query=178%20Victoria%20St%2C%20Toronto""#] {
            #expect(card.contains(fact), "\(fact)")
        }
        let nearby = try #require(card.firstMatch(of: /<details class="nearby">\s*<summary>Nearby places \(2\)<\/summary>[\s\S]*?<\/details>/)).0
        #expect(!card.contains("<details class=\"nearby\" open"))
        #expect(nearby.contains("Late Pharmacy") && nearby.contains("24 hours") && nearby.contains(#"href="tel:+14165550177""#))
        #expect(nearby.contains(#"query=200%20Yonge%20St""#))
        // A place without a phone shows none: never the venue's.
        #expect(!nearby.contains("0112"))
        // The same card on paper.
        #expect(try site.text("crew/print.html").contains("<dt>Load-in</dt><dd>Shuter St dock, two trucks at a time</dd>"))
    }

    @Test func rolesWithoutTheScheduleSeeNoVenue() throws {
        let content = Self.content()
        content.write("tour.json", #"{ "name": "T", "timeZone": "America/Toronto", "roles": { "guests": { "title": "Guests" } } }"#)
        let guests = try SiteFixture(content: content)
        for (path, text) in guests.contents(ofRole: "guests") {
            #expect(!text.contains("Massey") && !text.contains("Shuter") && !text.contains("Pharmacy"), "\(path)")
        }
    }

    @Test func theFinderAndTheCalendarsUseTheVenueNamedById() throws {
        let content = Self.content()
        let model = SiteModel(tour: try #require(content.load().tour))
        let crew = try #require(model.roles.first { $0.id == "crew" })
        let entries = FinderIndex.entries(model, role: crew)
        #expect(entries.map(\.venue) == ["Massey Hall", "Massey Hall"])
        #expect(entries.map(\.city) == ["Toronto, ON", "Toronto, ON"])
        let site = try SiteFixture(content: content)
        let soundcheck = try #require(CalendarTests.events(try site.text("crew/calendar.ics")).first { $0["SUMMARY"] == "Soundcheck" })
        #expect(soundcheck["LOCATION"] == "Massey Hall")
    }

    /// The sample names Huxleys by id on two dates: `tourbook find` finds both by the venue's name.
    @Test func findMatchesAVenueNamedById() {
        let console = RecordingConsole()
        #expect(TourBookCommand.run(["find", "--content", Paths.content.path, "huxleys"], console: console) == .success)
        #expect(console.standardOutput == ["2027-03-19  Berlin, Germany · Huxleys Neue Welt · production · Michelberger Hotel",
                                           "2027-03-20  Berlin, Germany · Huxleys Neue Welt · show · Michelberger Hotel"])
    }
}
