import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// One case per rule of the content format: break one thing in a small valid tour and check the
/// exact message, with file, line, column and JSON path.
struct ContentLoaderRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var text: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown key gets a suggestion", file: "days/2027-03-14.json",
             text: #"{ "schedule": [ { "tme": "15:00", "title": "Load in" } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:19: error: unknown key "tme"; did you mean "time"? at schedule[0].tme"#]),
        Case(name: "unknown key without a close match lists the known keys", file: "days/2027-03-14.json",
             text: #"{ "venue": { "name": "MTELUS", "ticketPrice": "40" } }"#,
             expected: [#"Content/days/2027-03-14.json:1:32: error: unknown key "ticketPrice"; known keys here: name, address, phone, loadIn, parking, productionOffice, wifi, capacity, curfew, website, nearby, documents at venue.ticketPrice"#]),
        Case(name: "missing required key", file: "people.json",
             text: #"[ { "id": "amara" } ]"#,
             expected: [#"Content/people.json:1:3: error: missing required key "name" at [0]"#]),
        Case(name: "id must be a slug", file: "people.json",
             text: #"[ { "id": "Amara O", "name": "Amara Okafor" } ]"#,
             expected: [#"Content/people.json:1:11: error: "Amara O" is not a valid id; use lowercase letters, digits and dashes, starting with a letter or digit (e.g. "amara-o") at [0].id"#]),
        Case(name: "duplicate person id", file: "people.json",
             text: "[ { \"id\": \"amara\", \"name\": \"A\" },\n  { \"id\": \"amara\", \"name\": \"B\" } ]",
             expected: [#"Content/people.json:2:11: error: the id "amara" is used twice (first at line 1); ids must be unique at [1].id"#]),
        Case(name: "unknown time zone gets a suggestion", file: "days/2027-03-14.json",
             text: #"{ "timeZone": "America/Torono" }"#,
             expected: [#"Content/days/2027-03-14.json:1:15: error: unknown time zone "America/Torono"; did you mean "America/Toronto"? at timeZone"#]),
        Case(name: "a file name that is not a real date", file: "days/2027-02-30.json",
             text: "{}",
             expected: ["Content/days/2027-02-30.json: error: 2027-02-30 is not a real date; rename the file to an existing date (YYYY-MM-DD)"]),
        Case(name: "passengers must be known people", file: "days/2027-03-14.json",
             text: #"{ "ground": [ { "departs": "10:00", "passengers": ["kofy"] } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:52: error: unknown person "kofy"; did you mean "kofi"? at ground[0].passengers[0]"#]),
        Case(name: "rooms must name known people", file: "days/2027-03-14.json",
             text: #"{ "hotels": [ { "name": "Gault", "checkIn": "15:00", "rooms": [ { "person": "zed", "room": "1" } ] } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:77: error: unknown person "zed"; add them to people.json or use an id from there at hotels[0].rooms[0].person"#]),
        Case(name: "unknown tab gets a suggestion", file: "tour.json",
             text: #"{ "name": "T", "timeZone": "UTC", "roles": { "crew": { "title": "Crew", "tabs": ["travle"] } } }"#,
             expected: [#"Content/tour.json:1:82: error: unknown tab "travle"; did you mean "travel"? at roles.crew.tabs[0]"#]),
        Case(name: "a tab listed twice", file: "tour.json",
             text: #"{ "name": "T", "timeZone": "UTC", "roles": { "crew": { "title": "Crew", "tabs": ["travel", "travel"] } } }"#,
             expected: [#"Content/tour.json:1:92: error: the tab "travel" is listed twice at roles.crew.tabs[1]"#]),
        Case(name: "a tour with no roles", file: "tour.json",
             text: #"{ "name": "T", "timeZone": "UTC", "roles": {} }"#,
             expected: [#"Content/tour.json:1:44: error: the tour has no roles; add at least one, e.g. "crew": { "title": "Crew", "tabs": ["schedule"] } at roles"#]),
        Case(name: "artwork must stay inside assets", file: "tour.json",
             text: #"{ "name": "T", "timeZone": "UTC", "artwork": "assets/../../secret.png", "roles": { "crew": { "title": "Crew" } } }"#,
             expected: [#"Content/tour.json:1:46: error: "assets/../../secret.png" is not a path under assets/; put the file in Content/assets and write "assets/NAME" at artwork"#]),
        Case(name: "artwork must exist", file: "tour.json",
             text: #"{ "name": "T", "timeZone": "UTC", "artwork": "assets/band.jpg", "roles": { "crew": { "title": "Crew" } } }"#,
             expected: [#"Content/tour.json:1:46: error: "assets/band.jpg" does not exist; put the file at Content/assets/band.jpg at artwork"#]),
        Case(name: "check-out must come after check-in", file: "days/2027-03-14.json",
             text: #"{ "hotels": [ { "name": "Gault", "checkIn": "15:00", "checkOut": "2027-03-13 11:00" } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:66: error: check-out 2027-03-13 11:00 is not after check-in (2027-03-14); check the dates at hotels[0].checkOut"#]),
        Case(name: "a check-out that is not a date", file: "days/2027-03-14.json",
             text: #"{ "hotels": [ { "name": "Gault", "checkIn": "15:00", "checkOut": "Tuesday" } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:66: error: checkOut is "Tuesday"; write "YYYY-MM-DD HH:MM" (or just "YYYY-MM-DD") at hotels[0].checkOut"#]),
        Case(name: "a broken clock time is a warning", file: "days/2027-03-14.json",
             text: #"{ "schedule": [ { "time": "25:99", "title": "Doors" } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:27: warning: "25:99" looks like a time but can't be read; write HH:MM (e.g. 14:30) or h:mm pm. It is listed last, as TBD items are at schedule[0].time"#]),
        Case(name: "a time that clocks skip is a warning", file: "days/2027-03-14.json",
             text: #"{ "schedule": [ { "time": "02:30", "title": "Bus call" } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:27: warning: 2027-03-14 02:30 does not exist in America/Toronto (clocks go forward); it is read as 2027-03-14T03:30-04:00 at schedule[0].time"#]),
        Case(name: "JSON syntax errors point at line and column", file: "days/2027-03-14.json",
             text: "{\n  \"city\": \"Toronto\",\n}",
             expected: ["Content/days/2027-03-14.json:3:1: error: a comma before } is not allowed in JSON"]),
        Case(name: "a number where text belongs", file: "days/2027-03-14.json",
             text: #"{ "schedule": [ { "time": 1500, "title": "Load in" } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:27: error: expected a string, found a number; put it in double quotes at schedule[0].time"#]),
        Case(name: "an unknown day kind", file: "days/2027-03-14.json",
             text: #"{ "kind": "shw" }"#,
             expected: [#"Content/days/2027-03-14.json:1:11: error: kind is "shw"; did you mean "show"? use one of "show", "festival", "rehearsal", "production", "promo", "travel", "off" at kind"#]),
        Case(name: "a misspelt new day kind", file: "days/2027-03-14.json",
             text: #"{ "kind": "rehersal" }"#,
             expected: [#"Content/days/2027-03-14.json:1:11: error: kind is "rehersal"; did you mean "rehearsal"? use one of "show", "festival", "rehearsal", "production", "promo", "travel", "off" at kind"#]),
        Case(name: "an unknown clock style", file: "tour.json",
             text: #"{ "name": "T", "timeZone": "UTC", "clock": "24", "roles": { "crew": { "title": "Crew" } } }"#,
             expected: [#"Content/tour.json:1:44: error: clock is "24"; use "24h" or "12h" at clock"#]),
        Case(name: "$schema only at the top of a file", file: "days/2027-03-14.json",
             text: #"{ "$schema": "x", "venue": { "$schema": "y", "name": "MTELUS" } }"#,
             expected: [#"Content/days/2027-03-14.json:1:30: error: unknown key "$schema"; known keys here: name, address, phone, loadIn, parking, productionOffice, wifi, capacity, curfew, website, nearby, documents at venue.$schema"#]),
        Case(name: "a notes file for an unknown tab", file: "days/2027-03-14.travle.md",
             text: "Passports!",
             expected: [#"Content/days/2027-03-14.travle.md: error: unknown tab or role "travle" in a notes file name; did you mean "2027-03-14.travel.md"?"#]),
        Case(name: "notes for a date outside the tour", file: "days/2027-04-01.md",
             text: "Later.",
             expected: ["Content/days/2027-04-01.md: warning: these notes are for 2027-04-01, outside the tour (2027-03-14 to 2027-03-14); they are not shown"]),
        Case(name: "a flight that lands before it leaves is a warning", file: "days/2027-03-14.json",
             text: #"{ "flights": [ { "from": { "airport": "YYZ" }, "to": { "airport": "LHR", "timeZone": "Europe/London" }, "departs": "22:30", "arrives": "09:35" } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:136: warning: the flight lands before it takes off (local times with zones applied); check the times, or add +1 to the arrival at flights[0].arrives"#]),
        Case(name: "a ground leg that arrives before it departs is a warning", file: "days/2027-03-14.json",
             text: #"{ "ground": [ { "kind": "bus", "departs": "23:30", "arrives": "01:30" } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:63: warning: the ground leg arrives before it departs (times in the day's zone); check the times, or add +1 to the arrival if it arrives the next day at ground[0].arrives"#]),
        Case(name: "a ground leg arriving at its departure time is a warning", file: "days/2027-03-14.json",
             text: #"{ "ground": [ { "departs": "10:00", "arrives": "10:00" } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:48: warning: the ground leg arrives before it departs (times in the day's zone); check the times, or add +1 to the arrival if it arrives the next day at ground[0].arrives"#]),
        Case(name: "an overnight ground leg with +1 is fine", file: "days/2027-03-14.json",
             text: #"{ "ground": [ { "kind": "bus", "departs": "23:30", "arrives": "02:00+1" } ] }"#,
             expected: []),
        Case(name: "a ground leg without an arrival is fine", file: "days/2027-03-14.json",
             text: #"{ "ground": [ { "kind": "bus", "departs": "23:30" } ] }"#,
             expected: []),
        Case(name: "a ground leg with a TBD arrival is not compared", file: "days/2027-03-14.json",
             text: #"{ "ground": [ { "departs": "23:30", "arrives": "after the show" } ] }"#,
             expected: []),
        Case(name: "an item for a role that does not exist gets a suggestion", file: "days/2027-03-14.json",
             text: #"{ "schedule": [ { "time": "15:00", "title": "Load in", "for": ["management", "crwe"] } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:78: error: unknown role "crwe"; did you mean "crew"? at schedule[0].for[1]"#]),
        Case(name: "a role far from any lists the roles", file: "days/2027-03-14.json",
             text: #"{ "contacts": [ { "name": "Jo", "for": ["drivers"] } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:41: error: unknown role "drivers"; "for" names roles of tour.json: crew, management at contacts[0].for[0]"#]),
        Case(name: "an empty for shows the item to no one", file: "days/2027-03-14.json",
             text: #"{ "hotels": [ { "name": "H", "checkIn": "15:00", "for": [] } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:57: error: "for" is empty, so no role would see this; name the roles it is for, or leave "for" out for every role its tab allows at hotels[0].for"#]),
        Case(name: "for is a list", file: "days/2027-03-14.json",
             text: #"{ "ground": [ { "departs": "10:00", "for": "crew" } ] }"#,
             expected: [#"Content/days/2027-03-14.json:1:44: error: expected a list, found a string at ground[0].for"#]),
        Case(name: "a tour document's for is checked against the roles", file: "tour.json",
             text: #"{ "name": "T", "timeZone": "America/Toronto", "roles": { "crew": { "title": "Crew" } }, "documents": [ { "title": "Rider", "file": "assets/r.pdf", "for": ["crow"] } ] }"#,
             expected: [#"Content/tour.json:1:132: error: "assets/r.pdf" does not exist; put the file at Content/assets/r.pdf at documents[0].file"#,
                        #"Content/tour.json:1:156: error: unknown role "crow"; did you mean "crew"? at documents[0].for[0]"#]),
        Case(name: "a duplicate key in an object", file: "days/2027-03-14.json",
             text: #"{ "city": "A", "city": "B" }"#,
             expected: [#"Content/days/2027-03-14.json:1:16: error: the key "city" appears twice in this object"#]),
    ]

    @Test(arguments: cases)
    func reportsTheExactMessage(_ rule: Case) {
        let content = TempContent()
        content.write(rule.file, rule.text)
        #expect(content.messages() == rule.expected)
    }

    @Test func aValidTourHasNoMessages() {
        #expect(TempContent().messages() == [])
    }

    @Test func missingRequiredFilesAreNamed() {
        let content = TempContent()
        content.remove("tour.json")
        content.remove("people.json")
        #expect(content.messages() == [
            "Content/people.json: error: the file is missing; it is required (see docs/content-format.md)",
            "Content/tour.json: error: the file is missing; it is required (see docs/content-format.md)",
        ])
    }

    @Test func aTourNeedsDayFiles() {
        let content = TempContent()
        content.remove("days/2027-03-14.json")
        #expect(content.messages() == ["Content/days: error: there are no day files; add at least one, named like days/2027-03-14.json"])
    }

    /// Tour notes for a tab are `tour.<tab>.md`, for a role `tour.<role>.md`; any other
    /// `tour.*.md` is an error, never notes that silently go nowhere.
    @Test(arguments: [("tour.travle.md", "did you mean \"tour.travel.md\"?"), ("tour.crwe.md", "did you mean \"tour.crew.md\"?"),
                      ("tour.band.md", "name it after a tab (schedule, travel, contacts) or a role (management, crew), e.g. tour.travel.md")])
    func aTourNotesFileForNoTabIsAnError(_ name: String, _ advice: String) {
        let content = TempContent()
        content.write(name, "Per diems")
        content.write("tour.travel.md", "Per diems")
        let tab = name.dropFirst(5).dropLast(3)
        #expect(content.messages() == ["Content/\(name): error: unknown tab or role \"\(tab)\" in a notes file name; \(advice)"])
    }
}
