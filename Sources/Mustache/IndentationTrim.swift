/// Optional pass: drops the indentation at the start of template lines (spaces and tabs in the
/// template's own text, and the indentation of standalone partials and blocks). Indentation makes
/// templates readable but is dead weight in HTML output; values are never touched, and error
/// positions still point into the file as written. Not for templates with indented lines inside
/// `<pre>` or `<textarea>`.
enum IndentationTrim {
    static func apply(_ tokens: inout [Token]) {
        for i in tokens.indices {
            tokens[i].indentation = []
            guard tokens[i].isText, tokens[i].atLineStart else { continue }
            let bytes = tokens[i].bytes
            let first = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? bytes.count
            if first > 0 { tokens[i].bytes = Array(bytes[first...]) }
        }
    }
}
