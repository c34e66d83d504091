import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Calendars a subscriber can trust: UIDs no other tour shares, UIDs that survive a rename when
/// the item has an `id`, no empty calendar, no iTIP method, and events lean enough to subscribe to.
@Suite struct CalendarIdentityTests {
    static func feed(_ content: TempContent, _ role: String = "crew") throws -> String {
        try SiteFixture(content: content).text("\(role)/calendar.ics")
    }

    static func uids(_ feed: String) -> Set<String> {
        Set(CalendarTests.events(feed).compactMap { $0["UID"] })
    }

    @Test func twoToursNeverShareAUID() throws {
        let one = TempContent(), two = TempContent()
        two.write("tour.json", TempContent.tour.replacingOccurrences(of: "\"Test Tour\"", with: "\"Other Tour\""))
        let (a, b) = (Self.uids(try Self.feed(one)), Self.uids(try Self.feed(two)))
        #expect(!a.isEmpty && a.count == b.count)
        #expect(a.isDisjoint(with: b))
        #expect(a.allSatisfy { $0.hasSuffix("@test-tour") })
        // An explicit id wins over the name.
        let named = TempContent()
        named.write("tour.json", TempContent.tour.replacingOccurrences(of: "\"name\": \"Test Tour\"", with: "\"id\": \"hl-2027\", \"name\": \"Test Tour\""))
        #expect(Self.uids(try Self.feed(named)).allSatisfy { $0.hasSuffix("@hl-2027") })
    }

