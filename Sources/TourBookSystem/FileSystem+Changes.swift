#if canImport(Glibc)
import Glibc
#endif

/// Calls that change the file system. None of them follows up on a failure: the caller decides
/// what, say, `.noSuchFileOrDirectory` from `remove(file:)` means for it (often: already done).
extension FileSystem {
    /// rename(2): atomically puts `source` in place of `destination`, replacing a file there.
    public static func rename(_ source: String, to destination: String) throws(Errno) {
        try Interrupt.retryingVoid { Glibc.rename(source, destination) }
    }

    /// unlink(2): removes a file or a link (not what it leads to); a folder throws `.isDirectory`.
    public static func remove(file path: String) throws(Errno) {
        try Interrupt.retryingVoid { unlink(path) }
    }

    /// mkdir(2): one folder, whose parent must exist; `.fileExists` when anything is already there.
    public static func makeDirectory(_ path: String, permissions: UInt32 = 0o755) throws(Errno) {
        try Interrupt.retryingVoid { mkdir(path, mode_t(permissions)) }
    }

    /// The folder and any missing folders above it (`mkdir -p`). A folder already there is fine;
    /// anything else in the way throws `.fileExists` or `.notDirectory`.
    public static func makeDirectories(_ path: String, permissions: UInt32 = 0o755) throws(Errno) {
        let parent: String
        do throws(Errno) {
            return try makeDirectory(path, permissions: permissions)
        } catch {
            if error == .fileExists, isDirectory(path) { return }
            guard error == .noSuchFileOrDirectory, let above = self.parent(of: path) else { throw error }
            parent = above
        }
        try makeDirectories(parent, permissions: permissions)
        do throws(Errno) { try makeDirectory(path, permissions: permissions) } catch {
            // Made by someone else in between: as good.
            guard error == .fileExists, isDirectory(path) else { throw error }
        }
    }

    /// rmdir(2): an empty folder. `.directoryNotEmpty` (or `.fileExists`, which POSIX allows
    /// instead) when something is inside; `.notDirectory` when it is a file.
    public static func removeDirectory(_ path: String) throws(Errno) {
        try Interrupt.retryingVoid { rmdir(path) }
    }

    /// link(2): a second name, `newPath`, for the file at `existing`. File systems without hard
    /// links here say `.improperLink` (another device), `.notPermitted`, `.tooManyLinks`,
    /// `.notSupported` or `.noFunction`.
    public static func link(_ existing: String, as newPath: String) throws(Errno) {
        try Interrupt.retryingVoid { Glibc.link(existing, newPath) }
    }

    /// symlink(2): a link at `path` that leads to `destination` (stored as given, not resolved).
    public static func symbolicLink(at path: String, to destination: String) throws(Errno) {
        try Interrupt.retryingVoid { symlink(destination, path) }
    }

    /// sync(2): asks the kernel to write every dirty buffer to disk (for benchmarks that must not
    /// measure the previous run's write-back).
    public static func synchronize() {
        sync()
    }

    /// "a/b" → "a", "/a" → "/", "a" → nil: the folder above, for `makeDirectories`.
    static func parent(of path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return nil }
        if slash == trimmed.startIndex { return trimmed.count > 1 ? "/" : nil }
        return String(trimmed[..<slash])
    }
}
