// libFuzzer target: the Mustache lexer, tree builder and renderer. The input holds up to three
// templates separated by NUL bytes, named "main", "p" and "q" (so partials, parents, blocks and
// their recursion get exercised); "main" renders against a fixed context with HTML specials in
// its text, nested objects, lists and pre-rendered HTML. Built by scripts/fuzz.sh.
import Mustache

private let hostile = "<script>alert(1)</script> \" onmouseover=alert(1) ' & \u{202E}evil \u{200D}\u{1F3B8}"
private let context: MustacheValue = [
    "name": .string(hostile), "empty": "", "zero": 0, "pi": 3.25, "yes": true, "no": false, "nothing": .null,
    "html": .html("&amp; pre-rendered"), "partial": "p", "self": "main",
    "list": [["name": "one", "n": 1], ["name": "two", "list": []], "three"],
    "person": ["name": "Amara", "title": .string(hostile), "person": ["name": "nested"]],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    var templates: [String: String] = [:]
    for (name, part) in zip(["main", "p", "q"], parts) { templates[name] = String(decoding: part, as: UTF8.self) }
    for missing in [TemplateLibrary.MissingTemplates.error, .renderNothing] {
        guard let library = try? TemplateLibrary(templates: templates, missingTemplates: missing) else { continue }
        guard let output = try? library.render("main", context) else { continue }
        // Escaped interpolation never lets a character of the hostile text through that could
        // open a tag or leave an attribute: with no triple mustache, & tag or delimiter change
        // in the templates, and none of those characters in their text, the output has none.
        let source = templates.values.joined()
        let special: Set<UInt8> = [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'")]
        let rawPossible = source.contains("{{{") || source.contains("&") || source.contains("=")
        if !rawPossible && !source.utf8.contains(where: special.contains) {
            precondition(!output.contains(where: special.contains), "unescaped output: \(String(decoding: output, as: UTF8.self).debugDescription)")
        }
    }
    return 0
}
