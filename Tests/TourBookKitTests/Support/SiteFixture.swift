import Foundation
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// A real build of some content into a temporary output folder, with helpers to read it back.
struct SiteFixture {
    /// Held so the temporary folder lives as long as the fixture.
    let content: TempContent
    let output: URL
    let outcome: SiteBuild.Outcome

    init(content: TempContent, templates: URL = Paths.templates, roles: [String] = []) throws {
        self.content = content
        output = content.root.appendingPathComponent("Output")
        var options = BuildConfiguration()
        options.content = content.content.path
        options.templates = templates.path
        options.output = output.path
        options.roles = roles
        options.time = Self.time
        outcome = SiteBuild(configuration: options).run()
        if outcome.log.hasErrors || outcome.summary == nil {
            throw BuildFailed(messages: outcome.log.sorted.map(\.description) + [outcome.failure.map { "\($0)" } ?? ""])
        }
    }

    struct BuildFailed: Error { var messages: [String] }

    /// The time of every fixture's build (2026-11-30 00:53:20 UTC), so builds repeat.
    static let time: Int64 = 1_796_000_000

    func text(_ relative: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Every file under a folder (relative paths), sorted.
    func files(under folder: String = "") -> [String] {
        let base = output.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var result: [String] = []
        while let path = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: base.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                result.append(path)
            }
        }
        return result.sorted()
    }

    /// All bytes under a role's folder, as one string per file.
    func contents(ofRole role: String) -> [(path: String, text: String)] {
        files(under: role).map { path in
            let data = (try? Data(contentsOf: output.appendingPathComponent(role).appendingPathComponent(path))) ?? Data()
            return (path, String(decoding: data, as: UTF8.self))
        }
    }
}

extension DiagnosticLog {
    /// The warnings about the content, without the one about this machine's time zone data
    /// being more than a year old (ZoneDataAgeTests), so tests don't depend on the machine.
    var contentWarnings: [Diagnostic] {
        warnings.filter { !$0.location.file.hasSuffix("/tzdata.zi") }
    }
}
