import Foundation
import TourBookSystem
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// A content folder in a fresh temporary directory, removed when the value goes away. Starts
/// as a small valid tour that tests then break one thing at a time.
final class TempContent {
    let root: URL
    var content: URL { root.appendingPathComponent("Content") }

    init(copyingSample: Bool = false) {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tourbook-test-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        if copyingSample {
            try! FileManager.default.copyItem(at: Paths.content, to: content)
        } else {
            try! FileManager.default.createDirectory(at: content.appendingPathComponent("days"), withIntermediateDirectories: true)
            write("tour.json", TempContent.tour)
            write("people.json", TempContent.people)
            write("days/2027-03-14.json", TempContent.day)
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ relative: String, _ text: String) {
        write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) {
        let url = content.appendingPathComponent(relative)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! WholeFile.write(bytes, to: url.path)
    }

    func remove(_ relative: String) {
        try? FileManager.default.removeItem(at: content.appendingPathComponent(relative))
    }

    func path(_ relative: String) -> String { content.appendingPathComponent(relative).path }

    /// Loads the folder; diagnostics print with the folder shown as `Content`.
    func load() -> ContentLoader.Result {
        ContentLoader(directory: content.path).load()
    }

    /// Every diagnostic as printed, with the temp folder replaced by `Content`.
    func messages() -> [String] {
        load().log.sorted.map { $0.description.replacingOccurrences(of: content.path, with: "Content") }
    }

    static let tour = """
    {
      "name": "Test Tour",
      "timeZone": "America/Toronto",
      "roles": {
        "management": { "title": "Management", "tabs": ["schedule", "travel", "contacts"] },
        "crew": { "title": "Crew", "tabs": ["schedule", "travel"] }
      }
    }
    """

    static let people = """
    [
      { "id": "amara", "name": "Amara Okafor" },
      { "id": "kofi", "name": "Kofi Mensah" }
    ]
    """

    static let day = """
    {
      "city": "Toronto",
      "kind": "show",
      "schedule": [ { "time": "15:00", "title": "Load in" } ]
    }
    """
}
