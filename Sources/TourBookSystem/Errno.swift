#if canImport(Glibc)
import Glibc
#endif

/// An error number from a system call, as `errno` left it. Callers compare against the named
/// constants below (`catch Errno.noSuchFileOrDirectory`, `error == .fileExists`), never against
/// the C macros, so no file outside this module needs Glibc.
public struct Errno: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The error of the system call that just failed.
    public static var current: Errno { Errno(rawValue: errno) }

    /// The C library's wording, e.g. "No such file or directory" (strerror).
    public var description: String { String(cString: strerror(rawValue)) }
}

/// The error numbers TourBook tells apart, named as in swift-system.
extension Errno {
    /// EINTR: only ever seen inside this module, which retries (`Interrupt`).
    public static let interrupted = Errno(rawValue: EINTR)
    /// ENOENT
    public static let noSuchFileOrDirectory = Errno(rawValue: ENOENT)
    /// ENOTDIR: a component of the path (or the path itself, for rmdir) is not a folder.
    public static let notDirectory = Errno(rawValue: ENOTDIR)
    /// EISDIR
    public static let isDirectory = Errno(rawValue: EISDIR)
    /// EEXIST
    public static let fileExists = Errno(rawValue: EEXIST)
    /// ENOTEMPTY: rmdir of a folder that still holds something.
    public static let directoryNotEmpty = Errno(rawValue: ENOTEMPTY)
    /// ENOSPC
    public static let noSpace = Errno(rawValue: ENOSPC)
    /// EACCES
    public static let permissionDenied = Errno(rawValue: EACCES)
    /// EPERM (also what link(2) says on file systems that forbid hard links).
    public static let notPermitted = Errno(rawValue: EPERM)
    /// EIO
    public static let ioError = Errno(rawValue: EIO)
    /// EWOULDBLOCK, which is EAGAIN on Linux: a non-blocking call (read, flock) that would wait.
    public static let wouldBlock = Errno(rawValue: EWOULDBLOCK)
    /// EXDEV: link or rename across file systems.
    public static let improperLink = Errno(rawValue: EXDEV)
    /// EMLINK
    public static let tooManyLinks = Errno(rawValue: EMLINK)
    /// ENOTSUP (the same number as EOPNOTSUPP on Linux).
    public static let notSupported = Errno(rawValue: ENOTSUP)
    /// EOPNOTSUPP
    public static let notSupportedOnSocket = Errno(rawValue: EOPNOTSUPP)
    /// ENOSYS
    public static let noFunction = Errno(rawValue: ENOSYS)
    /// ELOOP: too many links to follow.
    public static let tooManySymbolicLinkLevels = Errno(rawValue: ELOOP)
    /// EINVAL (e.g. readlink of something that is not a link).
    public static let invalidArgument = Errno(rawValue: EINVAL)
    /// EBADF
    public static let badFileDescriptor = Errno(rawValue: EBADF)
    /// ENAMETOOLONG
    public static let fileNameTooLong = Errno(rawValue: ENAMETOOLONG)
}
