#if canImport(Glibc)
import Glibc
#endif

/// Changes found by looking: every 300 ms, the size, modification time and inode of every file
/// under the roots, compared with the last look.
final class PollingSource: ChangeSource {
    static let interval = 300

    struct Stamp: Equatable {
        var size: Int64
        var modified: Int64
        var changed: Int64
        var inode: UInt64
    }

    private let tree: WatchedTree
    private var last: [String: Stamp]

    var name: String { "polling every \(PollingSource.interval) ms" }

    init(tree: WatchedTree) {
        self.tree = tree
        last = PollingSource.snapshot(tree)
    }

    func refresh() {}

    func wait(milliseconds: Int, wake: Int32) -> ChangeWait {
        let deadline = monotonicMilliseconds() + milliseconds
        while true {
            let left = max(0, deadline - monotonicMilliseconds())
            if sleepUnlessWoken(milliseconds: min(left, PollingSource.interval), wake: wake) { return .woken }
            let now = PollingSource.snapshot(tree)
            if now != last {
                last = now
                return .changed
            }
            if monotonicMilliseconds() >= deadline { return .quiet }
        }
    }

    static func snapshot(_ tree: WatchedTree) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for folder in tree.folders() {
            for name in OutputWriter.names(in: folder) where !WatchedTree.ignored(name) {
                let path = folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                stamps[path] = Stamp(size: Int64(info.st_size),
                                     modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                                     changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec),
                                     inode: UInt64(info.st_ino))
            }
        }
        return stamps
    }
}
