import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourRendering

/// A file's key starts from the templates it is rendered with (`KeyBases`, `TemplateSet.digests`),
/// so an edit to one template moves the keys of the files made with it and of no other, and the
/// next build remakes those alone.
struct TemplateKeysTests {
    /// Each file's key in the state the last build left, by path.
    static func keys(_ output: String) throws -> [String: UInt64] {
        let state = try #require(OutputWriter(directory: output).readState())
        return state.stamps.compactMapValues(\.key)
    }

    /// The sample built with its own copy of the default templates, to edit. The folder is
    /// removed with `content`: keep it alive while the folder is read.
    static func built() throws -> (content: TempContent, templates: URL, configuration: BuildConfiguration) {
        let content = TempContent(copyingSample: true)
        let templates = content.root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: Paths.templates, to: templates)
        var configuration = IncrementalBuildTests.options(content, "Output")
        configuration.templates = templates.path
        #expect(SiteBuild(configuration: configuration).run().failure == nil)
        return (content, templates, configuration)
    }

    static func moved(_ before: [String: UInt64], _ after: [String: UInt64]) -> Set<String> {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    }

    /// Whether the file at `path` (as the state names it) is made with `template`.
    static func made(_ path: String, with template: String) -> Bool {
        switch template {
        case "print.mustache": path.hasSuffix("/print.html")
        case "travel.mustache": path.hasSuffix("/travel.html")
        // A person's dates: their pages in the roles, and their own page in `private/`.
        case "partials/person-day.mustache": path.contains("/people/") && path.hasSuffix(".html") || path.hasPrefix("private/") && path.hasSuffix("/index.html")
        default: true
        }
    }

    /// A comment appended to one template of a copy of the default templates moves the keys of
    /// the files made with it (`made(_:with:)`) and no other.
    @Test(arguments: ["print.mustache", "partials/person-day.mustache", "travel.mustache"])
    func aTemplateEditMovesTheKeysOfWhatUsesItAlone(_ template: String) throws {
        let (content, templates, configuration) = try Self.built()
        let before = try Self.keys(configuration.output)
        let file = templates.appendingPathComponent(template)
        try Data(try Data(contentsOf: file) + Data("{{! edited }}".utf8)).write(to: file)
        #expect(SiteBuild(configuration: configuration).run().failure == nil)
        let moved = Self.moved(before, try Self.keys(configuration.output))
        let expected = Set(before.keys.filter { Self.made($0, with: template) })
        #expect(!expected.isEmpty)
        let (extra, missing) = (moved.subtracting(expected).count, expected.subtracting(moved).count)
        #expect(extra == 0 && missing == 0, "\(template): moved and not made with it \(moved.subtracting(expected).sorted().prefix(3)); made with it and not moved \(expected.subtracting(moved).sorted().prefix(3))")
        withExtendedLifetime(content) {}
    }

    /// The words file is in every template's base: an edit to it moves every page's key. Calendar
    /// feeds and contact cards are worded by the code (`Words`), not by it, and keep theirs.
    @Test func aWordsEditMovesEveryPagesKeyAndNoFeeds() throws {
        let (content, templates, configuration) = try Self.built()
        let before = try Self.keys(configuration.output)
        let words = templates.appendingPathComponent("words/en-GB.json")
        try Data(try Data(contentsOf: words) + Data("\n".utf8)).write(to: words)
        #expect(SiteBuild(configuration: configuration).run().failure == nil)
        let moved = Self.moved(before, try Self.keys(configuration.output))
        let written = Set(before.keys.filter { !$0.hasSuffix(".ics") && !$0.hasSuffix(".vcf") })
        #expect(moved == written && !written.isEmpty)
        #expect(before.keys.contains { $0.hasSuffix(".ics") } && before.keys.contains { $0.hasSuffix(".vcf") })
        withExtendedLifetime(content) {}
    }

    /// Found by review: a template file named like a page word (`w/skip.mustache`) is the one
    /// the pages render, and the one their keys hold. Every page word shadowed at once, so that
    /// no order of the sources can pass by chance.
    @Test func aTemplateNamedLikeAPageWordIsTheOneKeyed() throws {
        let content = TempContent()
        let templates = content.root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: Paths.templates, to: templates)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: templates.appendingPathComponent("words/en-GB.json"))) as? [String: Any]
        let names = try #require(json?["pages"] as? [String: Any]).keys.sorted()
        #expect(names.count > 20)
        func load(_ text: String) throws -> [String: UInt64] {
            for name in names {
                let file = templates.appendingPathComponent("w/\(name).mustache")
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            var log = DiagnosticLog()
            return try #require(TemplateSet.load(templates.path, log: &log)).digests
        }
        let (one, two) = (try load("ONE"), try load("TWO"))
        let unmoved = names.filter { one["w/\($0)"] == two["w/\($0)"] }
        #expect(unmoved.isEmpty, "\(unmoved.count) page words keyed by the word, not the file: \(unmoved.prefix(3))")
    }
}

extension TemplateKeysTests {
    /// Text added to each template in turn (so every file made with it changes) is in the next
    /// build of the folder as in a fresh build: no key leaves out a template its file uses,
    /// through a partial, a parent or a page word; nor does what `watch` takes back from its
    /// last build (a date's bodies and person sections, `LastDayParts`).
    @Test(arguments: [false, true]) func everyTemplateEditShowsInEveryFileMadeWithIt(watching: Bool) throws {
        let (content, templates, built) = try Self.built()
        let memory = BuildMemory()
        let stages: BuildStages = watching ? .watching(memory) : .oneShot
        if watching { #expect(SiteBuild(configuration: built, stages: stages).run().failure == nil) }
        let files = try FileManager.default.subpathsOfDirectory(atPath: templates.path).filter { $0.hasSuffix(".mustache") }.sorted()
        #expect(files.count > 15)
        for (n, file) in files.enumerated() {
            var fresh = IncrementalBuildTests.options(content, "Fresh-\(n)")
            fresh.templates = templates.path
            try IncrementalBuildTests.copyBookkeeping(from: built.output, to: fresh.output)
            let path = templates.appendingPathComponent(file)
            try Data(try Data(contentsOf: path) + Data("<!-- edit \(n) -->".utf8)).write(to: path)
            #expect(SiteBuild(configuration: built, stages: stages).run().failure == nil, "\(file)")
            #expect(SiteBuild(configuration: fresh).run().failure == nil, "\(file)")
            let a = IncrementalBuildTests.files(built.output), b = IncrementalBuildTests.files(fresh.output)
            #expect(a.keys.sorted() == b.keys.sorted(), "\(file): different files")
            let stale = b.filter { a[$0.key] != $0.value }.keys.sorted()
            let staleCount = stale.count
            #expect(staleCount == 0, "\(file): files differ from a fresh build, as \(stale.prefix(3))")
            try FileManager.default.removeItem(atPath: fresh.output)
        }
    }
}
