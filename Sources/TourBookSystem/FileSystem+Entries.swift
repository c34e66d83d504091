#if canImport(Glibc)
import Glibc
#endif

extension FileSystem {
    /// The names in a folder, without "." and "..", in the order the file system returns them:
    /// that order differs between machines, so a caller whose output depends on it sorts them.
    /// Throws what opendir or readdir fail with (`.noSuchFileOrDirectory`, `.notDirectory`, …).
    public static func entries(ofDirectory path: String) throws(Errno) -> [String] {
        let directory = try Interrupt.retrying { opendir(path) }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            // readdir returns nil both at the end and on failure; only errno tells them apart.
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Errno.current }
                return names
            }
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
    }
}
