import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Flight ends written as bare codes or `{ airport, timeZone }`, resolved through the airport table.
struct AirportFlightTests {
    static let date = CivilDate(iso: "2027-03-15")!

    /// The tour's one flight day; the tour's zone is America/Toronto.
    func load(_ flights: String, dayZone: String? = nil) -> (flights: [Flight], messages: [String]) {
        let content = TempContent()
        let zone = dayZone.map { #""timeZone": "\#($0)", "# } ?? ""
        content.write("days/2027-03-15.json", #"{ \#(zone)"flights": [ \#(flights) ] }"#)
        let messages = content.messages()
        let day = content.load().tour?.days.first { $0.date == Self.date }
        return (day?.flights ?? [], messages)
    }

    @Test func bareCodesTakeTheirZoneAndCityFromTheTable() throws {
        let (flights, messages) = load(#"{ "flight": "AC 880", "from": "YYZ", "to": "CDG", "departs": "18:15", "arrives": "07:25+1" }"#)
        #expect(messages == [])
        let flight = try #require(flights.first)
        #expect(flight.from == Airport(code: "YYZ", zone: flight.from.zone, city: "Toronto", name: "Toronto Pearson International Airport"))
        #expect(flight.from.zone.identifier == "America/Toronto")
        #expect(flight.to.zone.identifier == "Europe/Paris")
        #expect(flight.to.label == "Paris CDG")
        #expect(flight.departs.isoString == "2027-03-15T18:15-04:00")
        #expect(flight.arrives.isoString == "2027-03-16T07:25+01:00")
    }

    /// A red-eye whose zones both come from the table: Toronto is already on daylight time
    /// (since 14 March 2027), London not yet (28 March), so the flight is 7 h 05 min.
    @Test func aRedEyeWithZonesFromTheTable() throws {
        let (flights, messages) = load(#"{ "flight": "AC 868", "from": "YYZ", "to": "LHR", "departs": "22:30", "arrives": "09:35+1" }"#,
                                       dayZone: "America/Toronto")
        #expect(messages == [])
        let flight = try #require(flights.first)
        #expect(flight.departs.isoString == "2027-03-15T22:30-04:00")
        #expect(flight.arrives.isoString == "2027-03-16T09:35+00:00")
        let departs = try #require(flight.departs.instant), arrives = try #require(flight.arrives.instant)
        #expect(arrives - departs == 7 * 3600 + 5 * 60)
    }

    @Test func anExplicitZoneWinsAndAnyNameGoesWithIt() throws {
        let (flights, messages) = load(#"""
            { "from": { "airport": "YYZ", "timeZone": "America/Toronto" }, "to": { "airport": "Berlin Brandenburg", "timeZone": "Europe/Berlin" },
              "departs": "18:00", "arrives": "08:00+1" },
            { "from": { "airport": "QQQ", "timeZone": "Europe/Berlin" }, "to": { "airport": "DEL", "timeZone": "Asia/Calcutta" },
              "departs": "10:00", "arrives": "23:00" }
            """#)
        #expect(messages == [])  // Asia/Calcutta is a link to the table's Asia/Kolkata: no disagreement
        #expect(flights.count == 2)
        #expect(flights[0].from.city == "Toronto")
        #expect(flights[0].to == Airport(code: "Berlin Brandenburg", zone: flights[0].to.zone))
        #expect(flights[0].to.label == "Berlin Brandenburg")
        #expect(flights[1].from.label == "QQQ")
        #expect(flights[1].to.zone.identifier == "Asia/Calcutta")
        #expect(flights[1].to.city == "New Delhi")
    }

    @Test func anExplicitZoneThatDisagreesWithTheTableIsAWarning() throws {
        let (flights, messages) = load(#"{ "from": "YYZ", "to": { "airport": "LHR", "timeZone": "Europe/Dublin" }, "departs": "22:30", "arrives": "09:35+1" }"#)
        #expect(messages == [
            #"Content/days/2027-03-15.json:1:71: warning: timeZone "Europe/Dublin" disagrees with the airport table, which puts LHR in "Europe/London"; "Europe/Dublin" is used at flights[0].to.timeZone"#,
        ])
        #expect(flights.first?.to.zone.identifier == "Europe/Dublin")
    }

    @Test(arguments: [
        (#"{ "from": "YYZ", "to": "LHX", "departs": "22:30", "arrives": "09:35+1" }"#,
         #"Content/days/2027-03-15.json:1:39: error: unknown airport "LHX"; did you mean "BHX", "CHX", "LAX"? (for an airport not in the table, write { "airport": "LHX", "timeZone": "Area/City" }) at flights[0].to"#),
        (#"{ "from": { "airport": "XQX" }, "to": "LHR" }"#,
         #"Content/days/2027-03-15.json:1:39: error: unknown airport "XQX"; did you mean "MQX", "NQX", "SQX"? (for an airport not in the table, add its "timeZone") at flights[0].from.airport"#),
        (#"{ "from": "yyz", "to": "LHR" }"#,
         #"Content/days/2027-03-15.json:1:26: error: airport codes are written in capitals: "YYZ", not "yyz" at flights[0].from"#),
        (#"{ "from": "YYZ", "to": "Berlin Brandenburg" }"#,
         #"Content/days/2027-03-15.json:1:39: error: "Berlin Brandenburg" is not an airport code; did you mean "BER"? (write the three-letter code, or { "airport": "Berlin Brandenburg", "timeZone": "Area/City" } for an airport not in the table) at flights[0].to"#),
        (#"{ "from": 868, "to": "LHR" }"#,
         #"Content/days/2027-03-15.json:1:26: error: expected an airport code (e.g. "YYZ") or an object, found a number at flights[0].from"#),
    ])
    func unknownCodesAreErrorsWithSuggestions(_ flight: String, _ expected: String) {
        let (flights, messages) = load(flight)
        #expect(messages == [expected])
        #expect(flights.isEmpty)
    }

    /// A code in the day's zone is suggested before equally close codes elsewhere.
    @Test func suggestionsPreferTheDaysZone() {
        let (_, messages) = load(#"{ "from": "YTO", "to": "LHR" }"#)
        let table = AirportTable()
        let suggested = table.closestCodes(to: "YTO", preferredZone: "America/Toronto")
        #expect(messages.count == 1)
        #expect(messages.first?.contains("did you mean " + suggested.map { "\"\($0)\"" }.joined(separator: ", ") + "?") == true)
    }

    @Test func dayPagesShowCityAndCode() throws {
        let content = TempContent()
        content.write("days/2027-03-15.json", #"""
        { "timeZone": "America/Toronto", "flights": [
          { "flight": "AC 880", "from": "YYZ", "to": "CDG", "departs": "18:15", "arrives": "07:25+1" } ] }
        """#)
        let site = try SiteFixture(content: content)
        let page = try site.text("management/days/2027-03-15.html")
        #expect(page.contains("<span class=\"code\">AC 880</span> · Toronto YYZ → Paris CDG"), "the flight number is a code that never breaks")
        #expect(page.contains("07:25+1 CET Paris CDG"))
    }
}
