import Testing
@testable import Mustache

@Suite struct PartialTests {
    @Test func partialRendersInCurrentContext() throws {
        let data: MustacheValue = ["days": [["n": 1], ["n": 2]]]
        #expect(try render("{{#days}}{{>partials/day}}{{/days}}", data, partials: ["partials/day": "[{{n}}]"]) == "[1][2]")
    }

    @Test func nestedPartials() throws {
        #expect(try render("{{>a}}", ["x": "X"], partials: ["a": "a({{>b}})", "b": "b({{x}})"]) == "a(b(X))")
    }

    @Test func recursivePartials() throws {
        let data: MustacheValue = ["name": "1", "kids": [["name": "2", "kids": [["name": "3", "kids": []]]]]]
        let node = "{{name}}{{#kids}}<{{>node}}>{{/kids}}"
        #expect(try render("{{>node}}", data, partials: ["node": node]) == "1<2<3>>")
    }

    @Test func standalonePartialIndentsEveryTemplateLine() throws {
        let template = "<div>\n  {{>p}}\n</div>\n"
        let partial = "<p>\n{{{body}}}\n</p>\n"
        // Data is not indented, only the partial's own lines.
        #expect(try render(template, ["body": "a\nb"], partials: ["p": partial]) == "<div>\n  <p>\n  a\nb\n  </p>\n</div>\n")
    }

    @Test func nestedStandalonePartialsAccumulateIndentation() throws {
        let partials = ["outer": "<o>\n  {{>inner}}\n</o>\n", "inner": "<i>\n</i>\n"]
        #expect(try render("  {{>outer}}\n", partials: partials) == "  <o>\n    <i>\n    </i>\n  </o>\n")
    }

    @Test func inlinePartialIsNotIndented() throws {
        #expect(try render("  {{x}} {{>p}}\n", ["x": "|"], partials: ["p": "a\nb"]) == "  | a\nb\n")
    }

    @Test func dynamicPartialNamesComeFromTheContext() throws {
        let partials = ["cards/day": "day {{n}}", "cards/rest": "rest"]
        let data: MustacheValue = ["items": [["kind": "cards/day", "n": 1], ["kind": "cards/rest"]]]
        #expect(try render("{{#items}}[{{>*kind}}]{{/items}}", data, partials: partials) == "[day 1][rest]")
    }

    @Test func dynamicPartialWithMissingNameValueRendersNothing() throws {
        #expect(try render("[{{>*kind}}]") == "[]")
    }

    @Test func dynamicPartialNamingNoTemplateIsARenderError() throws {
        let library = try TemplateLibrary(templates: ["main": "a\n  {{>*kind}}"])
        #expect {
            try library.render("main", ["kind": "nope"])
        } throws: { error in
            (error as? MustacheError)?.description == "main:2:3: partial 'nope' (named by 'kind') not found"
        }
    }

    @Test func infiniteRecursionIsAnErrorNotACrash() throws {
        let library = try TemplateLibrary(templates: ["main": "{{>main}}"])
        #expect(throws: MustacheError.self) { try library.render("main", [:]) }
    }

    @Test func lenientLibraryRendersMissingPartialsAsNothing() throws {
        let library = try TemplateLibrary(templates: ["main": "[{{>nope}}]"], missingTemplates: .renderNothing)
        #expect(try library.renderString("main", [:]) == "[]")
    }
}
