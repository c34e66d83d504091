#if canImport(Glibc)
import Glibc
#endif

/// The one way to read a whole file: open/read with no Foundation round trip, non-blocking so a
/// FIFO can't hang it, and bounded so a huge or growing file can't exhaust memory.
public enum WholeFile {
    public enum Failure: Error, Equatable, Sendable {
        case cannotOpen(Errno)
        /// A folder, FIFO or device where `regularFilesOnly` asked for a file.
        case notRegularFile
        /// More than `limit` bytes.
        case tooLarge(limit: Int)
        case cannotRead(Errno)

        /// The reason as a message fragment: the C library's wording, or the size limit in MB.
        public var reason: String {
            switch self {
            case .cannotOpen(let error), .cannotRead(let error): error.description
            case .notRegularFile: "not a regular file"
            case .tooLarge(let limit): "more than \(limit / 1_048_576) MB"
            }
        }
    }

    /// Puts `bytes` in the file at `path`, made or emptied first, without fsync: Foundation's
    /// `Data.write` syncs every file, which made writing a generated tour's thousands of day files
    /// wait on the disk.
    public static func write(_ bytes: [UInt8], to path: String, permissions: UInt32 = 0o644) throws(Errno) {
        let file = try FileDescriptor.open(path, .writeOnly, options: [.create, .truncate], permissions: permissions)
        try file.closeAfter { file throws(Errno) in try file.writeAll(bytes) }
    }

    /// The file's bytes. `regularFilesOnly` checks the open descriptor, so a file swapped after
    /// an earlier look can't sneak past.
    public static func read(_ path: String, limit: Int = .max, regularFilesOnly: Bool = false) throws(Failure) -> [UInt8] {
        let file: FileDescriptor
        do throws(Errno) { file = try FileDescriptor.openForReading(path) } catch { throw .cannotOpen(error) }
        return try file.closeAfter { file throws(Failure) in
            let info: stat
            do throws(Errno) { info = try file.status() } catch { throw .cannotRead(error) }
            if regularFilesOnly, info.st_mode & S_IFMT != S_IFREG { throw .notRegularFile }
            if Int(info.st_size) > limit { throw .tooLarge(limit: limit) }
            return try readToEnd(file, sizeHint: Int(info.st_size), limit: limit)
        }
    }

    /// Reads into one buffer, sized from the file's size and doubled if the file grew.
    private static func readToEnd(_ file: FileDescriptor, sizeHint: Int, limit: Int) throws(Failure) -> [UInt8] {
        // One byte more than the size, so the end is seen without growing the buffer; no more,
        // as a build keeps every input file's bytes (a floor would cost 16 KiB per small file).
        // Files that say they are empty (in /proc) start at 16 KiB.
        var bytes = [UInt8](repeating: 0, count: min(limit, sizeHint > 0 ? sizeHint : 16_383) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                if filled > limit { throw .tooLarge(limit: limit) }
                bytes += repeatElement(0, count: min(bytes.count, (limit - bytes.count) + 1))
            }
            let read = bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(Errno) in try file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...])) }
            }
            let count: Int
            switch read {
            case .success(let value): count = value
            case .failure(let error): throw .cannotRead(error)
            }
            if count == 0 { break }
            filled += count
        }
        if filled > limit { throw .tooLarge(limit: limit) }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
