/// Decoded day files from the previous build, for `watch`: a file whose bytes (as this build
/// read them) and decoding context (the people, the tour's zone, the venues, the role ids) are unchanged is
/// not decoded again.
public final class LoadCache: DayFileDecoding {
    /// What a decoded day was made from: the file's bytes (their hash) and the decoder's context.
    struct Stamp: Hashable {
        var content: UInt64
        var context: Int
    }

    package struct Entry {
        var stamp: Stamp
        var decoded: DecodedDay
    }

    private let entries = Lock<[String: Entry]>([:])

    public init() {}

    package func decoded(_ file: String, content: UInt64?, context: Int, _ decode: () -> DecodedDay) -> DecodedDay {
        guard let stamp = content.map({ Stamp(content: $0, context: context) }) else { return decode() }
        if let known = entries.withLock({ $0[file] }), known.stamp == stamp {
            var decoded = known.decoded
            decoded.parseSeconds = 0
            return decoded
        }
        let decoded = decode()
        entries.withLock { $0[file] = Entry(stamp: stamp, decoded: decoded) }
        return decoded
    }

    package func finished(with files: Set<String>) { entries.withLock { $0 = $0.filter { files.contains($0.key) } } }
}
