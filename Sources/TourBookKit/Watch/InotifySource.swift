#if canImport(Glibc)
import Glibc
#endif

/// Changes through inotify: one watch per folder, added for every folder of the tree and again
/// for folders that appear later.
final class InotifySource: ChangeSource {
    static let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE)
        | UInt32(IN_DELETE) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)

    private let fd: Int32
    private let tree: WatchedTree
    /// Watch descriptor → folder.
    private var folders: [Int32: String] = [:]
    private var watched: Set<String> = []
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    var name: String { "inotify" }

    /// nil when the kernel offers no inotify (or too few instances are left): poll instead.
    init?(tree: WatchedTree) {
        let fd = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        self.fd = fd
        self.tree = tree
        refresh()
        // Not even the roots could be watched (e.g. no watches left): polling does better.
        if folders.isEmpty && tree.roots.contains(where: { WatchedTree.identity($0)?.isFolder == true }) {
            close(fd)
            return nil
        }
    }

    deinit { close(fd) }

    func refresh() {
        for folder in tree.folders() where !watched.contains(folder) {
            let wd = inotify_add_watch(fd, folder, InotifySource.mask | UInt32(IN_ONLYDIR))
            guard wd >= 0 else { continue }
            folders[wd] = folder
            watched.insert(folder)
        }
    }

    /// Whether every root is being watched; a missing root is looked for again on each wait.
    private var rootsWatched: Bool { tree.roots.allSatisfy(watched.contains) }

    func wait(milliseconds: Int, wake: Int32) -> ChangeWait {
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        while true {
            // A root that is missing may come back: look again at least every 300 ms.
            let slice = rootsWatched ? deadline : min(deadline, .now + .milliseconds(300))
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            guard let n = try? Poll.wait(&fds, until: slice) else { return .quiet }
            if n > 0 && fds[1].revents != 0 { return .woken }
            if n > 0 && fds[0].revents != 0 && drain() { return .changed }
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
            // EAGAIN (the queue is empty) ends the drain like the end of a file.
            let n = (try? buffer.withUnsafeMutableBytes { buffer throws(Errno) in try FileDescriptor(rawValue: fd).read(into: buffer) }) ?? 0
            guard n > 0 else { return changed }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= n {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameBytes = buffer[(offset + header)..<min(n, offset + header + length)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += header + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { changed = true; continue }
                if mask & UInt32(IN_IGNORED) != 0 {
                    if let folder = folders.removeValue(forKey: wd) { watched.remove(folder) }
                    continue
                }
                if mask & (UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)) != 0 {
                    // The folder itself went away (or moved): its watch is stale.
                    if let folder = folders.removeValue(forKey: wd) {
                        watched.remove(folder)
                        inotify_rm_watch(fd, wd)
                    }
                    changed = true
                    continue
                }
                if !name.isEmpty && WatchedTree.ignored(name) { continue }
                changed = true
                if mask & UInt32(IN_ISDIR) != 0 && mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 {
                    refresh()
                }
            }
        }
    }
}
