import Foundation
import Mustache
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Issue 17: the day strip (server-rendered part), everything tappable, and the `mapLinks`
/// setting of tour.json. A real build of the sample; expectations come from the content model.
struct DayGlanceTests {
    nonisolated(unsafe) static let sample: (fixture: SiteFixture, model: SiteModel)? = {
        let content = TempContent(copyingSample: true)
        guard let tour = content.load().tour, let fixture = try? SiteFixture(content: content) else { return nil }
        return (fixture, SiteModel(tour: tour))
    }()

    /// The `<section class="glance" …>…</section>` of a page, or nil.
    static func strip(_ page: String) -> String? {
        guard let start = page.range(of: "<section class=\"glance\""),
              let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
    }

    static func textOf(_ html: String) -> [String] {
        html.replacingOccurrences(of: "<[^>]+>", with: "\n", options: .regularExpression)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "'", with: "&#39;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "<", with: "&lt;")
    }

    // MARK: The strip, shared part

    @Test func stripShowsFirstCallVenueAndForTravelRolesTheHotelsTonight() throws {
        let (site, model) = try #require(Self.sample)
        var checked = 0
        for date in model.dates {
            guard let day = model.days[date] else { continue }
            let overnight = (model.staysByNight[date] ?? []).filter { ($0.checkOut?.date).map { $0 > date } ?? true }
            for role in model.roles {
                // The first schedule item with a readable time that the role sees, in clock order.
                let firstCall = (model.timelines[date]?.entries ?? []).first {
                    $0.tab == .schedule && $0.time.instant != nil && role.visibility.admits(.schedule, $0.audience)
                }
                let page = try site.text("\(role.id)/days/\(date).html")
                let strip = Self.strip(page)
                let expectsSomething = (role.can(.schedule) && (firstCall != nil || day.venue != nil)) || role.can(.travel)
                #expect((strip != nil) == expectsSomething, "\(role.id) \(date): strip present \(strip != nil)")
                guard let strip else { continue }
                // Above the timeline.
                if let timeline = page.range(of: "<ol class=\"timeline\">"), let at = page.range(of: "<section class=\"glance\"") {
                    #expect(at.lowerBound < timeline.lowerBound, "\(role.id) \(date): strip below the timeline")
                }
                if role.can(.schedule), let call = firstCall, case .schedule(let item) = call.item {
                    #expect(strip.contains("<dt>First call</dt>") && strip.contains("datetime=\"\(call.time.isoString)\"")
                            && strip.contains(Self.escaped(item.title)), "\(role.id) \(date): first call")
                } else {
                    #expect(!strip.contains("First call"), "\(role.id) \(date): a first call without schedule")
                }
                if role.can(.schedule), let venue = day.venue {
                    #expect(strip.contains(Self.escaped(venue.name)), "\(role.id) \(date): venue name")
                    if let address = venue.address { #expect(strip.contains(Self.escaped(address)), "\(role.id) \(date): venue address") }
                } else {
                    #expect(!strip.contains("glance-venue"), "\(role.id) \(date): a venue without schedule")
                }
                if role.can(.travel), !overnight.isEmpty {
                    for hotel in overnight { #expect(strip.contains(Self.escaped(hotel.name)), "\(role.id) \(date): \(hotel.name)") }
                    #expect(strip.contains("Hotels tonight"))
                } else {
                    #expect(!strip.contains("Hotels tonight"), "\(role.id) \(date): hotels shown to a role without travel, or none tonight")
                }
                // The personal row: only with travel, empty and hidden as served.
                #expect(strip.contains("class=\"glance-row glance-mine\" hidden><dt>You</dt><dd><ul class=\"glance-mine-list\"></ul>") == role.can(.travel),
                        "\(role.id) \(date): the You row")
                // The who-am-I script, told the role whose choice it reads.
                let script = page.between("<script src=\"../assets/me.", "></script>")
                #expect((script?.hasSuffix(".js\" data-role=\"\(role.id)\"") ?? false) == role.can(.travel), "\(role.id) \(date): the script")
                checked += 1
            }
            // Print keeps its days as they were: the strip is hidden there by style.
        }
        #expect(checked > 40)
        // The travel day the Chromium test uses, for the crew: Michelberger Hotel tonight.
        let crew = try #require(Self.strip(try site.text("crew/days/2027-03-19.html")))
        #expect(crew.contains("Michelberger Hotel") && crew.contains("~12:30"))
    }