    @Test func anItemWithAnIdKeepsItsUIDThroughARename() throws {
        let content = TempContent()
        content.write("days/2027-03-14.json", #"{ "city": "Toronto", "kind": "show", "schedule": [ { "id": "load-in", "time": "15:00", "title": "Load in" }, { "time": "16:00", "title": "Line check" } ] }"#)
        let before = CalendarTests.events(try Self.feed(content))
        content.write("days/2027-03-14.json", #"{ "city": "Toronto", "kind": "show", "schedule": [ { "id": "load-in", "time": "15:30", "title": "Load-in (late)" }, { "time": "16:00", "title": "Line check, band" } ] }"#)
        let after = CalendarTests.events(try Self.feed(content))
        let kept = try #require(after.first { $0["SUMMARY"] == "Load-in (late)" })
        #expect(kept["UID"] == "load-in@test-tour")
        #expect(before.contains { $0["UID"] == "load-in@test-tour" && $0["SUMMARY"] == "Load in" })
        // Without an id, the title is the identity: a renamed item is a new event.
        #expect(Set(before.compactMap { $0["UID"] }).intersection(after.compactMap { $0["UID"] }) == ["load-in@test-tour"])
    }

    @Test(arguments: [
        (#"{ "id": "x y", "time": "15:00", "title": "A" }"#, #"id is "x y"; use letters, digits, dots, hyphens and underscores only"#),
        (#"{ "id": "same", "time": "15:00", "title": "A" }, { "id": "same", "time": "16:00", "title": "B" }"#, #"id "same" (in schedule) is also the id of an item in"#),
        // The UIDs of events made from other items: a traveller's copy, a guest's stay.
        (#"{ "id": "ac711-private", "time": "15:00", "title": "A" }"#, #"id is "ac711-private"; an id may not end in -private"#),
        (#"{ "id": "gault-for-kofi", "time": "15:00", "title": "A" }"#, #"id is "gault-for-kofi"; an id may not hold -for-"#),
    ])
    func badItemIdsAreErrors(items: String, message: String) throws {
        let content = TempContent()
        content.write("days/2027-03-14.json", #"{ "city": "Toronto", "kind": "show", "schedule": [ \#(items) ] }"#)
        let messages = content.messages()
        #expect(messages.contains { $0.contains(message) && $0.hasPrefix("Content/days/2027-03-14.json:") }, "\(messages)")
    }

    @Test func aRoleThatSeesNoItemHasNoCalendarAndNoLink() throws {
        let content = TempContent(copyingSample: true)
        content.replace("tour.json", #""guests":     { "title": "Guests",     "tabs": ["schedule"] }"#, #""guests":     { "title": "Guests",     "tabs": [] }"#)
        let site = try SiteFixture(content: content)
        #expect(site.files(under: "guests").allSatisfy { !$0.hasSuffix(".ics") })
        #expect(!(try site.text("guests/index.html")).contains("calendar.ics"))
        #expect(try site.text("local/index.html").contains("calendar.ics"))
        for role in ["management", "crew", "local"] {
            let feed = try site.text("\(role)/calendar.ics")
            #expect(feed.contains("BEGIN:VEVENT"))
            // A published feed, not an iTIP message: no METHOD (which would want an ORGANIZER).
            #expect(!feed.contains("METHOD:"))
        }
    }

    @Test func bigPartiesAreCountedAndTBDIsSaidOnce() throws {
        let content = TempContent()
        let people = (1...12).map { #"{ "id": "p\#($0)", "name": "Person \#($0)" }"# }.joined(separator: ", ")
        content.write("people.json", "[ \(people) ]")
        let ids = (1...12).map { "\"p\($0)\"" }.joined(separator: ", ")
        content.write("days/2027-03-14.json", #"""
        { "city": "Toronto", "kind": "show",
          "schedule": [ { "time": "TBD", "title": "Radio" }, { "time": "after the show", "title": "Meet and greet" } ],
          "ground": [ { "kind": "bus", "from": "Hotel", "to": "Venue", "departs": "14:00", "passengers": [\#(ids)] },
                      { "kind": "van", "from": "Hotel", "to": "Airport", "departs": "09:00", "passengers": ["p1", "p2"] } ] }
        """#)
        let site = try SiteFixture(content: content)
        let events = CalendarTests.events(try site.text("crew/calendar.ics"))
        let bus = try #require(events.first { $0["SUMMARY"] == "Bus Hotel → Venue" })
        #expect(bus["DESCRIPTION"] == "Passengers: 12\\, named on the day page")
        let van = try #require(events.first { $0["SUMMARY"] == "Van Hotel → Airport" })
        #expect(van["DESCRIPTION"] == "Passengers: Person 1\\, Person 2")
        #expect(try site.text("crew/days/2027-03-14.html").contains("Person 12"), "the day page names everyone")
        let radio = try #require(events.first { $0["SUMMARY"] == "TBD: Radio" })
        #expect(radio["DESCRIPTION"] == nil)
        let meet = try #require(events.first { $0["SUMMARY"] == "TBD: Meet and greet" })
        #expect(meet["DESCRIPTION"] == "Time: after the show")
    }

    @Test(arguments: [
        ("https://example.com/tour", "https://example.com/tour/"),
        ("http://127.0.0.1:8080/", "http://127.0.0.1:8080/"),
    ])
    func aBaseURLIsReadWithItsSlash(text: String, expected: String) throws {
        let content = TempContent()
        content.write("tour.json", TempContent.tour.replacingOccurrences(of: "\"name\": \"Test Tour\"", with: "\"baseURL\": \"\(text)\", \"name\": \"Test Tour\""))
        #expect(content.load().tour?.baseURL == expected)
    }

    @Test(arguments: ["example.com/tour", "ftp://example.com/", "https://", "https://exa mple.com/"])
    func aBaseURLThatIsNotAWebAddressIsAnError(text: String) {
        let content = TempContent()
        content.write("tour.json", TempContent.tour.replacingOccurrences(of: "\"name\": \"Test Tour\"", with: "\"baseURL\": \"\(text)\", \"name\": \"Test Tour\""))
        #expect(content.messages().contains { $0.hasPrefix("Content/tour.json:") && $0.contains("baseURL is \"\(text)\"; write the address") })
    }

    @Test func aBaseURLMakesSubscribeLinksAbsoluteWithoutScript() throws {
        let plain = try SiteFixture(content: TempContent(copyingSample: true))
        let relative = try plain.text("crew/index.html")
        #expect(relative.contains(#"<a href="calendar.ics" data-subscribe="calendar.ics" type="text/calendar">Subscribe</a>"#))
        #expect(relative.contains("<span data-google hidden>"))

        let content = TempContent(copyingSample: true)
        let tour = try String(contentsOfFile: content.path("tour.json"), encoding: .utf8)
        content.write("tour.json", tour.replacingOccurrences(of: "\"name\":", with: "\"baseURL\": \"https://tour.example.com/hl\", \"name\":"))
        let site = try SiteFixture(content: content)
        for role in ["crew", "local"] {
            let home = try site.text("\(role)/index.html")
            #expect(home.contains(#"<a href="webcal://tour.example.com/hl/\#(role)/calendar.ics" type="text/calendar">Subscribe</a>"#), "\(role)")
            #expect(home.contains("https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Ftour.example.com%2Fhl%2F\(role)%2Fcalendar.ics"))
            #expect(!home.contains("data-subscribe=\""))
        }
        #expect(try site.text("crew/people/mateo.html").contains(#"href="webcal://tour.example.com/hl/crew/people/mateo.ics""#))
        #expect(try site.text("crew/index.html").contains(#"href="webcal://tour.example.com/hl/crew/people/mateo.ics""#))
    }
}
