import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The finder's Swift ranking against the shared table (Tests/finder/cases.json, which the page's
/// script passes too), and the `find` command.
struct FinderTableTests {
    struct Table: Decodable {
        var entries: [[String]]
        var cases: [Case]
    }

    struct Case: Decodable, CustomTestStringConvertible, Sendable {
        var query: String
        var note: String
        var entries: [[String]]?
        var results: [String]?
        var order: [String]?
        var top: String?
        var none: Bool?
        var testDescription: String { "\"\(query)\" (\(note))" }
    }

    static let table: Table = {
        let url = Paths.repository.appendingPathComponent("Tests/finder/cases.json")
        return try! JSONDecoder().decode(Table.self, from: Data(contentsOf: url))
    }()

    static func ranked(_ query: String, _ entries: [[String]]) -> [String] {
        let finder = FinderRanking(entries: entries.map { FinderEntry(array: $0)!.searchFields })
        return finder.rank(query).map { entries[$0.index][0] }
    }

    @Test func theTableHasAtLeastFortyCases() {
        #expect(Self.table.cases.count >= 40)
    }

    @Test(arguments: table.cases)
    func sharedCase(_ c: Case) {
        let ranked = Self.ranked(c.query, c.entries ?? Self.table.entries)
        #expect(c.none != nil || c.results != nil || c.order != nil || c.top != nil, "the case says nothing to check")
        if c.none == true { #expect(ranked.isEmpty) }
        if let results = c.results { #expect(ranked == results) }
        if let order = c.order { #expect(Array(ranked.prefix(order.count)) == order, "got \(ranked)") }
        if let top = c.top { #expect(ranked.first == top, "got \(ranked)") }
    }

    @Test func normalisation() {
        #expect(FinderText.normalize("  Montréal, QC ") == "montreal qc")
        #expect(FinderText.normalize("Hôtel Régyn's Montmartre") == "hotel regyn s montmartre")
        #expect(FinderText.normalize("Łódź — København · Straße") == "lodz kobenhavn strasse")
        #expect(FinderText.normalize("ΟΔΟΣ") == "οδοσ")
    }

    @Test func allowanceAndDistance() {
        #expect([1, 3, 4, 6, 7, 12].map(FinderRanking.allowance) == [0, 0, 1, 1, 2, 2])
        func distance(_ a: String, _ b: String, _ limit: Int) -> Int? {
            EditDistance.between(Array(a.utf16), Array(b.utf16), within: limit)
        }
        #expect(distance("mnotreal", "montreal", 2) == 1)
        #expect(distance("montreel", "montreal", 2) == 1)
        #expect(distance("abcdef", "badcfe", 2) == nil) // three swaps: gives up
        #expect(distance("kitten", "sitting", 3) == 3)
        #expect(distance("ca", "abc", 3) == 3) // optimal string alignment, not unrestricted Damerau
    }
}

struct FindCommandTests {
    @Test func parsing() throws {
        #expect(try Invocation.parse(["find", "montreel"]) == .find(.init(query: "montreel")))
        #expect(try Invocation.parse(["find", "--content", "tour", "massey", "hall"]) == .find(.init(content: "tour", query: "massey hall")))
        #expect(try Invocation.parse(["find", "--content=tour", "mtl"]) == .find(.init(content: "tour", query: "mtl")))
        #expect(try Invocation.parse(["find", "--help"]) == .help)
    }

    @Test(arguments: [
        (["find"], "find needs a QUERY"),
        (["find", "--content"], "--content needs a value"),
        (["find", "--contnet", "x", "q"], #"unknown option "--contnet" for find; did you mean "--content"?"#),
        (["find", "--", "!!"], #"unknown option "--" for find"#),
        (["find", "!!"], #"the query "!!" has no letters or digits to look for"#),
        (["fnid", "x"], #"unknown command "fnid"; did you mean "find"?"#),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        #expect(throws: Invocation.UsageError(description: message)) { try Invocation.parse(arguments) }
        #expect(TourBookCommand.run(arguments, console: RecordingConsole()) == .usage)
    }

    @Test func ranksTheSampleForTourManagersOneLinePerDay() {
        let console = RecordingConsole()
        #expect(TourBookCommand.run(["find", "--content", Paths.content.path, "montreel"], console: console) == .success)
        #expect(console.standardOutput == ["2027-03-09  Montréal, QC · MTELUS · festival · Hôtel Zéro1"])
        let massey = RecordingConsole()
        #expect(TourBookCommand.run(["find", "--content", Paths.content.path, "toronto", "masey"], console: massey) == .success)
        #expect(massey.standardOutput.first == "2027-03-13  Toronto, ON · Massey Hall · show · The Drake Hotel · Chelsea Hotel, Toronto")
        #expect(massey.standardOutput.count == 4)
        #expect(massey.standardOutput.allSatisfy { $0.wholeMatch(of: /2027-03-\d\d  .+/) != nil })
    }

    @Test func noMatchIsNotAnError() {
        let console = RecordingConsole()
        #expect(TourBookCommand.run(["find", "--content", Paths.content.path, "xyzzy"], console: console) == .success)
        #expect(console.standardOutput.isEmpty)
        #expect(console.standardError == [#"no day matches "xyzzy""#])
    }

    @Test func contentErrorsExitOne() {
        let console = RecordingConsole()
        #expect(TourBookCommand.run(["find", "--content", "/nonexistent/tour", "x"], console: console) == .failed)
        #expect(console.standardError.last?.contains("error(s)") == true)
    }
}
