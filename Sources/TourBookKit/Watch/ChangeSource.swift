import TourBookSystem

/// Something that notices changes under the watched folders: inotify, or polling when inotify
/// is not available.
protocol ChangeSource: AnyObject {
    /// Waits up to `milliseconds` for a change, returning early when `wake` becomes readable.
    func wait(milliseconds: Int, wake: FileDescriptor) -> ChangeWait
    /// Called before each build: watch folders created since the last call, and folders that
    /// were missing (a watched root that was deleted and made again).
    func refresh()
    /// "inotify" or "polling every 300 ms", for the startup line.
    var name: String { get }
    /// How long the folders must stay quiet after a change before a build starts; nil: the
    /// watcher's setting (`Watcher.Settings.quietMilliseconds`).
    var settleMilliseconds: Int? { get }
}

extension ChangeSource {
    var settleMilliseconds: Int? { nil }
}

enum ChangeWait: Equatable {
    case changed
    case quiet
    case woken
}

/// The folders a watch looks at, and what in them to leave alone.
struct WatchedTree {
    /// Folders as the user named them (content, templates).
    var roots: [String]
    /// The output folder, never watched even when it lies inside a root (a build would otherwise
    /// trigger itself).
    var output: String

    /// Names the loader skips too: editor swap and backup files, `.git`, `.DS_Store`.
    static func ignored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~")
    }

    /// Every folder under the roots (roots first), skipping ignored names, links and the output.
    func folders() -> [String] {
        var result: [String] = []
        let outputID = WatchedTree.identity(output)
        var stack = roots.reversed().map { $0 }
        while let folder = stack.popLast() {
            guard let id = WatchedTree.identity(folder), id.isFolder, id != outputID else { continue }
            result.append(folder)
            var children: [String] = []
            for name in OutputWriter.names(in: folder) where !WatchedTree.ignored(name) {
                let path = folder + "/" + name
                if (try? FileSystem.info(path, followingLinks: false))?.kind == .directory { children.append(path) }
            }
            stack.append(contentsOf: children.sorted().reversed())
        }
        return result
    }

    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
        var isFolder: Bool
    }

    static func identity(_ path: String) -> Identity? {
        guard let info = try? FileSystem.info(path) else { return nil }
        return Identity(device: info.device, inode: info.inode, isFolder: info.kind == .directory)
    }
}

/// A pipe whose read end wakes the watch loop: written by `Watcher.stop()` and by the
/// SIGINT/SIGTERM handler (a write is async-signal-safe).
final class WakePipe: @unchecked Sendable {
    let readEnd: FileDescriptor
    let writeEnd: FileDescriptor

    /// Non-blocking, so a full pipe can't hang a signal handler or `stop()`.
    init() throws(Errno) {
        (readEnd, writeEnd) = try FileDescriptor.pipe(nonBlocking: true)
    }

    deinit {
        _ = try? readEnd.close()
        _ = try? writeEnd.close()
    }

    /// A full pipe (`.wouldBlock`) is already signalled: nothing more to do.
    func signal() {
        try? writeEnd.writeAll([1])
    }

    /// Whether anything was written, without waiting or consuming it.
    var isSignalled: Bool {
        (try? Poll.readable([readEnd], until: .now))?.first == true
    }
}

/// Waits up to `milliseconds` for `wake`; true when it became readable.
func sleepUnlessWoken(milliseconds: Int, wake: FileDescriptor) -> Bool {
    (try? Poll.readable([wake], until: .now + .milliseconds(milliseconds)))?.first == true
}
