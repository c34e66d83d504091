#if canImport(Glibc)
import Glibc
#endif

/// Memory that a C library hands over: copied into Swift at once and freed here, so a caller
/// (e.g. the libcmark renderer) needs no `free` of its own.
public enum CMemory {
    /// The NUL-terminated string at `pointer`, which was malloc'ed and is now ours: copied, then
    /// freed.
    public static func takeString(_ pointer: UnsafeMutablePointer<CChar>) -> String {
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// free(3) for memory a C library malloc'ed and passed to us.
    public static func free(_ pointer: UnsafeMutableRawPointer?) {
        Glibc.free(pointer)
    }
}

/// Byte searches the C library does faster than a Swift loop: the hot paths of the airport index
/// and of comparing a page with the file on disk.
public enum Bytes {
    /// memchr(3): the offset of the first `byte` in `buffer` at or after `start`; nil if none.
    public static func firstIndex(of byte: UInt8, in buffer: UnsafeRawBufferPointer, from start: Int = 0) -> Int? {
        guard start < buffer.count, let base = buffer.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// The offset of the first `needle` in `buffer` at or after `start`; nil if none. memchr(3)
    /// finds each candidate first byte and memcmp(3) checks the rest (Glibc's module leaves
    /// memmem(3) out).
    public static func firstIndex(of needle: [UInt8], in buffer: UnsafeRawBufferPointer, from start: Int = 0) -> Int? {
        guard let first = needle.first else { return nil }
        return needle.withUnsafeBytes { n -> Int? in
            var at = start
            while let candidate = firstIndex(of: first, in: buffer, from: at) {
                guard candidate + n.count <= buffer.count else { return nil }
                if memcmp(buffer.baseAddress! + candidate, n.baseAddress!, n.count) == 0 { return candidate }
                at = candidate + 1
            }
            return nil
        }
    }

    /// The offset of the first `needle` in `bytes` at or after `start`; nil if none.
    public static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        bytes.withUnsafeBytes { firstIndex(of: needle, in: $0, from: start) }
    }

    /// memcmp(3): whether the two buffers hold the same bytes (and are the same length).
    public static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        guard a.count > 0 else { return true }
        return memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
    }
}