    /// Nothing new reaches a role: every word the strip shows is already elsewhere on the page
    /// (outside it), and a role without travel gets no person ids, rooms or passengers.
    @Test func stripAddsNothingThePageDidNotHave() throws {
        let (site, model) = try #require(Self.sample)
        for role in model.roles {
            for date in model.dates {
                let page = try site.text("\(role.id)/days/\(date).html")
                guard let strip = Self.strip(page) else { continue }
                let rest = page.replacingOccurrences(of: strip, with: "")
                let restText = Set(Self.textOf(rest.replacingOccurrences(of: "<script>[\\s\\S]*?</script>", with: "", options: .regularExpression)))
                let restFlat = Self.textOf(rest).joined(separator: " ")
                let headings: Set = ["First call", "Venue", "Hotels tonight", "You"]
                for text in Self.textOf(strip) where !headings.contains(text) {
                    #expect(restText.contains(text) || restFlat.contains(text), "\(role.id) \(date): the strip's \"\(text)\" is not elsewhere on the page")
                }
                if !role.can(.travel) {
                    for marker in ["data-people", "data-person", "glance-mine", "class=\"rooms\"", "Hotels tonight", "localStorage"] {
                        #expect(!page.contains(marker), "\(role.id) \(date): \(marker)")
                    }
                    // No passenger, guest or room of the day appears on the page.
                    // (Hotel names may be in schedule items and notes; their bookings are not.)
                    for hotel in model.staysByNight[date] ?? [] {
                        if let code = hotel.confirmation { #expect(!page.contains(code), "\(role.id) \(date): hotel \(code)") }
                    }
                    #expect(!page.contains("class=\"card hotels\""), "\(role.id) \(date): hotels card")
                    for flight in model.days[date]?.flights ?? [] {
                        if let code = flight.confirmation { #expect(!page.contains(code), "\(role.id) \(date): flight \(code)") }
                    }
                }
            }
            // The home page's picker only with travel, and then only the role's person pages' people.
            let home = try site.text("\(role.id)/index.html")
            #expect(home.contains("id=\"who-select\"") == role.can(.travel), "\(role.id): picker")
            if role.can(.travel) {
                #expect(home.contains("<section class=\"who-am-i\" id=\"who-am-i\" aria-labelledby=\"who-heading\" hidden>"), "\(role.id): picker shown without script")
                for person in model.travellers {
                    #expect(home.contains("<option value=\"\(person.id)\">\(Self.escaped(person.name))</option>"), "\(role.id): \(person.id)")
                    #expect(home.contains("href=\"people/\(person.id).html\""), "\(role.id): \(person.id) has no page")
                }
            }
        }
    }

    /// Travel items name their passengers or guests by id; room rows their guest.
    @Test func travelItemsCarryTheirPeople() throws {
        let (site, model) = try #require(Self.sample)
        let date = try #require(CivilDate(iso: "2027-03-19"))
        let page = try site.text("crew/days/\(date).html")
        let day = try #require(model.days[date])
        for leg in day.ground { #expect(page.contains("data-people=\"\(leg.passengers.joined(separator: " "))\"")) }
        for flight in day.flights { #expect(page.contains("data-people=\"\(flight.passengers.joined(separator: " "))\"")) }
        for hotel in model.staysByNight[date] ?? [] {
            for room in hotel.rooms { #expect(page.contains("<tr data-person=\"\(room.person)\">"), "\(room.person)") }
        }
        #expect(!page.contains("kind-schedule\" data-kind=\"schedule\" data-time=\"2027-03-19T16:00+01:00\" data-people"))
    }

    // MARK: Everything tappable

    @Test func emailsPhonesAndAddressesAreLinks() throws {
        let (site, model) = try #require(Self.sample)
        let contacts = try site.text("management/contacts.html")
        let emails = model.tour.people.compactMap(\.email) + model.tour.days.flatMap { $0.contacts.compactMap(\.email) }
        #expect(emails.count >= 20)
        for email in emails {
            #expect(contacts.contains("<a href=\"mailto:\(email)\">\(email)</a>"), "\(email) is not a mailto: link")
        }
        #expect(!contacts.contains("<span class=\"contact-email\">\(emails[0])</span>"))
        // Drivers' phones on travel.html and day pages.
        let travel = try site.text("crew/travel.html")
        let drivers = model.tour.days.flatMap { $0.ground.compactMap { $0.driver?.phone } }
        #expect(!drivers.isEmpty)
        for phone in drivers {
            let tel = MustacheValue.tel(phone)
            guard case .string(let href) = tel else { Issue.record("tel"); continue }
            #expect(travel.contains("<a href=\"\(href)\">\(phone)</a>"), "driver \(phone) is not a tel: link")
        }
        // Venue and hotel addresses: map links on day pages.
        for day in model.tour.days {
            let page = try site.text("management/days/\(day.date).html")
            var addresses = (model.staysByNight[day.date] ?? []).compactMap(\.address)
            if let venue = day.venue?.address { addresses.append(venue) }
            for address in addresses {
                let href = try #require(MapLinks.standard.href(address))
                #expect(page.contains("<a class=\"map-link\" href=\"\(Self.escaped(href))\">\(Self.escaped(address))</a>"), "\(day.date): \(address)")
            }
        }
    }

    @Test func mailtoAndMapValues() {
        #expect(MustacheValue.mailto("zoe@example.org") == .string("mailto:zoe@example.org"))
        #expect(MustacheValue.mailto(" a.b+c@x.co ") == .string("mailto:a.b+c@x.co"))
        #expect(MustacheValue.mailto("TBD") == nil)
        #expect(MustacheValue.mailto("ask the promoter") == nil)
        #expect(MustacheValue.mailto("a@b") == nil)
        #expect(MustacheValue.mailto("a@@b.com") == nil)
        #expect(MustacheValue.mailto("x@y.com?cc=z@w.com") == nil)
        #expect(MapLinks.standard.href("120 Bd Marguerite, 75018 Paris & Co #2")
                == "https://www.google.com/maps/search/?api=1&query=120%20Bd%20Marguerite%2C%2075018%20Paris%20%26%20Co%20%232")
        #expect(MapLinks.standard.href("Köpenicker Str. 154")?.hasSuffix("query=K%C3%B6penicker%20Str.%20154") == true)
        #expect(MapLinks.standard.href("  ") == nil)
        #expect(MapLinks.off.href("Somewhere") == nil)
        #expect(MapLinks(pattern: "geo:0,0?q={address}&z={address}").href("a b") == "geo:0,0?q=a%20b&z=a%20b")
    }

    // MARK: mapLinks in tour.json

    static func tour(mapLinks: String?) -> String {
        let line = mapLinks.map { "\n  \"mapLinks\": \($0)," } ?? ""
        return """
        {
          "name": "Test Tour",\(line)
          "timeZone": "America/Toronto",
          "roles": { "crew": { "title": "Crew", "tabs": ["schedule", "travel"] } }
        }
        """
    }

    static let dayWithAddresses = """
    {
      "city": "Toronto", "kind": "show",
      "venue": { "name": "Massey Hall", "address": "178 Victoria St, Toronto" },
      "schedule": [ { "time": "15:00", "title": "Load in" } ],
      "hotels": [ { "name": "The Drake", "address": "1150 Queen St W, Toronto", "checkIn": "14:00", "rooms": [ { "person": "kofi", "room": "12" } ] } ]
    }
    """

    func build(mapLinks: String?) throws -> (page: String, fixture: SiteFixture) {
        let content = TempContent()
        content.write("tour.json", Self.tour(mapLinks: mapLinks))
        content.write("days/2027-03-14.json", Self.dayWithAddresses)
        let fixture = try SiteFixture(content: content)
        return (try fixture.text("crew/days/2027-03-14.html"), fixture)
    }

    @Test func mapLinksDefaultIsAMapSearch() throws {
        let (page, _) = try build(mapLinks: nil)
        #expect(page.contains("<a class=\"map-link\" href=\"https://www.google.com/maps/search/?api=1&amp;query=178%20Victoria%20St%2C%20Toronto\">178 Victoria St, Toronto</a>"))
        #expect(page.contains("href=\"https://www.google.com/maps/search/?api=1&amp;query=1150%20Queen%20St%20W%2C%20Toronto\""))
    }

    @Test func mapLinksCustomPattern() throws {
        let (page, _) = try build(mapLinks: "\"https://www.openstreetmap.org/search?query={address}\"")
        #expect(page.contains("<a class=\"map-link\" href=\"https://www.openstreetmap.org/search?query=178%20Victoria%20St%2C%20Toronto\">178 Victoria St, Toronto</a>"))
        #expect(!page.contains("google"))
    }

    @Test func mapLinksFalseLeavesAddressesAsText() throws {
        let (page, fixture) = try build(mapLinks: "false")
        #expect(!page.contains("map-link"))
        #expect(page.contains("<p class=\"address\">178 Victoria St, Toronto</p>"))
        #expect(!fixture.contents(ofRole: "crew").contains { $0.text.contains("map-link\" href") })
    }

    @Test(arguments: [
        ("3", "expected a link pattern with {address}, or false, found a number at mapLinks"),
        ("true", "expected a link pattern with {address}, or false, found true or false at mapLinks"),
        ("\"https://maps.example/\"", "mapLinks has no {address}"),
        ("\"javascript:alert({address})\"", "mapLinks should start with https://"),
        ("{ \"url\": \"x\" }", "expected a link pattern with {address}, or false, found an object at mapLinks"),
    ])
    func mapLinksWrongValueIsAnErrorAtTheKey(value: String, message: String) {
        let content = TempContent()
        content.write("tour.json", Self.tour(mapLinks: value))
        let messages = content.messages()
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?.hasPrefix("Content/tour.json:3:15: error: ") == true, "\(messages)")
        #expect(messages.first?.contains(message) == true, "\(messages)")
    }

    @Test func mapLinksMisspeltKeyIsSuggested() {
        let content = TempContent()
        content.write("tour.json", Self.tour(mapLinks: nil).replacingOccurrences(of: "\"name\"", with: "\"mapLink\": false,\n  \"name\""))
        #expect(content.messages().contains { $0.contains("unknown key \"mapLink\"; did you mean \"mapLinks\"?") }, "\(content.messages())")
    }
}
