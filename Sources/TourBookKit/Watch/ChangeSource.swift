#if canImport(Glibc)
import Glibc
#endif

/// Something that notices changes under the watched folders: inotify, or polling when inotify
/// is not available.
protocol ChangeSource: AnyObject {
    /// Waits up to `milliseconds` for a change, returning early when `wake` becomes readable.
    func wait(milliseconds: Int, wake: Int32) -> ChangeWait
    /// Called before each build: watch folders created since the last call, and folders that
    /// were missing (a watched root that was deleted and made again).
    func refresh()
    /// "inotify" or "polling every 300 ms", for the startup line.
    var name: String { get }
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
                var info = stat()
                if lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { children.append(path) }
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
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), isFolder: info.st_mode & S_IFMT == S_IFDIR)
    }
}

/// A pipe whose read end wakes the watch loop: written by `Watcher.stop()` and by the
/// SIGINT/SIGTERM handler (a write is async-signal-safe).
final class WakePipe: @unchecked Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    init?() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    func signal() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Whether anything was written, without waiting or consuming it.
    var isSignalled: Bool {
        var fd = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        return poll(&fd, 1, 0) > 0 && fd.revents & Int16(POLLIN) != 0
    }
}

/// Waits up to `milliseconds` for `wake`; true when it became readable.
func sleepUnlessWoken(milliseconds: Int, wake: Int32) -> Bool {
    var fds = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
    let ready = (try? Poll.wait(&fds, until: .now + .milliseconds(milliseconds))) ?? 0
    return ready > 0
}
