import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The files in Fixtures/rejects are refused by the JSON Schema (Tests/schema) and, here, by
/// the loader: editors and the generator agree on what is wrong.
struct ContentLoaderRejectTests {
    static let fixtures: [String] = {
        let folder = Paths.fixtures.appendingPathComponent("rejects")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func thereAreFixtures() { #expect(Self.fixtures.count >= 15) }

    @Test(arguments: fixtures)
    func loaderRejects(_ name: String) throws {
        let bytes = try Array(Data(contentsOf: Paths.fixtures.appendingPathComponent("rejects/\(name)")))
        let content = TempContent()
        let target = name.hasPrefix("tour-") ? "tour.json" : name.hasPrefix("people-") ? "people.json"
            : name.hasPrefix("venues-") ? "venues.json" : "days/2027-03-14.json"
        content.write(target, bytes: bytes)
        let errors = content.load().log.errors
        #expect(!errors.isEmpty, "\(name) was accepted")
        #expect(errors.allSatisfy { $0.location.file.hasSuffix(target) }, "\(name): \(errors)")
    }
}
