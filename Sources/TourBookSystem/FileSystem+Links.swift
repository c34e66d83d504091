#if canImport(Glibc)
import Glibc
#endif

extension FileSystem {
    /// readlink(2): the bytes a symbolic link holds, exactly (a link may name a path that is not
    /// UTF-8, and a hash of it must not change through a String). `.invalidArgument` (EINVAL)
    /// when `path` is not a link.
    public static func destinationBytes(ofLink path: String) throws(Errno) -> [UInt8] {
        var capacity = 4096
        while true {
            var buffer = [UInt8](repeating: 0, count: capacity)
            let count = try buffer.withUnsafeMutableBufferPointer { buffer throws(Errno) in
                try Interrupt.retrying { readlink(path, UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), buffer.count) }
            }
            // A full buffer may have cut the target short: try again with a bigger one.
            if count < capacity { return Array(buffer[..<count]) }
            capacity *= 2
        }
    }

    /// readlink(2) as text: where the link leads, as stored (relative to the link's folder, or
    /// absolute). Bytes that are not UTF-8 become U+FFFD.
    public static func destination(ofLink path: String) throws(Errno) -> String {
        String(decoding: try destinationBytes(ofLink: path), as: UTF8.self)
    }

    /// realpath(3): the absolute path with every link, "." and ".." resolved. Throws
    /// `.noSuchFileOrDirectory` when it (or a link on the way) leads nowhere.
    public static func realPath(_ path: String) throws(Errno) -> String {
        let resolved = try Interrupt.retrying { realpath(path, nil) }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
