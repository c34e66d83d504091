import Foundation
import Mustache
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Every input the fuzzers (fuzz/, scripts/fuzz.sh) ever crashed on, kept in
/// Fixtures/fuzz-regressions/<target>/ and replayed here the way its target ran it, so that a
/// fixed finding stays fixed under `swift test` (and under the sanitizers in CI).
struct FuzzRegressionTests {
    static let folder = Paths.fixtures.appendingPathComponent("fuzz-regressions")

    static func inputs(_ target: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(target)/\($0)" }
    }

    static func bytes(_ input: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(input)))
    }

    /// fuzz/Mustache.swift: up to three templates split at NUL bytes, "main" rendered.
    @Test(arguments: inputs("mustache"))
    func mustache(_ input: String) throws {
        let bytes = try Self.bytes(input)
        let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
        var templates: [String: String] = [:]
        for (name, part) in zip(["main", "p", "q"], parts) { templates[name] = String(decoding: part, as: UTF8.self) }
        for missing in [TemplateLibrary.MissingTemplates.error, .renderNothing] {
            guard let library = try? TemplateLibrary(templates: templates, missingTemplates: missing) else { continue }
            _ = try? library.render("main", ["name": "<b>", "list": [1, 2], "partial": "p"])
        }
    }

    /// Set delimiters whose closing delimiter starts with a sigil character used to trap in the
    /// lexer (a range ending before it started); now the empty tag is reported.
    @Test func closingDelimiterThatStartsWithASigil() throws {
        for template in ["{{=<< >>=}}<<>>>", "{{=[ >=}}[>", "{{=[ #]=}}[#]", "{{=<< &&=}}<<&&"] {
            #expect(throws: MustacheErrors.self, "\(template)") { try TemplateLibrary(templates: ["t": template]) }
        }
        #expect(try TemplateLibrary(templates: ["t": "{{=<< >>=}}<<> p >>", "p": "ok"]).renderString("t", [:]) == "ok")
    }

    /// fuzz/Day.swift: a day file's bytes through parser, decoder, model and render.
    @Test(arguments: inputs("day"))
    func day(_ input: String) throws {
        let content = TempContent()
        content.write("days/2027-03-14.json", bytes: try Self.bytes(input))
        let loaded = content.load()
        if loaded.tour != nil { _ = try? SiteFixture(content: content) }
    }

    /// fuzz/Time.swift: the time parser and both clock styles.
    @Test(arguments: inputs("time"))
    func time(_ input: String) throws {
        let text = String(decoding: try Self.bytes(input), as: UTF8.self)
        if let clock = TimeParser.parse(text).time.clockTime {
            for style in ClockStyle.allCases { #expect(TimeParser.parse(style.format(clock)).time.clockTime == clock) }
        }
    }

    /// fuzz/Markdown.swift: the Markdown wrapper.
    @Test(arguments: inputs("markdown"))
    func markdown(_ input: String) throws {
        let html = CmarkRenderer.html(String(decoding: try Self.bytes(input), as: UTF8.self))
        #expect(EscapingTests.problems(in: html).isEmpty)
    }
}
