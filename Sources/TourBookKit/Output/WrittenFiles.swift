#if canImport(Glibc)
import Glibc
#endif

/// What a writer last wrote or verified, for `watch`: a file whose stat (size, modification and
/// change times, inode) still matches and whose new bytes hash the same is unchanged without
/// reading it back. Anything that touches the file (an editor, a sync tool) changes its change
/// time, so it is compared the slow way again.
public final class WrittenFiles: @unchecked Sendable {
    struct Stamp: Equatable {
        var hash: UInt64
        var size: Int64, modified: Int64, changed: Int64, inode: UInt64

        init(hash: UInt64, _ info: stat) {
            self.hash = hash
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
            inode = UInt64(info.st_ino)
        }
    }

    private var stamps: [String: Stamp] = [:]
    private let lock = Lock()

    public init() {}

    func matches(_ path: String, hash: UInt64, _ info: stat) -> Bool {
        lock.with { stamps[path] == Stamp(hash: hash, info) }
    }

    func replace(with new: [String: Stamp]) { lock.with { stamps = new } }
}
