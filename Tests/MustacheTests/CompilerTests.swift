import Testing
@testable import Mustache

/// The compiled program (`Compiler`, `Machine`) against the tree-walking interpreter it replaced
/// (`Renderer`, kept as the reference): the same bytes on the cases where the two could part
/// ways (standalone lines, indented partials, inheritance, delimiters, the context walk), and on
/// templates put together at random from those pieces.
@Suite struct CompilerTests {
    /// Both engines' output; fails the test when they differ or when one throws and the other not.
    func agree(_ templates: [String: String], _ value: MustacheValue, main: String = "main", trim: Bool = false,
               sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let library = try TemplateLibrary(templates: templates, missingTemplates: .renderNothing, trimIndentation: trim)
        let compiled = Self.outcome { try library.render(main, value) }
        let interpreted = Self.outcome { try library.renderInterpreted(main, value) }
        #expect(compiled == interpreted, "templates \(templates)", sourceLocation: sourceLocation)
        return compiled
    }

    /// The output, or the error as its message: a recursive partial must fail in both engines alike.
    static func outcome(_ render: () throws -> [UInt8]) -> String {
        do { return String(decoding: try render(), as: UTF8.self) } catch { return "error: \(error)" }
    }

    static let data: MustacheValue = [
        "name": "Jo & <Co>", "empty": "", "zero": 0, "pi": 3.25, "yes": true, "no": false, "none": .null,
        "html": .html("<b>bold</b>"), "items": [["name": "a", "n": 1], ["n": 2], ["name": .null, "n": 3]],
        "nested": ["deep": ["name": "deep name"], "list": ["x", "y"]], "which": "part", "other": "missing",
    ]

    @Test func standaloneLinesAndIndentedPartials() throws {
        let templates = [
            "main": "<ul>\n  {{#items}}\n  {{>part}}\n  {{/items}}\n</ul>\n  {{! comment }}\n{{^none}}\n  none\n{{/none}}\n",
            "part": "<li>\n  {{name}}\n  {{#n}}{{n}}{{/n}}\n</li>\n",
        ]
        let output = try agree(templates, Self.data)
        #expect(output.hasPrefix("<ul>\n  <li>\n    a\n    1\n  </li>\n"))
        _ = try agree(templates, Self.data, trim: true)
    }

    @Test func inheritanceWithIndentedAndInlineBlocks() throws {
        let templates = [
            "main": "{{<layout}}\n  {{$title}}T: {{name}}{{/title}}\n  {{$body}}\n    line one\n    {{>part}}\n  {{/body}}\n{{/layout}}\n",
            "layout": "<h1>{{$title}}default{{/title}}</h1>\n<main>\n  {{$body}}\n  nothing\n  {{/body}}\n</main>\n  {{$foot}}x\ny{{/foot}}\n",
            "middle": "{{<layout}}{{$title}}middle {{$inner}}in{{/inner}}{{/title}}{{/layout}}",
            "child": "{{<middle}}{{$title}}child wins{{/title}}{{$inner}}never{{/inner}}{{/middle}}",
            "part": "p1\np2\n",
        ]
        let output = try agree(templates, Self.data)
        #expect(output.contains("<h1>T: Jo &amp; &lt;Co&gt;</h1>"))
        _ = try agree(templates, Self.data, main: "child")
        _ = try agree(templates, Self.data, main: "middle")
        _ = try agree(templates, Self.data, trim: true)
    }

    @Test func delimiterChangesAndDynamicPartials() throws {
        let templates = [
            "main": "{{=<% %>=}}<%name%> {{name}}\n<%#items%><%>*which%><%/items%>\n<%={{ }}=%>{{>*other}}{{&html}}",
            "part": "[{{n}}]",
        ]
        let output = try agree(templates, Self.data)
        #expect(output == "Jo &amp; &lt;Co&gt; {{name}}\n[1][2][3]\n<b>bold</b>")
    }

    @Test func contextWalkTruthinessAndScalars() throws {
        let template = "{{#items}}{{name}}|{{#name}}has{{/name}}{{^name}}no{{/name}}|{{nested.deep.name}};{{/items}}"
            + "{{zero}} {{pi}} {{yes}} {{no}} {{none}} {{#empty}}E{{/empty}}{{^empty}}e{{/empty}}"
            + "{{#nested.list}}<{{.}}>{{/nested.list}}{{nested.missing.name}}{{#nested}}{{deep.name}}{{/nested}}"
        let output = try agree(["main": template], Self.data)
        #expect(output.hasPrefix("a|has|deep name;Jo &amp; &lt;Co&gt;|has|deep name;|no|deep name;"))
        #expect(output.hasSuffix("0 3.25 true false  e<x><y>deep name"))
    }

