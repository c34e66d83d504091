/// Every template of a library compiled into one flat list of operations (`Op`): partials and
/// parents point at their template's range of ops, names at their slots, blocks and overrides
/// at ranges of ops. Built once at load (`Compiler`), read-only afterwards, so renders on any
/// number of threads share it.
struct Program: Sendable {
    /// `{{$name}}` as it is written where it is expanded.
    struct BlockSite: Sendable {
        /// Matches `Override.name`.
        var name: Int32
        /// The opening tag was standalone: content is whole lines, reindented when expanded.
        var standalone: Bool
        /// An `indentations` index (see `Block.indentation`).
        var indentation: Int32
    }

    /// A parent tag's overrides (indices into `overrides`), and the tag's indentation (-1: inline).
    struct OverrideSet: Sendable {
        var overrides: Range<Int>
        var indentation: Int32
    }

    /// One `{{$name}}…{{/name}}` inside a parent tag: the block's number, and its body in `ops`.
    struct Override: Sendable {
        var name: Int32
        var body: Range<Int>
    }

    /// Where a `{{>*name}}` tag is, for the error when the template it names does not exist.
    struct DynamicTag: Sendable {
        var file: String
        var line: Int
        var column: Int
    }

    var ops: [Op] = []
    /// Every template's literal text, back to back.
    var text: [UInt8] = []
    var names = NameTable()
    /// Name `n` (an operand) is the slots `pathSlots[pathStarts[n]..<pathStarts[n + 1]]`; no slot
    /// is the implicit iterator `{{.}}`.
    var pathStarts: [Int32] = [0]
    var pathSlots: [Int32] = []
    /// Each name as written, for messages.
    var nameText: [String] = []
    /// Template `t` is `ops[templateStarts[t]..<templateEnds[t]]`.
    var templateStarts: [Int32] = []
    var templateEnds: [Int32] = []
    var templateNames: [String] = []
    var indentations: [[UInt8]] = []
    var blocks: [BlockSite] = []
    /// Block names, by the number `BlockSite.name` and `Override.name` hold.
    var blockNames: [String] = []
    var overrideSets: [OverrideSet] = []
    var overrides: [Override] = []
    var dynamicTags: [DynamicTag] = []
}
