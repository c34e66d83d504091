#if canImport(Glibc)
import Glibc
#endif

/// What tells a file's versions apart without reading it: which file (device, inode), its size,
/// and when its bytes (modified) or anything about it (changed) last changed. Any write, rename
/// over it or `touch` gives it a different stamp.
public struct FileStamp: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    /// Nanoseconds since 1970.
    public var modified: Int64
    public var changed: Int64

    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        (self.device, self.inode, self.size, self.modified, self.changed) = (device, inode, size, modified, changed)
    }

    public init(_ info: stat) {
        self = FileInfo(info).stamp
    }

    /// The stamp of what `path` names, following a final link (stat), or of the link itself
    /// (lstat); nil when it can't be looked at.
    public init?(path: String, followingLinks: Bool = true) {
        guard let info = try? FileSystem.info(path, followingLinks: followingLinks) else { return nil }
        self = info.stamp
    }
}
