import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Hiding is real: a role's folder holds no byte of data from a tab it can't open, in any page,
/// print.html or asset, and does hold every field of the tabs it can open. Each field of the
/// content carries a unique marker; the marker's prefix says which tab owns it.
@Suite(.endToEnd)
struct RoleVisibilityTests {
    enum Owner: String, CaseIterable {
        case shared = "zqshared", schedule = "zqsched", travel = "zqtrav", contacts = "zqcont", people = "zqpeople", booking = "zqbook"
    }

    static let roles: [String: Set<Tab>] = [
        "all": [.schedule, .travel, .contacts], "sched": [.schedule], "trav": [.travel], "cont": [.contacts],
        "none": [], "st": [.schedule, .travel], "sc": [.schedule, .contacts], "tc": [.travel, .contacts],
    ]
    /// The roles with `"bookings": true`; "sc" has no travel, so it sees none all the same.
    static let bookings: Set<String> = ["all", "trav", "sc"]

    static func visible(_ owner: Owner, to role: String) -> Bool {
        let tabs = roles[role]!
        return switch owner {
        case .shared: true
        case .schedule: tabs.contains(.schedule)
        case .travel: tabs.contains(.travel)
        case .contacts: tabs.contains(.contacts)
        case .people: tabs.contains(.travel) || tabs.contains(.contacts)
        case .booking: tabs.contains(.travel) && bookings.contains(role)
        }
    }

