import TourBookSystem

/// Searches of a page's UTF-8 bytes (memchr and memcmp). Foundation's `contains` and
/// `range(of:)` go through UTF-16, which over a year's person pages took most of a debug test's time.
extension StringProtocol {
    func containsBytes(_ needle: String) -> Bool {
        byteOffset(of: needle) != nil
    }

    /// How many times `needle` occurs, without overlaps.
    func occurrences(of needle: String) -> Int {
        var count = 0, at = 0
        while let found = byteOffset(of: needle, from: at) {
            count += 1
            at = found + needle.utf8.count
        }
        return count
    }

    /// The offset of the first `needle` at or after byte `start`.
    func byteOffset(of needle: String, from start: Int = 0) -> Int? {
        let wanted = Array(needle.utf8)
        if let found = utf8.withContiguousStorageIfAvailable({ Bytes.firstIndex(of: wanted, in: UnsafeRawBufferPointer($0), from: start) }) {
            return found
        }
        return Bytes.firstIndex(of: wanted, in: Array(utf8), from: start)
    }

    /// Whether the text starts with `prefix`, byte for byte (memcmp).
    func hasBytePrefix(_ prefix: String) -> Bool {
        let wanted = Array(prefix.utf8)
        if let found = utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.count >= wanted.count && wanted.withUnsafeBytes { Bytes.equal(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[..<wanted.count]), $0) }
        }) {
            return found
        }
        return utf8.starts(with: wanted)
    }

    /// The text between the first `start` and the first `end` after it.
    func between(_ start: String, _ end: String) -> String? {
        let bytes = Array(utf8)
        guard let a = Bytes.firstIndex(of: Array(start.utf8), in: bytes) else { return nil }
        let from = a + start.utf8.count
        guard let b = Bytes.firstIndex(of: Array(end.utf8), in: bytes, from: from) else { return nil }
        return String(decoding: bytes[from..<b], as: UTF8.self)
    }
}

extension String {
    /// The lines (split at "\n", empty ones left out, as `split` does), found with memchr: a
    /// generic `split` in this unoptimized target walks a long page byte by byte.
    var lineSlices: [Substring] {
        var copy = self
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable { buffer -> [Substring] in
            let bytes = UnsafeRawBufferPointer(buffer)
            var lines: [Substring] = []
            var start = 0
            while start < bytes.count {
                let end = Bytes.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start) ?? bytes.count
                if end > start {
                    let from = copy.utf8.index(copy.startIndex, offsetBy: start), to = copy.utf8.index(copy.startIndex, offsetBy: end)
                    lines.append(copy[from..<to])
                }
                start = end + 1
            }
            return lines
        }!
    }
}
