import Foundation
import Testing
@testable import Mustache

@Suite struct LibraryTests {
    /// A throwaway Templates folder; removed when `body` returns.
    func withTemplates<T>(_ files: [String: String], _ body: (URL) throws -> T) throws -> T {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mustache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try body(root)
    }

    @Test func loadsNestedFilesByRelativeName() throws {
        let files = [
            "page.mustache": "{{<layouts/base}}{{$body}}{{#days}}{{>partials/day}}{{/days}}{{/body}}{{/layouts/base}}",
            "layouts/base.mustache": "<main>{{$body}}{{/body}}</main>",
            "partials/day.mustache": "<p>{{title}}</p>",
            "notes.txt": "not a template {{",
        ]
        try withTemplates(files) { root in
            let library = try TemplateLibrary(directory: root)
            #expect(library.names == ["layouts/base", "page", "partials/day"])
            #expect(library.has("partials/day"))
            #expect(!library.has("notes"))
            let html = try library.renderString("page", ["days": [["title": "A"], ["title": "B"]]])
            #expect(html == "<main><p>A</p><p>B</p></main>")
        }
    }

    @Test func errorsNameTheFileRelativeToTheFolder() throws {
        try withTemplates(["partials/day.mustache": "one\ntwo {{#days}}\n"]) { root in
            let errors = try #require(throws: MustacheErrors.self) { try TemplateLibrary(directory: root) }
            #expect(errors.description == "partials/day.mustache:3:1: section 'days' opened at partials/day.mustache:2:5 is never closed")
        }
    }

    @Test func missingFolderIsAnError() {
        #expect(throws: MustacheErrors.self) {
            try TemplateLibrary(directory: URL(fileURLWithPath: "/nonexistent/templates"))
        }
    }

    @Test func renderIntoAppendsToTheBuffer() throws {
        let library = try TemplateLibrary(templates: ["t": "<{{x}}>"])
        var buffer = Array("head:".utf8)
        try library.render("t", ["x": 1], into: &buffer)
        try library.render("t", ["x": 2], into: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == "head:<1><2>")
    }

    /// The names a template's render may read a field by: `x` of `x.y`, across its partials and
    /// parents; within a list's section, only what is written there or reached from there.
    @Test func namesLookedUpAreTheFirstPartsOfEveryNameReached() throws {
        let library = try TemplateLibrary(templates: [
            "page": "{{title}}{{#days}}{{{body}}}{{>cell}}{{^quiet}}{{day.city}}{{/quiet}}{{/days}}{{#calendar}}{{number}}{{/calendar}}{{>head}}{{.}}",
            "cell": "{{#cells}}{{href}}{{/cells}}", "head": "{{<frame}}{{$top}}{{lang}}{{/top}}{{/frame}}", "frame": "{{$top}}{{css}}{{/top}}",
            "blocked": "{{#days}}{{$more}}{{/more}}{{/days}}{{other}}", "dynamic": "{{#days}}{{>*which}}{{/days}}",
        ])
        #expect(library.namesLookedUp(by: "page") == ["title", "days", "body", "cells", "href", "quiet", "day", "calendar", "number", "lang", "css"])
        #expect(library.namesLookedUp(by: "page", within: "days") == ["body", "cells", "href", "quiet", "day"])
        #expect(library.namesLookedUp(by: "page", within: "calendar") == ["number"])
        #expect(library.namesLookedUp(by: "cell", within: "days") == [])
        // A block a child may fill can read anything the list's items hold.
        #expect(library.namesLookedUp(by: "blocked", within: "days") == ["days", "other"])
        // So can one in a partial included there, filled by an override outside the section.
        let outer = try TemplateLibrary(templates: [
            "page": "{{<frame}}{{$foot}}[{{day.city}}]{{/foot}}{{/frame}}", "frame": "{{#days}}{{>cell}}{{/days}}",
            "cell": "{{{body}}}{{$foot}}{{/foot}}",
        ])
        #expect(try outer.renderString("page", ["days": [["body": "B", "day": ["city": "Oslo"]]]]) == "B[Oslo]")
        #expect(outer.namesLookedUp(by: "page", within: "days")?.contains("day") == true)
        #expect(library.namesLookedUp(by: "dynamic", within: "days") == nil)
        #expect(library.namesLookedUp(by: "nothing") == nil)
    }

    @Test func concurrentRendersProduceIdenticalBytes() async throws {
        let library = try TemplateLibrary(templates: [
            "page": "{{<layout}}{{$body}}{{#items}}\n  {{>item}}\n{{/items}}{{/body}}{{/layout}}",
            "layout": "<body>\n{{$body}}{{/body}}\n</body>",
            "item": "<li>{{name}} &amp; {{n}}</li>",
        ])
        let items: [MustacheValue] = (0..<500).map { ["name": "item <\($0)>", "n": .int($0)] }
        let data: MustacheValue = ["items": .list(items)]
        let expected = try library.render("page", data)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<16 {
                group.addTask { try library.render("page", data) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == expected })
    }
}

/// The opt-in pass that drops template indentation from the output.
struct IndentationTrimTests {
    @Test func dropsTemplateIndentationButNotValues() throws {
        let library = try TemplateLibrary(templates: [
            "page": "<ul>\n  {{#items}}\n    <li>{{name}}</li>\n  {{/items}}\n</ul>\n  {{>part}}\n",
            "part": "\t<p>{{{html}}}</p>\n",
        ], trimIndentation: true)
        let value: MustacheValue = ["items": [["name": "  a"], ["name": "b"]], "html": "<pre>\n  kept\n</pre>"]
        #expect(try library.renderString("page", value) == "<ul>\n<li>  a</li>\n<li>b</li>\n</ul>\n<p><pre>\n  kept\n</pre></p>\n")
    }

    @Test func errorPositionsStillPointIntoTheFileAsWritten() {
        #expect(throws: MustacheErrors.self) {
            try TemplateLibrary(templates: ["t": "    {{#a}}\n"], trimIndentation: true)
        }
        do {
            _ = try TemplateLibrary(templates: ["t": "ok\n    {{#a}}\n"], trimIndentation: true)
        } catch let errors as MustacheErrors {
            #expect(errors.errors.first?.description.contains("opened at t:2:5") == true, "\(errors)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
