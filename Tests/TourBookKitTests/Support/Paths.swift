import Foundation

/// Where the repository's own files are, found from this source file so tests run from any
/// working directory.
enum Paths {
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let content = repository.appendingPathComponent("Content")
    static let templates = repository.appendingPathComponent("Templates")
    static let fixtures = repository.appendingPathComponent("Tests/TourBookKitTests/Fixtures")
}
