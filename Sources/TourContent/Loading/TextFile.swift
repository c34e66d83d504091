import Foundation

/// Text content files (Markdown) are UTF-8; a byte order mark is dropped and CRLF line ends are
/// read as LF, so that notes written on any system render alike.
enum TextFile {
    enum Failure: Error { case invalidUTF8(line: Int, column: Int) }

    static func decode(_ bytes: [UInt8]) -> Result<String, Failure> {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let bad = UTF8Check.firstInvalidOffset(in: bytes, from: start) {
            let (line, column) = UTF8Check.position(of: bad, in: bytes)
            return .failure(.invalidUTF8(line: line, column: column))
        }
        var text = String(decoding: bytes[start...], as: UTF8.self)
        if text.utf8.contains(0x0D) {
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        return .success(text)
    }
}
