#if canImport(Glibc)
import Glibc
#endif

/// Files made without a name (open(2) with O_TMPFILE) and named once whole (linkat(2)): a writer
/// killed before it names one leaves nothing behind, and a new file costs one entry in its
/// folder rather than a temporary name created and then renamed.
extension FileDescriptor {
    /// O_TMPFILE, a macro Swift can't import: `__O_TMPFILE | O_DIRECTORY`, where `__O_TMPFILE` is
    /// 020000000 on x86-64 and arm64 alike.
    private static let unnamedFlag: Int32 = 0o20000000 | O_DIRECTORY

    /// A file with no name in `folder`, open for writing, gone when closed unless named first
    /// (`name(as:)`). Throws (`.notSupported`, `.invalidArgument`, …) where the file system or
    /// the kernel can't make one, or where it could not be named (no /proc): the caller then
    /// writes a named temporary file instead.
    public static func openUnnamed(in folder: String, permissions: UInt32 = 0o644) throws(Errno) -> FileDescriptor {
        guard canName else { throw .notSupported }
        return try open(folder, O_WRONLY | unnamedFlag, permissions: mode_t(permissions))
    }

    /// Whether this process can name an unnamed file: `name(as:)` goes through /proc, which a
    /// container or chroot may not have.
    private static let canName = FileSystem.isDirectory("/proc/self/fd")

    /// Gives this unnamed file (`openUnnamed`) the name `path`, atomically: `.fileExists` when
    /// something already has it, which is left alone. Through /proc/self/fd, which needs no
    /// privilege (AT_EMPTY_PATH does).
    public func name(as path: String) throws(Errno) {
        let own = "/proc/self/fd/\(rawValue)"
        try Interrupt.retryingVoid { linkat(AT_FDCWD, own, AT_FDCWD, path, AT_SYMLINK_FOLLOW) }
    }
}
