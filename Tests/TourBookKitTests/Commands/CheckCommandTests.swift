import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// `tourbook check` on ten differently broken copies of the sample: each copy has several
/// problems in different files, and one run reports every one of them, sorted by file.
struct CheckCommandTests {
    struct Breakage: Sendable, CustomTestStringConvertible {
        var name: String
        var edits: [(file: String, old: String, new: String)]
        /// One fragment per expected error, in the order they are printed.
        var expected: [String]
        var testDescription: String { name }
    }

    static let copies: [Breakage] = [
        Breakage(name: "typos in keys across three files", edits: [
            ("tour.json", "\"artist\"", "\"artits\""), ("people.json", "\"email\"", "\"emial\""),
            ("days/2027-03-15.json", "\"departs\"", "\"depart\"")],
            expected: ["days/2027-03-15.json:", #"unknown key "depart"; did you mean "departs"?"#,
                       "people.json:", #"unknown key "emial"; did you mean "email"?"#,
                       "tour.json:", #"unknown key "artits"; did you mean "artist"?"#]),
        Breakage(name: "bad zones and a bad kind", edits: [
            ("days/2027-03-16.json", "\"Europe/London\"", "\"Europe/Londn\""), ("days/2027-03-17.json", "\"kind\": \"show\"", "\"kind\": \"gig\"")],
            expected: [#"unknown time zone "Europe/Londn""#, #"kind is "gig""#]),
        Breakage(name: "unknown people in flights and rooms", edits: [
            ("days/2027-03-15.json", "\"kofi\"", "\"kofy\""), ("days/2027-03-13.json", "\"person\": \"mateo\"", "\"person\": \"mateoo\"")],
            expected: ["days/2027-03-13.json:", #"unknown person "mateoo""#, "days/2027-03-15.json:", #"unknown person "kofy""#]),
        Breakage(name: "a syntax error next to a semantic one", edits: [
            ("days/2027-03-09.json", "\"city\": \"Montréal, QC\",", "\"city\": \"Montréal, QC\""),
            ("days/2027-03-10.json", "\"kind\": \"show\"", "\"kind\": 3")],
            expected: ["days/2027-03-09.json:", "days/2027-03-10.json:", "expected a string, found a number"]),
        Breakage(name: "tabs and roles", edits: [
            ("tour.json", "\"tabs\": [\"schedule\"] }", "\"tabs\": [\"schedul\"] }"), ("tour.json", "\"title\": \"Guests\",", "")],
            expected: [#"unknown tab "schedul"; did you mean "schedule"?"#, #"missing required key "title""#]),
        Breakage(name: "dates that don't exist", edits: [
            ("days/2027-03-13.json", "2027-03-15 14:00", "2027-03-12 10:00"), ("people.json", "\"expires\": \"2031", "\"expires\": \"31")],
            expected: ["check-out 2027-03-12 10:00 is not after check-in", "is not a date; write it as YYYY-MM-DD"]),
        Breakage(name: "ids", edits: [
            ("people.json", "\"id\": \"kofi\"", "\"id\": \"Kofi\""), ("tour.json", "\"local\":", "\"Local crew\":")],
            expected: [#""Kofi" is not a valid id"#, #""Local crew" is not a valid role id"#]),
        Breakage(name: "artwork outside assets and a notes tab typo", edits: [
            ("tour.json", "\"assets/artist.png\"", "\"../artist.png\"")],
            expected: [#""../artist.png" is not a path under assets/"#]),
        Breakage(name: "wrong kinds of values", edits: [
            ("days/2027-03-18.json", "\"venue\": {", "\"venue\": [ {"), ("days/2027-03-18.json", "\"schedule\": [", "\"schedule\": {")],
            expected: ["days/2027-03-18.json:"]),
        Breakage(name: "missing required values everywhere", edits: [
            ("tour.json", "\"name\": \"Harbour Lights Tour 2027\",", ""), ("people.json", "\"name\": \"Amara Okafor\",", ""),
            ("days/2027-03-17.json", "\"title\": \"Load in\"", "\"titel\": \"Load in\"")],
            expected: ["days/2027-03-17.json:", #"missing required key "title""#, #"unknown key "titel"; did you mean "title"?"#,
                       "people.json:", #"missing required key "name""#, "tour.json:", #"missing required key "name""#]),
    ]

    @Test(arguments: copies)
    func everyProblemInOneRun(_ copy: Breakage) throws {
        let content = TempContent(copyingSample: true)
        for edit in copy.edits { content.replace(edit.file, edit.old, edit.new) }
        let console = RecordingConsole()
        let code = TourBookCommand.run(["check", "--content", content.content.path, "--templates", Paths.templates.path], console: console)
        #expect(code == .failed)
        let errors = console.standardError.filter { $0.contains(": error:") }.joined(separator: "\n")
        var position = errors.startIndex
        for fragment in copy.expected {
            guard let found = errors.range(of: fragment, range: position..<errors.endIndex) else {
                Issue.record("\(copy.name): \"\(fragment)\" missing or out of order in:\n\(errors)")
                break
            }
            position = found.upperBound
        }
        #expect(console.standardError.last?.hasSuffix("fix the errors above and run again") == true)
    }
}
