/// Decoded day files from the previous build, for `watch`: a file whose identity (device,
/// inode, size, modification and change times) and decoding context (the people and the
/// tour's zone) are unchanged is not read again.
public final class LoadCache: DayFileDecoding {
    struct Stamp: Hashable {
        var file: FileStamp
        var context: Int
    }

    package struct Entry {
        var stamp: Stamp
        var decoded: DecodedDay
    }

    private let entries = Lock<[String: Entry]>([:])

    public init() {}

    package func decoded(_ file: String, absolute: String, context: Int, _ decode: () -> DecodedDay) -> DecodedDay {
        guard let stamp = FileStamp(path: absolute).map({ Stamp(file: $0, context: context) }) else { return decode() }
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
