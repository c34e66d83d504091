import TourBookSystem

/// Changes through inotify: one watch per folder, added for every folder of the tree and again
/// for folders that appear later.
final class InotifySource: ChangeSource {
    static let events: Inotify.Events = [.closeWrite, .movedTo, .movedFrom, .create, .delete, .deleteSelf, .moveSelf]
    /// Events after which a file is whole (or gone): a build may start at once.
    static let finished: Inotify.Events = [.closeWrite, .movedTo, .movedFrom, .delete]

    private let inotify: Inotify
    private let tree: WatchedTree
    /// Watch → folder.
    private var folders: [Inotify.Watch: String] = [:]
    private var watched: Set<String> = []

    var name: String { "inotify" }
    /// Each event says a file is complete, so a burst (an editor's save, a checkout) is only
    /// given a few milliseconds to arrive whole.
    var settleMilliseconds: Int? { 5 }

    /// nil when the kernel offers no inotify (or too few instances are left): poll instead.
    init?(tree: WatchedTree) {
        guard let inotify = try? Inotify() else { return nil }
        self.inotify = inotify
        self.tree = tree
        refresh()
        // Not even the roots could be watched (e.g. no watches left): polling does better.
        if folders.isEmpty && tree.roots.contains(where: { WatchedTree.identity($0)?.isFolder == true }) {
            return nil
        }
    }

    func refresh() {
        for folder in tree.folders() where !watched.contains(folder) {
            guard let watch = try? inotify.addWatch(folder, for: InotifySource.events.union(.onlyDirectory)) else { continue }
            folders[watch] = folder
            watched.insert(folder)
        }
    }

    /// Whether every root is being watched; a missing root is looked for again on each wait.
    private var rootsWatched: Bool { tree.roots.allSatisfy(watched.contains) }

    func wait(milliseconds: Int, wake: FileDescriptor) -> ChangeWait {
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        while true {
            // A root that is missing may come back: look again at least every 300 ms.
            let slice = rootsWatched ? deadline : min(deadline, .now + .milliseconds(300))
            guard let ready = try? Poll.readable([inotify.descriptor, wake], until: slice) else { return .quiet }
            if ready[1] { return .woken }
            if ready[0] && drain() { return .changed }
            if !rootsWatched {
                let before = watched.count
                refresh()
                if watched.count > before && rootsWatched { return .changed }
            }
            if ContinuousClock.now >= deadline { return .quiet }
        }
    }

    /// Reads every queued event; true when one of them is a change worth a build. New folders
    /// get their watches right away, so files written into them next are seen.
    private func drain() -> Bool {
        var changed = false
        while true {
            // An empty queue (or a failed read) ends the drain like the end of a file.
            guard let batch = try? inotify.readEvents(), !batch.isEmpty else { return changed }
            for event in batch {
                if handle(event) { changed = true }
            }
        }
    }

    /// Takes in one event: forgets watches that ended, watches new folders; true when it is a
    /// change worth a build.
    private func handle(_ event: Inotify.Event) -> Bool {
        let events = event.events
        if events.contains(.queueOverflow) { return true }
        if events.contains(.ignored) {
            if let folder = folders.removeValue(forKey: event.watch) { watched.remove(folder) }
            return false
        }
        if !events.isDisjoint(with: [.deleteSelf, .moveSelf]) {
            // The folder itself went away (or moved): its watch is stale.
            if let folder = folders.removeValue(forKey: event.watch) {
                watched.remove(folder)
                try? inotify.removeWatch(event.watch)
            }
            return true
        }
        if !event.name.isEmpty && WatchedTree.ignored(event.name) { return false }
        if events.contains(.isDirectory) && !events.isDisjoint(with: [.create, .movedTo]) {
            refresh()
            return true
        }
        // A file being created is not there to read yet: its close after writing says it is.
        return events.isDisjoint(with: [.create]) || !events.isDisjoint(with: InotifySource.finished)
    }
}
