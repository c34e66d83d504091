/// One lexical piece of a template: a run of text (never spanning a line break) or a tag.
struct Token {
    enum Kind: Equatable {
        case text
        case variable       // {{x}}
        case unescaped      // {{{x}}} and {{& x}}
        case section        // {{#x}}
        case inverted       // {{^x}}
        case close          // {{/x}}
        case comment        // {{! ... }}
        case partial        // {{> x}}
        case dynamicPartial // {{> *x}}
        case parent         // {{< x}}
        case block          // {{$ x}}
        case delimiters     // {{=<% %>=}}
    }

    var kind: Kind
    /// Byte offset of the token's first byte, for error positions.
    var offset: Int
    /// Tag content without sigil and surrounding whitespace.
    var name = ""
    /// Text tokens only; ends with "\n" when the text ends a line.
    var bytes: [UInt8] = []
    /// Text tokens only: the text starts a source line.
    var atLineStart = false
    /// Set by the standalone pass: the tag's whole line is removed from the output.
    var standalone = false
    /// Whitespace before the tag when it is the first thing on its line (partial indentation,
    /// block indentation). For a standalone block it becomes the block's intrinsic indentation.
    var indentation: [UInt8] = []
    /// Close tags: the kind of the tag they close (when the names match).
    var closes: Kind?

    var isText: Bool { kind == .text }
}
