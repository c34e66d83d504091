import Testing
@testable import Mustache

@Suite struct SectionTests {
    @Test(arguments: [
        (MustacheValue.null, false),
        (.bool(false), false),
        (.bool(true), true),
        (.list([]), false),
        (.list([.null]), true),
        (.string(""), false),
        (.string("x"), true),
        (.html(""), false),
        (.int(0), true),
        (.double(0), true),
        (.object([:]), true),
    ])
    func truthiness(value: MustacheValue, truthy: Bool) throws {
        #expect(try render("{{#x}}yes{{/x}}{{^x}}no{{/x}}", ["x": value]) == (truthy ? "yes" : "no"))
    }

    @Test func missingNameIsFalsey() throws {
        #expect(try render("{{#x}}yes{{/x}}{{^x}}no{{/x}}") == "no")
    }

    @Test func listRepeatsWithEachItemAsContext() throws {
        #expect(try render("{{#xs}}<{{n}}>{{/xs}}", ["xs": [["n": 1], ["n": 2], ["n": 3]]]) == "<1><2><3>")
    }

    @Test func objectBecomesTheContext() throws {
        #expect(try render("{{#trip}}{{name}} ({{days}}){{/trip}}", ["trip": ["name": "Alps", "days": 5]]) == "Alps (5)")
    }

    @Test func nestedSectionsSeeOuterContexts() throws {
        let data: MustacheValue = ["a": ["x": "1", "b": ["y": "2"]]]
        #expect(try render("{{#a}}{{#b}}{{x}}{{y}}{{/b}}{{/a}}", data) == "12")
    }

    @Test func dottedSectionNames() throws {
        #expect(try render("{{#a.b}}[{{c}}]{{/a.b}}", ["a": ["b": ["c": "x"]]]) == "[x]")
    }

    @Test func standaloneSectionLinesLeaveNoBlankLines() throws {
        let template = """
        <ul>
          {{#days}}
          <li>{{.}}</li>
          {{/days}}
        </ul>

        """
        #expect(try render(template, ["days": ["Mon", "Tue"]]) == "<ul>\n  <li>Mon</li>\n  <li>Tue</li>\n</ul>\n")
    }

    @Test func crlfLineEndingsCountAsStandalone() throws {
        #expect(try render("|\r\n{{#b}}\r\nx\r\n{{/b}}\r\n|", ["b": true]) == "|\r\nx\r\n|")
    }

    @Test func inlineSectionsKeepTheirLine() throws {
        #expect(try render(" {{#b}}YES{{/b}}\n", ["b": true]) == " YES\n")
    }
}

@Suite struct CommentAndDelimiterTests {
    @Test func commentsVanish() throws {
        #expect(try render("a{{! note }}b\n{{!\nmulti\nline\n}}\nc") == "ab\nc")
    }

    @Test func setDelimitersSwitchTagSyntax() throws {
        #expect(try render("{{=<% %>=}}<%x%> {{x}} <%={{ }}=%>{{x}}", ["x": "y"]) == "y {{x}} y")
    }

    @Test func tripleMustacheWithCustomDelimiters() throws {
        #expect(try render("{{=[ ]=}}[{x}]", ["x": "<b>"]) == "<b>")
    }

    @Test func delimitersDoNotLeakIntoPartials() throws {
        #expect(try render("{{=| |=}}|>p|", ["v": 1], partials: ["p": "{{v}}|v|"]) == "1|v|")
    }
}
