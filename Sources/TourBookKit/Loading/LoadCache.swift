/// Decoded day files from the previous build, for `watch`: a file whose identity (device,
/// inode, size, modification and change times) and decoding context (the people and the
/// tour's zone) are unchanged is not read again.
public final class LoadCache: Sendable {
    struct Stamp: Hashable {
        var file: FileStamp
        var context: Int
    }

    struct Entry {
        var stamp: Stamp
        var day: Day?
        var log: DiagnosticLog
    }

    private let entries = Lock<[String: Entry]>([:])

    public init() {}

    static func stamp(_ path: String, context: Int) -> Stamp? {
        FileStamp(path: path).map { Stamp(file: $0, context: context) }
    }

    func entry(_ path: String, stamp: Stamp) -> Entry? {
        entries.withLock { $0[path].flatMap { $0.stamp == stamp ? $0 : nil } }
    }

    func store(_ path: String, _ entry: Entry) { entries.withLock { $0[path] = entry } }

    /// Forgets files that are gone.
    func keep(only paths: Set<String>) { entries.withLock { $0 = $0.filter { paths.contains($0.key) } } }
}
