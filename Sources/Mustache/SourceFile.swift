/// A template's bytes plus the file name used in error messages.
struct SourceFile {
    let name: String
    let bytes: [UInt8]

    /// 1-based line and column of a byte offset. Only computed for errors, so a linear scan
    /// is fine; columns count Unicode scalars (UTF-8 continuation bytes are skipped).
    func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    func error(at offset: Int, _ message: String) -> MustacheError {
        let (line, column) = location(of: offset)
        return MustacheError(file: name, line: line, column: column, message: message)
    }

    /// "file:line:column", for messages that point at a second place.
    func position(of offset: Int) -> String {
        let (line, column) = location(of: offset)
        return "\(name):\(line):\(column)"
    }
}