    static func content() -> TempContent {
        let content = TempContent()
        let roleJSON = roles.keys.sorted().map { id in
            "\"\(id)\": { \"title\": \"Role \(id)\", \"tabs\": [\(roles[id]!.sorted().map { "\"\($0.rawValue)\"" }.joined(separator: ", "))], \"bookings\": \(bookings.contains(id)) }"
        }.joined(separator: ",\n")
        content.write("tour.json", """
        { "name": "zqsharedtourname", "artist": "zqsharedartist", "timeZone": "America/Toronto", "roles": { \(roleJSON) },
          "documents": [ { "title": "zqcontdoctitle", "file": "assets/zqcontdocfile.pdf", "tab": "contacts" },
                         { "title": "zqshareddoctitle", "file": "assets/zqshareddocfile.pdf" } ] }
        """)
        content.write("venues.json", """
        { "hall": { "name": "zqschedhallname", "address": "zqschedhalladdress", "phone": "zqschedhallphone",
                    "loadIn": "zqschedhallloadin", "parking": "zqschedhallparking", "productionOffice": "zqschedhalloffice",
                    "wifi": "zqschedhallwifi", "capacity": "zqschedhallcapacity", "curfew": "zqschedhallcurfew", "website": "https://zqschedhallsite.example/",
                    "nearby": [ { "kind": "zqschednearbykind", "name": "zqschednearbyname", "address": "zqschednearbyaddress",
                                  "phone": "zqschednearbyphone", "hours": "zqschednearbyhours" } ],
                    "documents": [ { "title": "zqtravdoctitle", "file": "assets/zqtravdocfile.pdf", "tab": "travel" } ] } }
        """)
        // Each document's bytes carry a marker of its tab: a copy in a role's folder shows.
        for (file, owner) in [("zqcontdocfile", "zqcontdocbytes"), ("zqshareddocfile", "zqshareddocbytes"),
                              ("zqtravdocfile", "zqtravdocbytes"), ("zqscheddocfile", "zqscheddocbytes")] {
            content.write("assets/\(file).pdf", "%PDF-1.4\n% \(owner)\n%%EOF\n")
        }
        content.write("people.json", """
        [ { "id": "amara", "name": "zqpeoplename1", "title": "zqconttitle1", "phone": "zqcontphone1", "email": "zqcontemail1",
            "passport": { "country": "zqtravcountry1", "number": "zqneverpassport0001", "expires": "2027-04-01" } },
          { "id": "kofi", "name": "zqpeoplename2" } ]
        """)
        content.write("days/2027-03-14.json", """
        { "city": "zqsharedcity", "kind": "show",
          "venue": { "name": "zqschedvenuename", "address": "zqschedvenueaddress", "phone": "zqschedvenuephone" },
          "schedule": [ { "time": "15:00", "title": "zqschedtitle", "location": "zqschedlocation", "note": "zqschednote" },
                        { "time": "zqschedtimetext", "title": "zqschedtitle2" } ],
          "flights": [ { "flight": "zqtravflight", "from": { "airport": "zqtravfrom", "timeZone": "America/Toronto" }, "to": { "airport": "zqtravto", "timeZone": "Europe/Paris" },
                         "departs": "18:40", "arrives": "07:55+1", "passengers": ["amara"], "confirmation": "zqbookflight", "note": "zqtravflightnote" } ],
          "ground": [ { "kind": "zqtravkind", "from": "zqtravgroundfrom", "to": "zqtravgroundto", "departs": "10:15", "arrives": "zqtravarrivestext",
                        "company": "zqtravcompany", "driver": { "name": "zqtravdriver", "phone": "zqtravdriverphone" }, "passengers": ["kofi"],
                        "confirmation": "zqbookground", "note": "zqtravgroundnote" } ],
          "hotels": [ { "name": "zqtravhotel", "address": "zqtravhoteladdress", "phone": "zqtravhotelphone", "checkIn": "15:00",
                        "checkOut": "2027-03-15 11:00", "confirmation": "zqbookhotel", "note": "zqtravhotelnote",
                        "rooms": [ { "person": "amara", "room": "zqtravroom" } ] } ],
          "contacts": [ { "name": "zqcontname", "role": "zqcontrole", "phone": "zqcontphone", "email": "zqcontemail" } ],
          "documents": [ { "title": "zqscheddoctitle", "file": "assets/zqscheddocfile.pdf", "tab": "schedule" } ] }
        """)
        content.write("days/2027-03-15.json", #"{ "city": "zqsharedcity2", "kind": "off", "venue": "hall" }"#)
        content.write("tour.md", "Tour notes zqsharedtournotes")
        content.write("tour.schedule.md", "zqschedtournotes")
        content.write("tour.travel.md", "zqtravtournotes")
        content.write("tour.contacts.md", "zqconttournotes")
        content.write("days/2027-03-14.md", "Day notes zqshareddaynotes")
        content.write("days/2027-03-14.schedule.md", "zqschedtabnotes")
        content.write("days/2027-03-14.travel.md", "zqtravtabnotes")
        content.write("days/2027-03-15.contacts.md", "zqconttabnotes")
        return content
    }

    static func markers(in content: TempContent) throws -> Set<String> {
        var found: Set<String> = []
        for file in ["tour.json", "people.json", "venues.json", "days/2027-03-14.json", "days/2027-03-15.json", "tour.md", "tour.schedule.md", "tour.travel.md", "tour.contacts.md", "days/2027-03-14.md",
                     "days/2027-03-14.schedule.md", "days/2027-03-14.travel.md", "days/2027-03-15.contacts.md",
                     "assets/zqcontdocfile.pdf", "assets/zqshareddocfile.pdf", "assets/zqtravdocfile.pdf", "assets/zqscheddocfile.pdf"] {
            let text = try String(contentsOfFile: content.path(file), encoding: .utf8)
            for match in text.matches(of: /zq[a-z0-9]+/) { found.insert(String(match.0)) }
        }
        return found
    }

    @Test func noRoleSeesATabItCannotOpenAndEachSeesWhatItCan() throws {
        let content = Self.content()
        let site = try SiteFixture(content: content)
        let markers = try Self.markers(in: content).filter { !$0.hasPrefix("zqnever") }
        #expect(markers.count > 40)
        for (role, tabs) in Self.roles {
            // Calendar lines are folded at 75 octets: unfold them, or a marker cut in two would hide.
            let files = site.contents(ofRole: role).map { file in
                (path: file.path, text: file.path.hasSuffix(".ics") ? file.text.replacingOccurrences(of: "\r\n ", with: "") : file.text)
            }
            #expect(!files.isEmpty)
            for file in files where file.path.hasSuffix(".ics") {
                #expect(!file.text.lowercased().contains("zqbook"), "role \(role): \(file.path) holds a booking reference")
            }
            // Only roles that see items have a calendar (one without events is not valid).
            let seesItems = tabs.contains(.schedule) || tabs.contains(.travel)
            #expect(files.contains { $0.path == "calendar.ics" } == seesItems, "role \(role): calendar.ics")
            // Paths too: a document's file name is data of its tab. Each file is lowercased once
            // and searched by its bytes (ByteSearch): Foundation's contains, file by file for
            // each marker, took most of this suite's time.
            let lowered = files.map { (path: $0.path, text: ($0.path + "\n" + $0.text).lowercased()) }
            let everything = lowered.map(\.text).joined(separator: "\n")
            for marker in markers.sorted() {
                let owner = Owner.allCases.first { marker.hasPrefix($0.rawValue) }!
                let shown = everything.containsBytes(marker)
                if Self.visible(owner, to: role) {
                    #expect(shown, "role \(role) should see \(marker)")
                } else {
                    let where_ = lowered.filter { $0.text.containsBytes(marker) }.map(\.path)
                    #expect(!shown, "role \(role) must not see \(marker), found in \(where_)")
                }
            }
            #expect(!everything.containsBytes("zqneverpassport"), "a full passport number reached \(role)")
        }
    }

    /// What changed, old and new values alike, stays in its tab: every field of every tab is
    /// edited, then each role's folder (changes page and feed, marked day pages) is checked.
    @Test func changesShowOnlyTheTabsARoleCanOpen() throws {
        let content = Self.content()
        _ = try SiteFixture(content: content)
        let before = try Self.markers(in: content)
        for file in ["days/2027-03-14.json", "days/2027-03-14.md", "days/2027-03-14.schedule.md", "days/2027-03-14.travel.md",
                     "days/2027-03-15.contacts.md"] {
            let text = try String(contentsOfFile: content.path(file), encoding: .utf8)
            // Every marker but the attached files' names, which must stay the files there are.
            let edited = text.replacing(/zq([a-z0-9]+)/) { "zq\($0.1)b" }.replacing(/assets\/(zq[a-z0-9]+)b/) { "assets/\($0.1)" }
            content.write(file, edited.replacingOccurrences(of: "15:00", with: "16:00"))
        }
        let site = try SiteFixture(content: content)
        let markers = before.union(try Self.markers(in: content)).filter { !$0.hasPrefix("zqnever") }
        for (role, tabs) in Self.roles {
            let changes = try site.text("\(role)/changes.html").lowercased() + site.text("\(role)/changes.xml").lowercased()
            #expect(changes.contains("zqschedtitleb") == tabs.contains(.schedule), "role \(role): the schedule's changes")
            #expect(changes.contains("zqtravhotelb") == tabs.contains(.travel), "role \(role): the renamed hotel")
            let everything = site.contents(ofRole: role).map { $0.text.lowercased() }.joined(separator: "\n")
            for marker in markers.sorted() where !Self.visible(Owner.allCases.first { marker.hasPrefix($0.rawValue) }!, to: role) {
                #expect(!everything.containsBytes(marker), "role \(role) must not see \(marker) after an edit")
            }
        }
    }

    @Test func pagesAndLinksFollowTheTabs() throws {
        let content = Self.content()
        let site = try SiteFixture(content: content)
        for (role, tabs) in Self.roles {
            let files = Set(site.files(under: role))
            #expect(files.contains("travel.html") == tabs.contains(.travel))
            #expect(files.contains("contacts.html") == tabs.contains(.contacts))
            #expect(files.isSuperset(of: ["index.html", "print.html", "days/2027-03-14.html", "days/2027-03-15.html"]))
            #expect(files.contains("calendar.ics") == (tabs.contains(.schedule) || tabs.contains(.travel)))
            #expect(files.isSuperset(of: ["people/amara.ics", "people/kofi.ics"]) == tabs.contains(.travel))
            #expect(files.contains { $0.hasPrefix("people/") } == tabs.contains(.travel))
            for (path, text) in site.contents(ofRole: role) where path.hasSuffix(".html") {
                let nav = try #require(text.firstMatch(of: /<nav class="tabs"[\s\S]*?<\/nav>/)).0
                let links = nav.matches(of: /href="([^"]+)"/).map { String($0.1).replacingOccurrences(of: "../", with: "") }
                var expected = ["index.html"]
                if tabs.contains(.travel) { expected.append("travel.html") }
                if tabs.contains(.contacts) { expected.append("contacts.html") }
                expected += ["changes.html", "print.html"]
                #expect(links == expected, "\(role)/\(path)")
                #expect(tabs.contains(.travel) || !text.contains("travel.html"), "\(role)/\(path) links travel.html")
                #expect(tabs.contains(.contacts) || !text.contains("contacts.html"), "\(role)/\(path) links contacts.html")
            }
        }
    }
}
