#if canImport(Glibc)
import Glibc
#endif

/// Decoded day files from the previous build, for `watch`: a file whose identity (device,
/// inode, size, modification and change times) and decoding context (the people and the
/// tour's zone) are unchanged is not read again.
public final class LoadCache: @unchecked Sendable {
    struct Stamp: Hashable {
        var device: UInt64, inode: UInt64, size: Int64
        var modified: Int64, changed: Int64
        var context: Int
    }

    struct Entry {
        var stamp: Stamp
        var day: Day?
        var log: DiagnosticLog
    }

    private var entries: [String: Entry] = [:]
    private let lock = Lock()

    public init() {}

    static func stamp(_ path: String, context: Int) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                     modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                     changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec),
                     context: context)
    }

    func entry(_ path: String, stamp: Stamp) -> Entry? {
        lock.with { entries[path].flatMap { $0.stamp == stamp ? $0 : nil } }
    }

    func store(_ path: String, _ entry: Entry) { lock.with { entries[path] = entry } }

    /// Forgets files that are gone.
    func keep(only paths: Set<String>) { lock.with { entries = entries.filter { paths.contains($0.key) } } }
}
