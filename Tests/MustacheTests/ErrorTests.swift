import Testing
@testable import Mustache

/// Every load error names file, line and column (1-based, in characters) and says what was
/// expected. Templates are named "day.mustache" here so messages read like real files.
@Suite struct ErrorTests {
    @Test(arguments: [
        // Unclosed section: reported at the end of the file, pointing back at the opening.
        ("<ul>\n  {{#days}}\n  <li>{{.}}</li>\n",
         "day.mustache:4:1: section 'days' opened at day.mustache:2:3 is never closed"),
        ("{{^empty}}none",
         "day.mustache:1:15: inverted section 'empty' opened at day.mustache:1:1 is never closed"),
        ("{{#a}}{{#b}}x{{/b}}",
         "day.mustache:1:20: section 'a' opened at day.mustache:1:1 is never closed"),
        // Mismatched close.
        ("{{#a}}\nx {{/b}}",
         "day.mustache:2:3: closing tag 'b' does not match section 'a' opened at day.mustache:1:1"),
        ("{{/a}}",
         "day.mustache:1:1: closing tag 'a' has no matching opening tag"),
        // Unclosed tags.
        ("Hello {{name",
         "day.mustache:1:7: unclosed tag: expected '}}'"),
        ("Hi {{name}\n{{other}}",
         "day.mustache:1:4: unclosed tag: expected '}}'"),
        ("ü {{{name}}",
         "day.mustache:1:3: unclosed tag: expected '}}}'"),
        // Bad names.
        ("{{}}", "day.mustache:1:1: missing name in tag"),
        ("{{#}}{{/}}", "day.mustache:1:1: missing name in tag"),
        ("{{first name}}", "day.mustache:1:1: invalid name 'first name': names cannot contain whitespace"),
        ("{{a..b}}", "day.mustache:1:1: invalid name 'a..b': empty part in dotted name"),
        // Bad set-delimiter tags.
        ("{{=<% %>}}", "day.mustache:1:1: unclosed set-delimiters tag: expected '=}}'"),
        ("{{=<%%>=}}", "day.mustache:1:1: invalid set-delimiters tag: expected two delimiters separated by whitespace, like {{=<% %>=}}"),
        ("{{= =}}", "day.mustache:1:1: invalid set-delimiters tag: expected two delimiters separated by whitespace, like {{=<% %>=}}"),
        ("{{=<% %> |=}}", "day.mustache:1:1: invalid set-delimiters tag: expected two delimiters separated by whitespace, like {{=<% %>=}}"),
        ("a\n {{=<= =>=}}", "day.mustache:2:2: invalid delimiter '<=': delimiters cannot contain '='"),
        ("{{=<% %>=}}<%x", "day.mustache:1:12: unclosed tag: expected '%>'"),
        // Inheritance.
        ("{{<layout}}{{$body}}x{{/layout}}",
         "day.mustache:1:22: closing tag 'layout' does not match block 'body' opened at day.mustache:1:12"),
    ])
    func syntaxErrors(template: String, expected: String) {
        #expect(loadError(["day.mustache": template]) == expected)
    }

    @Test func missingPartialIsALoadError() {
        #expect(loadError(["day.mustache": "<p>\n  {{> partials/weather }}\n</p>"])
                == "day.mustache:2:3: partial 'partials/weather' not found")
    }

    @Test func missingParentIsALoadError() {
        #expect(loadError(["day.mustache": "\n{{<layouts/base}}{{/layouts/base}}"])
                == "day.mustache:2:1: parent template 'layouts/base' not found")
    }

    @Test func everyBrokenTemplateIsReported() throws {
        let templates = ["a": "{{#x}}", "b": "fine {{>gone}} and {{>lost}}", "c": "ok"]
        let errors = try #require(throws: MustacheErrors.self) { try TemplateLibrary(templates: templates) }
        #expect(errors.errors.map(\.description) == [
            "a:1:7: section 'x' opened at a:1:1 is never closed",
            "b:1:6: partial 'gone' not found",
            "b:1:20: partial 'lost' not found",
        ])
        #expect(errors.description.split(separator: "\n").count == 3)
    }

    @Test func unknownTemplateNameIsARenderError() throws {
        let library = try TemplateLibrary(templates: ["a": "x"])
        #expect(throws: MustacheError(file: nil, line: 0, column: 0, message: "no template named 'b'")) {
            try library.render("b", [:])
        }
    }
}
