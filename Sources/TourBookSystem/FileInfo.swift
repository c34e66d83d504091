#if canImport(Glibc)
import Glibc
#endif

/// What stat(2) says about a file, as Swift values: callers test `kind` instead of masking
/// `st_mode` with `S_IFMT`, so they need neither the C struct nor its constants.
public struct FileInfo: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A regular file.
        case file
        case directory
        /// A symbolic link (only seen when links are not followed).
        case link
        /// A FIFO, socket or device: never opened by TourBook, as a FIFO would block.
        case other
    }

    public var kind: Kind
    /// `st_mode` whole (type and permission bits): what tells two special files apart.
    public var mode: UInt32
    public var size: Int64
    public var device: UInt64
    public var inode: UInt64
    /// Nanoseconds since 1970: when the bytes last changed (mtime).
    public var modified: Int64
    /// Nanoseconds since 1970: when anything about the file last changed (ctime).
    public var changed: Int64
    /// How many names the file has (st_nlink): more than one when it is hard-linked, and then
    /// a name given or taken elsewhere changes its `changed` time.
    public var links: UInt64 = 1

    public init(kind: Kind, mode: UInt32, size: Int64, device: UInt64, inode: UInt64, modified: Int64, changed: Int64) {
        (self.kind, self.mode, self.size, self.device, self.inode) = (kind, mode, size, device, inode)
        (self.modified, self.changed) = (modified, changed)
    }

    init(_ info: stat) {
        let kind: Kind = switch info.st_mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .directory
        case S_IFLNK: .link
        default: .other
        }
        self.init(kind: kind, mode: UInt32(info.st_mode), size: Int64(info.st_size),
                  device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
                  modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                  changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
        links = UInt64(info.st_nlink)
    }

    /// What tells this version of the file from others (`FileStamp`).
    public var stamp: FileStamp {
        FileStamp(device: device, inode: inode, size: size, modified: modified, changed: changed)
    }
}

extension FileStamp {
    public init(_ info: FileInfo) { self = info.stamp }
}

extension FileDescriptor {
    /// The open file's type, size and times (fstat): unlike a look by path, this is the file that
    /// will be read, even if the path now names another.
    public func info() throws(Errno) -> FileInfo {
        FileInfo(try status())
    }
}
