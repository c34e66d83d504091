import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// A day's timeline is in true clock order across time zones, ties go flights, ground, hotel
/// check-ins, check-outs, schedule, and unreadable times come last in file order.
struct TimelineOrderTests {
    static let day = """
    {
      "timeZone": "America/Toronto",
      "schedule": [
        { "time": "TBD", "title": "Radio interview" },
        { "time": "13:00", "title": "Soundcheck" },
        { "time": "00:30+1", "title": "Bus call" },
        { "time": "09:00", "title": "Lobby call" },
        { "time": "after the show", "title": "Meet and greet" },
        { "time": "~08:00", "title": "Breakfast" }
      ],
      "flights": [
        { "flight": "AC 2", "from": { "airport": "YYZ" }, "to": { "airport": "LHR", "timeZone": "Europe/London" },
          "departs": "18:40", "arrives": "06:55+1" },
        { "flight": "NH 1", "from": { "airport": "HND", "timeZone": "Asia/Tokyo" }, "to": { "airport": "YYZ" },
          "departs": "10:00", "arrives": "09:30" },
        { "flight": "UA 9", "from": { "airport": "ORD", "timeZone": "America/Chicago" }, "to": { "airport": "YYZ" },
          "departs": "12:00", "arrives": "14:45" },
        { "flight": "AF 7", "from": { "airport": "CDG", "timeZone": "Europe/Paris" }, "to": { "airport": "YYZ" },
          "departs": "TBD", "arrives": "TBD" }
      ],
      "ground": [ { "kind": "van", "from": "Hotel", "to": "Venue", "departs": "08:00" } ],
      "hotels": [ { "name": "Gault", "checkIn": "13:00", "checkOut": "2027-06-11 11:00" } ]
    }
    """

    @Test func clockOrderAcrossZonesWithTiesAndTBDLast() throws {
        let content = TempContent()
        content.write("days/2027-06-10.json", Self.day)
        content.write("days/2027-06-11.json", "{}")
        let tour = try #require(content.load().tour)
        let model = SiteModel(tour: tour)
        let entries = try #require(model.timelines[CivilDate(iso: "2027-06-10")!]).entries
        let titles = entries.map(Self.title)
        #expect(titles == [
            "NH 1",          // 10:00 JST = 01:00Z
            "van",           // 08:00 EDT = 12:00Z, tie with Breakfast: ground before schedule
            "Breakfast",     // ~08:00 EDT
            "Lobby call",    // 09:00 EDT = 13:00Z
            "UA 9",          // 12:00 CDT = 17:00Z, tie: flight, then hotel check-in, then schedule
            "Gault",         // 13:00 EDT = 17:00Z
            "Soundcheck",    // 13:00 EDT = 17:00Z
            "AC 2",          // 18:40 EDT = 22:40Z
            "Bus call",      // 00:30+1 EDT = 04:30Z next day
            "Radio interview", "Meet and greet", "AF 7", // unreadable, in file order (schedule is first in the file)
        ])
        #expect(entries.map(\.time.isoString).prefix(9) == [
            "2027-06-10T10:00+09:00", "2027-06-10T08:00-04:00", "2027-06-10T08:00-04:00", "2027-06-10T09:00-04:00",
            "2027-06-10T12:00-05:00", "2027-06-10T13:00-04:00", "2027-06-10T13:00-04:00", "2027-06-10T18:40-04:00",
            "2027-06-11T00:30-04:00",
        ])
        let checkOut = try #require(model.timelines[CivilDate(iso: "2027-06-11")!]).entries
        #expect(checkOut.map(\.kind) == [.hotelCheckOut])
    }

    @Test func theDayPageShowsTheSameOrderWithHooks() throws {
        let content = TempContent()
        content.write("days/2027-06-10.json", Self.day)
        let site = try SiteFixture(content: content)
        let page = try site.text("management/days/2027-06-10.html")
        let times = page.matches(of: /data-time="([^"]+)"/).map { String($0.1) }
        #expect(times == ["2027-06-10T10:00+09:00", "2027-06-10T08:00-04:00", "2027-06-10T08:00-04:00", "2027-06-10T09:00-04:00",
                          "2027-06-10T12:00-05:00", "2027-06-10T13:00-04:00", "2027-06-10T13:00-04:00", "2027-06-10T18:40-04:00",
                          "2027-06-11T00:30-04:00", "tbd", "tbd", "tbd"])
        let kinds = page.matches(of: /data-kind="([^"]+)"/).map { String($0.1) }
        #expect(kinds == ["flight", "ground", "schedule", "schedule", "flight", "hotel-checkin", "schedule", "flight", "schedule",
                          "schedule", "schedule", "flight"])
        // The zone is named where it differs from the day's; the arrival says +1 and its zone.
        #expect(page.contains("10:00</time> <span class=\"tz\">JST</span>"))
        #expect(page.contains("06:55+1 BST London LHR"))
        #expect(page.contains(">after the show<"))
    }

    @Test func aDSTChangeGivesEachItemItsOwnOffset() throws {
        let content = TempContent()
        content.write("days/2027-03-14.json", #"{ "schedule": [ { "time": "01:30", "title": "A" }, { "time": "03:30", "title": "B" } ] }"#)
        let tour = try #require(content.load().tour)
        let entries = SiteModel(tour: tour).timelines[tour.days[0].date]!.entries
        #expect(entries.map(\.time.isoString) == ["2027-03-14T01:30-05:00", "2027-03-14T03:30-04:00"])
    }

    static func title(_ entry: TimelineEntry) -> String {
        switch entry.item {
        case .flight(let f): f.flight ?? ""
        case .ground(let g): g.kind ?? ""
        case .hotelCheckIn(let h), .hotelCheckOut(let h, _): h.name
        case .schedule(let s): s.title
        }
    }
}
