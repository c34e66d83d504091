/// What the key of each piece and file starts from besides its own value (`InputKey`): the
/// tourbook binary and the zone data (`BuildInputs.toolBase`), and the templates it is made
/// with. What a template renders starts from that template's digest (`TemplateSet.digests`:
/// the templates it uses and the words file), so an edit to one template remakes what uses it
/// and nothing else; what is written without templates (calendar feeds, contact cards, worded by
/// the code's own `Words`) starts from the binary and the zone data alone.
package struct KeyBases: Sendable {
    /// The binary and the zone data.
    package let tool: UInt64
    private let digests: [String: UInt64]
    private let whole: UInt64

    package init(tool: UInt64, templates: TemplateSet) {
        (self.tool, digests, whole) = (tool, templates.digests, templates.whole)
    }

    /// Every base from `tool` alone, for tests that take keys apart from templates.
    package init(fixed tool: UInt64) {
        (self.tool, digests, whole) = (tool, [:], 0)
    }

    /// The base of what `template` renders; a template that may use any (or none of that name:
    /// the code then renders another) starts from every template.
    package func of(_ template: String) -> UInt64 { combine(1, digest(of: template)) }

    /// The base of what is written without templates.
    package var unrendered: UInt64 { combine(2, 0) }

    /// The digest of the templates `template` renders with, the words file among them: the
    /// part of a file's input that `--explain` names as its template.
    package func digest(of template: String) -> UInt64 { digests[template] ?? whole }

    private func combine(_ kind: UInt64, _ digest: UInt64) -> UInt64 {
        var key = InputKey("base", templates: tool)
        key.add(kind)
        key.add(digest)
        return key.value
    }
}