    /// Templates built from the pieces above, seeded so that a failure repeats.
    @Test func randomTemplatesAgree() throws {
        var random = SplitMix(seed: 29)
        for _ in 0..<400 {
            let templates = [
                "main": Self.randomTemplate(&random, depth: 0),
                "part": Self.randomTemplate(&random, depth: 2),
                "layout": "{{$body}}default {{name}}\n{{/body}}\n  {{$foot}}\n  foot\n  {{/foot}}\n",
            ]
            _ = try agree(templates, Self.data)
        }
    }

    static func randomTemplate(_ random: inout SplitMix, depth: Int) -> String {
        let leaves = ["text ", "\n", "  ", "{{name}}", "{{{name}}}", "{{n}}", "{{.}}", "{{pi}}", "{{html}}", "{{! c }}",
                      "{{nested.deep.name}}", "  {{>part}}\n", "{{>part}}", "{{>*which}}", "\n  {{#yes}}yes{{/yes}}\n", "  {{! c }}  \n"]
        var template = ""
        for _ in 0..<random.next(upTo: 6) {
            let pick = random.next(upTo: depth < 2 ? 20 : 16)
            switch pick {
            case 16, 17:
                let name = ["items", "nested", "empty", "none", "yes", "nested.list"][random.next(upTo: 6)]
                let sigil = pick == 16 ? "#" : "^"
                let inner = randomTemplate(&random, depth: depth + 1)
                template += random.next(upTo: 2) == 0 ? "{{\(sigil)\(name)}}\(inner){{/\(name)}}" : "\n  {{\(sigil)\(name)}}\n\(inner)\n  {{/\(name)}}\n"
            case 18:
                template += "{{<layout}}\n  {{$body}}\n  \(randomTemplate(&random, depth: depth + 1))\n  {{/body}}\n{{/layout}}\n"
            case 19:
                template += "  {{$foot}}\(randomTemplate(&random, depth: depth + 1)){{/foot}}\n"
            default:
                template += leaves[pick]
            }
        }
        return template
    }

    @Test func namesAreInternedOnceAndUnknownKeysDropped() throws {
        let library = try TemplateLibrary(templates: ["a": "{{x}}{{x}}{{#x}}{{y.x}}{{/x}}", "b": "{{y}}{{z.x}}"])
        let program = library.compiledProgram
        #expect(program.names.count == 3)
        #expect(program.nameText.sorted() == ["x", "y", "y.x", "z.x"])
        #expect(program.ops.allSatisfy { $0.code != .partial })
        var store = ValueStore(["x": 1, "unused": "never copied"], names: program.names)
        #expect(store.field(program.names.slot(of: "x")!, of: 0) != nil)
        #expect(program.names.slot(of: "unused") == nil)
        #expect(store.bytes.isEmpty && store.strings.isEmpty)
    }

    /// Long strings are written from their own storage, short ones from the store's buffer, HTML
    /// given as bytes from its slice: all come out as the tree-walking renderer writes them,
    /// escaped or not, and as partial names.
    @Test(arguments: [ValueStore.long - 1, ValueStore.long, 4 * ValueStore.long])
    func longShortAndByteStringsRenderAlike(_ length: Int) throws {
        let text = String(repeating: "<a&b> é\"", count: length / 8 + 1)
        let name = String(repeating: "p", count: length)
        let value: MustacheValue = ["text": .string(text), "html": .html(text), "list": .list([.string(text), .string("x")]),
                                    "partial": .string(name), "bytes": .htmlBytes(ArraySlice(text.utf8)),
                                    "named": .htmlBytes(ArraySlice(name.utf8)), "none": .htmlBytes([])]
        let out = try agree(["main": "{{text}}|{{{text}}}|{{html}}|{{#list}}{{.}};{{/list}}|{{>*partial}}|{{bytes}}|{{>*named}}|{{^none}}empty{{/none}}",
                             name: "named"], value)
        #expect(out.hasSuffix("|named|\(text)|named|empty"))
        #expect(out.contains("&lt;a&amp;b&gt;"))
    }

    @Test func recursionStillStopsWithAnError() throws {
        let library = try TemplateLibrary(templates: ["loop": "x{{>loop}}"])
        #expect(throws: MustacheError.self) { try library.render("loop", [:]) }
        #expect(try agree(["loop": "x{{>loop}}"], [:], main: "loop").hasPrefix("error: loop: partials nested more than 200 deep"))
    }
}

/// A small seeded generator (SplitMix64), so random cases are the same on every run.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(upTo bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
