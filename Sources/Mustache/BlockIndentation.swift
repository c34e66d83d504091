/// Block reindentation from the inheritance spec: the content of a block whose opening tag is
/// standalone is a run of whole lines with an *intrinsic indentation* (the indentation of its
/// first line). That indentation is removed where the block is defined and the expansion
/// site's intrinsic indentation is added where it is rendered, so an override written at any
/// indentation lines up with the parent's layout.
///
/// Works on the token stream, outermost block first: each standalone block strips the
/// indentation of every line inside it (nested blocks included) and records what is left as
/// the intrinsic indentation of nested blocks.
enum BlockIndentation {
    static func apply(_ tokens: inout [Token]) {
        var open: [(name: String, prefix: [UInt8])] = []
        var prefix: [UInt8] = []
        for i in tokens.indices {
            let token = tokens[i]
            switch token.kind {
            case .text where token.atLineStart:
                tokens[i].bytes = strip(prefix, from: token.bytes)
            case .block:
                tokens[i].indentation = strip(prefix, from: token.indentation)
                var inner = prefix
                if token.standalone {
                    let intrinsic = intrinsicIndentation(tokens, openingAt: i, prefix: prefix)
                    tokens[i].indentation = intrinsic.relative
                    inner = intrinsic.absolute
                }
                open.append((token.name, prefix))
                prefix = inner
            case .close where token.closes == .block:
                if let top = open.last, top.name == token.name {
                    prefix = top.prefix
                    open.removeLast()
                }
            default:
                tokens[i].indentation = strip(prefix, from: token.indentation)
            }
        }
    }

    /// The first content line's indentation (or the tag's own, already stripped, when the block
    /// is empty), both relative to the enclosing blocks (`relative`) and as the total to strip from the
    /// block's lines (`absolute`).
    private static func intrinsicIndentation(_ tokens: [Token], openingAt i: Int, prefix: [UInt8]) -> (relative: [UInt8], absolute: [UInt8]) {
        guard i + 1 < tokens.count else { return (tokens[i].indentation, prefix) }
        let next = tokens[i + 1]
        if next.kind == .close, next.closes == .block, next.name == tokens[i].name {
            return (tokens[i].indentation, prefix)
        }
        guard next.isText, next.atLineStart else { return ([], prefix) }
        let relative = Array(strip(prefix, from: next.bytes).prefix { $0 == 0x20 || $0 == 0x09 })
        return (relative, prefix + relative)
    }

    /// Removes the longest common prefix of `prefix` and `bytes`' leading whitespace.
    private static func strip(_ prefix: [UInt8], from bytes: [UInt8]) -> [UInt8] {
        guard !prefix.isEmpty else { return bytes }
        var n = 0
        while n < prefix.count, n < bytes.count, bytes[n] == prefix[n] { n += 1 }
        return n == 0 ? bytes : Array(bytes[n...])
    }
}
