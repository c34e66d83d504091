import TourBookSystem

/// Changes found by looking: every 300 ms, the size, modification time and inode of every file
/// under the roots, compared with the last look.
final class PollingSource: ChangeSource {
    static let interval = 300

    private let tree: WatchedTree
    private var last: [String: FileStamp]

    var name: String { "polling every \(PollingSource.interval) ms" }

    init(tree: WatchedTree) {
        self.tree = tree
        last = PollingSource.snapshot(tree)
    }

    func refresh() {}

    func wait(milliseconds: Int, wake: FileDescriptor) -> ChangeWait {
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        while true {
            let left = max(0, Int((deadline - .now).inMilliseconds))
            if sleepUnlessWoken(milliseconds: min(left, PollingSource.interval), wake: wake) { return .woken }
            let now = PollingSource.snapshot(tree)
            if now != last {
                last = now
                return .changed
            }
            if ContinuousClock.now >= deadline { return .quiet }
        }
    }

    static func snapshot(_ tree: WatchedTree) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for folder in tree.folders() {
            for name in OutputWriter.names(in: folder) where !WatchedTree.ignored(name) {
                let path = folder + "/" + name
                stamps[path] = FileStamp(path: path, followingLinks: false)
            }
        }
        return stamps
    }
}
