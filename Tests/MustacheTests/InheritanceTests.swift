import Testing
@testable import Mustache

@Suite struct InheritanceTests {
    static let layout = """
    <html>
    <head><title>{{$title}}TourBook{{/title}}</title></head>
    <body>
      {{$body}}
      <p>empty</p>
      {{/body}}
    </body>
    </html>

    """

    @Test func layoutWrapsAPage() throws {
        let page = """
        {{<layout}}
        {{$title}}{{name}} · TourBook{{/title}}
        {{$body}}
        <h1>{{name}}</h1>
        {{#days}}
        <p>{{.}}</p>
        {{/days}}
        {{/body}}
        {{/layout}}

        """
        let expected = """
        <html>
        <head><title>Alps · TourBook</title></head>
        <body>
          <h1>Alps</h1>
          <p>Mon</p>
          <p>Tue</p>
        </body>
        </html>

        """
        let data: MustacheValue = ["name": "Alps", "days": ["Mon", "Tue"]]
        #expect(try render(page, data, partials: ["layout": Self.layout]) == expected)
    }

    @Test func defaultsRenderWhenNotOverridden() throws {
        let expected = "<html>\n<head><title>TourBook</title></head>\n<body>\n  <p>empty</p>\n</body>\n</html>\n"
        #expect(try render("{{<layout}}{{/layout}}", partials: ["layout": Self.layout]) == expected)
    }

    @Test func outermostOverrideWinsAcrossLevels() throws {
        let partials = ["mid": "{{<base}}{{$a}}mid{{/a}}{{/base}}", "base": "[{{$a}}base{{/a}}|{{$b}}b{{/b}}]"]
        #expect(try render("{{<mid}}{{$a}}top{{/a}}{{/mid}}", partials: partials) == "[top|b]")
        #expect(try render("{{<mid}}{{/mid}}", partials: partials) == "[mid|b]")
    }

    @Test func textInsideAParentTagIsIgnored() throws {
        #expect(try render("{{<p}} ignored {{x}} {{$a}}A{{/a}} ignored {{/p}}", ["x": "X"], partials: ["p": "<{{$a}}{{/a}}>"]) == "<A>")
    }

    @Test func overridesRenderInTheParentsContext() throws {
        let data: MustacheValue = ["who": "outer", "inner": ["who": "inner"]]
        #expect(try render("{{<p}}{{$b}}{{who}}{{/b}}{{/p}}", data, partials: ["p": "{{#inner}}{{$b}}{{/b}}{{/inner}}"]) == "inner")
    }

    @Test func blocksAreReindentedToTheParentsIndentation() throws {
        let child = "{{<p}}\n        {{$block}}\n        Hello\n          World\n        {{/block}}\n{{/p}}\n"
        #expect(try render(child, partials: ["p": "I say,\n  {{$block}}\n  Hi there!\n  {{/block}}\n"]) == "I say,\n  Hello\n    World\n")
    }

    @Test func blocksInsidePartialsOfTheParentCanBeOverridden() throws {
        let partials = ["layout": "<{{>head}}>", "head": "{{$title}}default{{/title}}"]
        #expect(try render("{{<layout}}{{$title}}mine{{/title}}{{/layout}}", partials: partials) == "<mine>")
    }
}
