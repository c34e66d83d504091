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

    /// Reads into one buffer, sized from the file's size, and in chunks as large again if the
    /// file grew. The buffer is not zeroed first: a build reads megabytes of its own state.
    private static func readToEnd(_ file: FileDescriptor, sizeHint: Int, limit: Int) throws(Failure) -> [UInt8] {
        // One byte more than the size, so the end is seen without growing the buffer; no more,
        // as a build keeps every input file's bytes (a floor would cost 16 KiB per small file).
        // Files that say they are empty (in /proc) start at 16 KiB.
        var (bytes, ended) = try chunk(file, size: min(limit, sizeHint > 0 ? sizeHint : 16_383) + 1)
        while !ended {
            if bytes.count > limit { throw .tooLarge(limit: limit) }
            let more: [UInt8]
            (more, ended) = try chunk(file, size: min(bytes.count, (limit - bytes.count) + 1))
            bytes += more
        }
        if bytes.count > limit { throw .tooLarge(limit: limit) }
        return bytes
    }

    /// Up to `size` bytes read into uninitialized memory, and whether the file ended before them.
    private static func chunk(_ file: FileDescriptor, size: Int) throws(Failure) -> (bytes: [UInt8], ended: Bool) {
        var failure: Errno?
        var ended = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < buffer.count {
                do throws(Errno) {
                    let read = try file.read(into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...])))
                    if read == 0 { ended = true; return }
                    count += read
                } catch {
                    failure = error
                    return
                }
            }
        }
        if let failure { throw .cannotRead(failure) }
        return (bytes, ended)
    }
}
