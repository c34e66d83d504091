import Foundation
import Testing
import Airports
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The generated airport table (AirportData.swift) and its lazy index.
struct AirportTableTests {
    @Test func holdsEveryIATAAirportSortedByCode() {
        let table = AirportTable()
        #expect(table.count == AirportData.count)
        #expect(table.count > 7_800)
        let codes = table.loaded().codes
        #expect(zip(codes, codes.dropFirst()).allSatisfy { $0 < $1 }, "codes must be sorted and unique")
    }

    @Test func looksUpByCode() throws {
        let table = AirportTable()
        let yyz = try #require(table.airport("YYZ"))
        #expect(yyz == AirportRecord(code: "YYZ", name: "Toronto Pearson International Airport", city: "Toronto",
                                     country: "CA", zone: "America/Toronto"))
        #expect(table.airport("CDG")?.city == "Paris")
        #expect(table.airport("LHR")?.zone == "Europe/London")
        // First and last lines of the file (the last has no newline after it).
        #expect(table.airport("AAA")?.zone == "Pacific/Tahiti")
        #expect(table.airport("ZZV")?.zone == "America/New_York")
        #expect(table.airport("AAB")?.city == nil)
        for missing in ["YTO", "yyz", "YY", "YYZZ", "", "Y Z"] { #expect(table.airport(missing) == nil, "\(missing)") }
    }

    @Test func suggestsTheNearestCodesPreferringTheDaysZone() {
        let table = AirportTable()
        #expect(table.closestCodes(to: "LHX") == ["BHX", "CHX", "LAX"])
        // Same distance, but the ones in the day's zone come first.
        #expect(table.closestCodes(to: "YTO", preferredZone: "America/Toronto").allSatisfy {
            table.airport($0)?.zone == "America/Toronto"
        })
        #expect(table.codes(matchingPlace: "berlin brandenburg") == ["BER"])
        // The city people say, accents forgiven.
        #expect(table.codes(matchingPlace: "Vancouver") == ["CXH", "YVR"])
        #expect(table.codes(matchingPlace: "sao paulo").prefix(2) == ["CGH", "GRU"])
        #expect(table.codes(matchingPlace: "montreal").first == "YUL")
    }

    @Test func everyZoneInTheTableIsKnownToThisMachine() throws {
        let table = AirportTable()
        let index = table.loaded()
        let store = ZoneStore()
        var zones: Set<String> = []
        for packed in index.codes {
            let code = String(decoding: [UInt8(packed >> 16), UInt8(packed >> 8 & 0xFF), UInt8(packed & 0xFF)], as: UTF8.self)
            zones.insert(try #require(table.airport(code)).zone)
        }
        #expect(zones.count > 300)
        for zone in zones.sorted() { #expect(throws: Never.self, "\(zone)") { _ = try store.zone(zone) } }
    }

    /// Nothing is indexed until a flight names an airport: a tour without flights never pays.
    @Test func aTourWithoutFlightsNeverTouchesTheTable() throws {
        let content = TempContent()
        content.write("days/2027-03-15.json", #"{ "ground": [ { "from": "Hotel", "to": "YYZ", "departs": "09:00" } ] }"#)
        let table = AirportTable()
        let result = ContentLoader(directory: content.content.path, zones: ZoneStore(), airports: table).load()
        #expect(result.tour != nil && !result.log.hasErrors)
        #expect(!table.isLoaded)

        content.write("days/2027-03-16.json", #"{ "flights": [ { "from": "YYZ", "to": "YUL", "departs": "09:00", "arrives": "10:15" } ] }"#)
        let withFlight = ContentLoader(directory: content.content.path, zones: ZoneStore(), airports: table).load()
        #expect(withFlight.tour != nil)
        #expect(table.isLoaded)
    }

    /// `TOURBOOK_AIRPORT_PERF=1 swift test -c release --scratch-path .build/perf --filter AirportTablePerformance`
    /// (a build folder of its own: `make`'s release binary is linked statically): the first
    /// lookup (indexing the table) must take under 5 ms.
    @Suite(.enabled(if: ProcessInfo.processInfo.environment["TOURBOOK_AIRPORT_PERF"] != nil))
    struct AirportTablePerformance {
        @Test func firstLookupIsUnderFiveMilliseconds() throws {
            var firsts: [Double] = []
            var laters: [Double] = []
            for _ in 0..<20 {
                let table = AirportTable()
                var start = ContinuousClock.now
                _ = try #require(table.airport("YYZ"))
                firsts.append((ContinuousClock.now - start).inMilliseconds)
                start = ContinuousClock.now
                for code in ["LHR", "CDG", "FRA", "BER", "HND", "ORD", "JFK", "LGA", "EWR", "MAD"] { _ = table.airport(code) }
                laters.append((ContinuousClock.now - start).inMilliseconds / 10)
            }
            firsts.sort()
            laters.sort()
            print("airport table: first lookup median \(firsts[firsts.count / 2]) ms, worst \(firsts.last!) ms; later lookups median \(laters[laters.count / 2] * 1000) µs")
            #expect(firsts[firsts.count / 2] < 5)
        }
    }
}
