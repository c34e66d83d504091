/// One operation of a compiled template (`Program`): a code and up to three operands, all
/// plain integers, so running a template reads a flat array and retains nothing.
///
/// | code | a | b | c |
/// |---|---|---|---|
/// | text | start in `Program.text` | byte count | |
/// | escaped, raw | name | | |
/// | section, inverted | name | end of the body (the body is the ops after this one) | |
/// | partial | template | indentation (-1: inline tag) | |
/// | dynamicPartial | name | indentation (-1: inline tag) | `Program.dynamicTags` index |
/// | parent | template | `Program.overrideSets` index | end of the overrides' bodies |
/// | block | `Program.blocks` index | end of the default body | |
struct Op: Sendable {
    enum Code: UInt8, Sendable {
        case text, escaped, raw, section, inverted, partial, dynamicPartial, parent, block
    }

    var code: Code
    var a: Int32
    var b: Int32 = 0
    var c: Int32 = 0
}
