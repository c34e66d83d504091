#if canImport(Glibc)
import Glibc
#endif

/// An error number from a system call, as `errno` left it.
public struct Errno: Error, Equatable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// The error of the system call that just failed.
    public static var current: Errno { Errno(rawValue: errno) }

    public static let interrupted = Errno(rawValue: EINTR)
    public static let noSuchFileOrDirectory = Errno(rawValue: ENOENT)
    public static let notDirectory = Errno(rawValue: ENOTDIR)

    /// The C library's wording, e.g. "No such file or directory".
    public var description: String { String(cString: strerror(rawValue)) }
}
