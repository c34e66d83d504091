#if canImport(Glibc)
import Glibc
#endif

extension FileSystem {
    /// What access(2) is asked about: the two questions TourBook has.
    public enum Access: Sendable {
        /// Whether the path exists (F_OK).
        case exists
        /// Whether files may be made in the folder: writing it and entering it (W_OK | X_OK).
        case makeFiles

        var mode: Int32 {
            switch self {
            case .exists: F_OK
            case .makeFiles: W_OK | X_OK
            }
        }
    }

    /// access(2): throws unless this process may do `access` to `path` (checked with the real
    /// user, as access does); `.noSuchFileOrDirectory` when it is missing, `.permissionDenied`
    /// when it is not allowed.
    public static func checkAccess(_ path: String, _ access: Access) throws(Errno) {
        try Interrupt.retryingVoid { Glibc.access(path, access.mode) }
    }
}
