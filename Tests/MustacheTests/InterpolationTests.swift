import Testing
@testable import Mustache

@Suite struct InterpolationTests {
    @Test(arguments: [
        ("{{x}}", "&amp; &lt; &gt; &quot; &#39; plain"),
        ("{{{x}}}", "& < > \" ' plain"),
        ("{{& x}}", "& < > \" ' plain"),
    ])
    func escapingDependsOnTag(template: String, expected: String) throws {
        #expect(try render(template, ["x": "& < > \" ' plain"]) == expected)
    }

    @Test func htmlValuesAreNeverEscaped() throws {
        #expect(try render("{{x}}|{{{x}}}", ["x": .html("<p>a &amp; b</p>")]) == "<p>a &amp; b</p>|<p>a &amp; b</p>")
    }

    @Test func multiByteTextIsCopiedIntact() throws {
        #expect(try render("¡{{x}}!", ["x": "Zürich → 東京 <3"]) == "¡Zürich → 東京 &lt;3!")
    }

    @Test(arguments: [
        (MustacheValue.int(85), "85"),
        (.int(-42), "-42"),
        (.int(0), "0"),
        (.double(1.5), "1.5"),
        (.double(1.21), "1.21"),
        (.double(85.0), "85"),
        (.double(-0.25), "-0.25"),
        (.bool(true), "true"),
        (.bool(false), "false"),
        (.null, ""),
        (.list([1, 2]), ""),
        (.object(["a": 1]), ""),
    ])
    func scalarsInterpolate(value: MustacheValue, expected: String) throws {
        #expect(try render("{{x}}", ["x": value]) == expected)
    }

    @Test func missingNamesRenderNothing() throws {
        #expect(try render("[{{nope}}][{{a.b.c}}]", ["a": [:]]) == "[][]")
    }

    @Test func dottedNamesResolveThroughObjects() throws {
        #expect(try render("{{a.b.c}}", ["a": ["b": ["c": "deep"]]]) == "deep")
    }

    @Test func dottedNamesDoNotBacktrackAfterTheFirstPart() throws {
        // "b" is found in the inner context, so the outer b.c is never consulted.
        let data: MustacheValue = ["a": ["b": [:]], "b": ["c": "WRONG"]]
        #expect(try render("{{#a}}[{{b.c}}]{{/a}}", data) == "[]")
    }

    @Test func contextStackIsWalkedOutwards() throws {
        let data: MustacheValue = ["site": "TourBook", "days": [["title": "Day 1"], ["title": "Day 2"]]]
        #expect(try render("{{#days}}{{title}}@{{site}} {{/days}}", data) == "Day 1@TourBook Day 2@TourBook ")
    }

    @Test func implicitIterator() throws {
        #expect(try render("{{#xs}}({{.}}){{/xs}}", ["xs": ["a", "<", 3]]) == "(a)(&lt;)(3)")
        #expect(try render("{{.}}", "top") == "top")
    }

    @Test func whitespaceInsideTagsIsIgnored() throws {
        #expect(try render("{{  x  }}|{{{ x }}}|{{& x }}", ["x": "y"]) == "y|y|y")
    }

    @Test func literalConveniencesBuildTheTree() {
        let value: MustacheValue = ["s": "x", "n": 1, "d": 2.5, "b": true, "l": ["a"], "o": ["k": "v"]]
        #expect(value["s"] == .string("x"))
        #expect(value["n"] == .int(1))
        #expect(value["d"] == .double(2.5))
        #expect(value["b"] == .bool(true))
        #expect(value["l"] == .list([.string("a")]))
        #expect(value["o"]?["k"] == .string("v"))
        #expect(MustacheValue(nil) == .null)
    }
}
