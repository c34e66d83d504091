#if canImport(Glibc)
import Glibc
#endif

extension FileSystem {
    /// What access(2) is asked about.
    public struct Access: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let read = Access(rawValue: R_OK)
        public static let write = Access(rawValue: W_OK)
        /// For a folder: entering it (and so creating files in it, with `.write`).
        public static let execute = Access(rawValue: X_OK)
    }

    /// access(2): throws unless this process may do all of `access` to `path` (checked with the
    /// real user, as access does); `.noSuchFileOrDirectory` when it is missing, `.permissionDenied`
    /// when it is not allowed. An empty set only checks that the path exists (F_OK).
    public static func checkAccess(_ path: String, _ access: Access) throws(Errno) {
        try Interrupt.retryingVoid { Glibc.access(path, access.isEmpty ? F_OK : access.rawValue) }
    }
}
