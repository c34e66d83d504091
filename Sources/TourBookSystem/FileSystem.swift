#if canImport(Glibc)
import Glibc
#endif

/// The file system calls TourBook makes by path, each wrapped once: retried after EINTR
/// (`Interrupt`), any failure thrown as its `Errno`. Paths are used as given (relative ones
/// against the current folder). Split by concern over the `FileSystem+*.swift` files.
public enum FileSystem {}

extension FileSystem {
    /// What `path` names: following a final symbolic link (stat), or the link itself (lstat).
    /// Throws `.noSuchFileOrDirectory` for a missing path, `.notDirectory` when a component of
    /// it is a file.
    public static func info(_ path: String, followingLinks: Bool = true) throws(Errno) -> FileInfo {
        var info = stat()
        try Interrupt.retryingVoid { followingLinks ? stat(path, &info) : lstat(path, &info) }
        return FileInfo(info)
    }

    /// `info`, but nil when nothing is at `path` (ENOENT only: every other failure, ENOTDIR
    /// included, still throws, as the call sites report those).
    public static func infoIfPresent(_ path: String, followingLinks: Bool = true) throws(Errno) -> FileInfo? {
        do throws(Errno) {
            return try info(path, followingLinks: followingLinks)
        } catch {
            if error == .noSuchFileOrDirectory { return nil }
            throw error
        }
    }

    /// Whether `path` is a folder (after following links); false when it can't be looked at.
    public static func isDirectory(_ path: String) -> Bool {
        (try? info(path))?.kind == .directory
    }
}
