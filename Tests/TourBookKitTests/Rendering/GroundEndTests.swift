import Foundation
import Testing
@testable import TourContent

/// A ground leg whose `from` or `to` names a zone: its times are read in those zones, the
/// timeline places it at its true instant, and pages and feeds show its arrival in local time
/// and how long it takes.
struct GroundEndTests {
    /// The sample's overnight bus leaves London at 00:45 and parks in Paris at about 09:30 CET.
    @Test func theOvernightBusStatesItsParisArrivalAndDuration() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true), roles: ["crew"])
        let page = try site.text("crew/days/2027-03-17.html")
        #expect(page.contains(#"<span class="fact-label">Arrives</span> <span class="fact-value">~09:30+1 CET</span>"#))
        #expect(page.contains(#"<span class="fact-label">Duration</span> <span class="fact-value">~7 h 45 min</span>"#))
        let feed = try site.text("crew/people/zoe.ics").replacingOccurrences(of: "\r\n", with: "\n")
        let bus = try #require(feed.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("SUMMARY:Bus O2 Forum") })
        #expect(bus.contains("DTSTART;TZID=Europe/London:20270318T004500\nDTEND;TZID=Europe/Paris:20270318T093000\n"))
        #expect(bus.contains("Arrives: ~09:30+1 (CET)"))
        #expect(feed.contains("BEGIN:VTIMEZONE\nTZID:Europe/Paris\n"))
    }

    /// A leg that leaves from another zone is placed by its instant: 08:30 in Paris is 07:30 in
    /// London, before a 08:00 London item, and its time column names its zone.
    @Test func aDepartureInAnotherZoneIsPlacedAtItsInstant() throws {
        let content = TempContent()
        content.write("days/2027-03-14.json", """
        { "city": "London", "timeZone": "Europe/London",
          "schedule": [ { "time": "08:00", "title": "Breakfast" } ],
          "ground": [ { "kind": "train", "from": { "place": "Paris Nord", "timeZone": "Europe/Paris" }, "to": "London St Pancras",
                        "departs": "08:30", "arrives": "09:30" } ] }
        """)
        let site = try SiteFixture(content: content, roles: ["crew"])
        let page = try site.text("crew/days/2027-03-14.html")
        let train = try #require(page.range(of: #"data-kind="ground" data-time="2027-03-14T08:30+01:00""#))
        let breakfast = try #require(page.range(of: #"data-time="2027-03-14T08:00+00:00""#))
        #expect(train.lowerBound < breakfast.lowerBound)
        // 08:30 CET to 09:30 GMT: two hours.
        #expect(page.contains(#"<span class="fact-value">2 h</span>"#))
        #expect(page.contains(#"<span class="fact-value">09:30</span>"#), "the arrival is in the day's zone: no zone named")
    }

    @Test(arguments: [
        (#"{ "place": "Paris" }"#, "ground[0].to", "\"timeZone\""),
        (#"{ "timeZone": "Europe/Paris" }"#, "ground[0].to", "\"place\""),
        (#"{ "place": "Paris", "timeZone": "Europe/Pari" }"#, "ground[0].to.timeZone", "did you mean \"Europe/Paris\"?"),
        (#"{ "place": "Paris", "timeZone": "Europe/Paris", "zone": "CET" }"#, "ground[0].to.zone", "unknown key \"zone\""),
        ("5", "ground[0].to", "a place as text, or { \"place\": …, \"timeZone\": … }"),
    ])
    func aWrongEndIsAnErrorAtIt(_ end: String, _ path: String, _ says: String) throws {
        let content = TempContent()
        content.write("days/2027-03-14.json", """
        { "city": "London", "timeZone": "Europe/London",
          "ground": [ { "kind": "bus", "from": "London", "to": \(end), "departs": "08:00", "arrives": "14:00" } ] }
        """)
        let errors = content.messages().filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first.map { $0.hasPrefix("Content/days/2027-03-14.json:2:") && $0.contains(says) && $0.hasSuffix("at \(path)") } == true, "\(errors)")
    }

    /// 08:00 in London to 08:30 in Paris is half an hour backwards: the warning says the zones
    /// were applied, and points at `arrives`.
    @Test func anArrivalBeforeTheDepartureAcrossZonesIsAWarning() throws {
        let content = TempContent()
        content.write("days/2027-03-14.json", """
        { "city": "London", "timeZone": "Europe/London",
          "ground": [ { "kind": "train", "from": "London", "to": { "place": "Paris", "timeZone": "Europe/Paris" },
                        "departs": "08:00", "arrives": "08:30" } ] }
        """)
        let warnings = content.messages().filter { $0.contains("arrives before it departs") }
        #expect(warnings.count == 1)
        #expect(warnings.first.map { $0.contains("local times with zones applied") && $0.hasSuffix("at ground[0].arrives") } == true, "\(warnings)")
    }
}
