#if canImport(Glibc)
import Glibc
#endif

/// Opening by named options instead of `O_*` flags, so callers need no Glibc (as swift-system's
/// `FileDescriptor.open(_:_:options:permissions:)`).
extension FileDescriptor {
    public enum AccessMode: Sendable {
        case readOnly, writeOnly, readWrite

        var flags: Int32 {
            switch self {
            case .readOnly: O_RDONLY
            case .writeOnly: O_WRONLY
            case .readWrite: O_RDWR
            }
        }
    }

    public struct OpenOptions: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// O_CREAT: make the file when it is missing (with `permissions`).
        public static let create = OpenOptions(rawValue: O_CREAT)
        /// O_EXCL with `.create`: fail with `.fileExists` rather than open a file already there.
        public static let exclusiveCreate = OpenOptions(rawValue: O_EXCL)
        /// O_TRUNC: empty a file that exists.
        public static let truncate = OpenOptions(rawValue: O_TRUNC)
        /// O_APPEND
        public static let append = OpenOptions(rawValue: O_APPEND)
        /// O_DIRECTORY: fail with `.notDirectory` unless it is a folder (opened to lock it).
        public static let directory = OpenOptions(rawValue: O_DIRECTORY)
        /// O_NOFOLLOW: fail with `.tooManySymbolicLinkLevels` when the path is a link.
        public static let noFollow = OpenOptions(rawValue: O_NOFOLLOW)
        /// O_NONBLOCK: a FIFO can't hang the open or the reads.
        public static let nonBlocking = OpenOptions(rawValue: O_NONBLOCK)
    }

    /// open(2), with O_CLOEXEC always added (see `open(_:_:permissions:)`).
    public static func open(_ path: String, _ mode: AccessMode, options: OpenOptions = [], permissions: UInt32 = 0) throws(Errno) -> FileDescriptor {
        try open(path, mode.flags | options.rawValue, permissions: mode_t(permissions))
    }

    /// A folder, opened read-only: what a lock on the folder itself is taken on.
    public static func openDirectory(_ path: String) throws(Errno) -> FileDescriptor {
        try open(path, .readOnly, options: .directory)
    }
}
