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

    /// The number in `utf8`: 1 to `maxDigits` ASCII digits (leading zeros are taken), after a `-`
    /// when `signed`. Nil for anything else, and for a number beyond `Int64`, whose meaning the
    /// caller decides. 18 digits can't overflow; 19 reach `Int64`'s ends (a file stamp's
    /// nanoseconds), which are checked.
    public static func decimal(_ utf8: UnsafeRawBufferPointer, signed: Bool = false, maxDigits: Int = 18) -> Int64? {
        let negative = signed && utf8.first == UInt8(ascii: "-")
        let digits = UnsafeRawBufferPointer(rebasing: utf8[(negative ? 1 : 0)...])
        guard digits.count >= 1, digits.count <= maxDigits else { return nil }
        var value: Int64 = 0
        for c in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) else { return nil }
            let digit = Int64(c - UInt8(ascii: "0"))
            let (times, overflowed) = value.multipliedReportingOverflow(by: 10)
            // Toward the sign, so Int64.min reads too.
            let (next, overflowedAgain) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflowed, !overflowedAgain else { return nil }
            value = next
        }
        return value
    }

    /// Whether `a`'s UTF-8 comes before `b`'s in byte order (memcmp(3), then the shorter first):
    /// an order that depends on no locale or Unicode collation, and the order of Swift's `<` for
    /// strings in NFC, ASCII among them, at a fraction of its cost.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var (a, b) = (a, b)
        return a.withUTF8 { x in b.withUTF8 { y in precedes(UnsafeRawBufferPointer(x), UnsafeRawBufferPointer(y)) } }
    }

    /// The indices of `strings` in the order of Swift's `<`. Where both strings are ASCII, the
    /// order of their bytes, which is the same, is compared instead: their bytes are copied into
    /// one buffer first, so sorting tens of thousands of them (the build record's UIDs) compares
    /// memory, with no reference counting and no Unicode per comparison.
    public static func order(_ strings: [String]) -> [Int] { order(strings, bytewise: false) }

    /// The indices of `strings` in the order of their bytes (`precedes`), compared in one buffer
    /// as `order` does: an output folder's thousands of paths.
    public static func byteOrder(_ strings: [String]) -> [Int] { order(strings, bytewise: true) }

    private static func order(_ strings: [String], bytewise: Bool) -> [Int] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(strings.reduce(0) { $0 + $1.utf8.count })
        var starts: [Int] = []
        starts.reserveCapacity(strings.count + 1)
        var ascii: [Bool] = []
        ascii.reserveCapacity(strings.count)
        for string in strings {
            starts.append(bytes.count)
            bytes.append(contentsOf: string.utf8)
            ascii.append(bytewise || bytes[starts.last!...].allSatisfy { $0 < 0x80 })
        }
        starts.append(bytes.count)
        var order = Array(strings.indices)
        bytes.withUnsafeBytes { all in
            starts.withUnsafeBufferPointer { starts in
                order.sort { i, j in
                    guard ascii[i], ascii[j] else { return strings[i] < strings[j] }
                    return precedes(UnsafeRawBufferPointer(rebasing: all[starts[i]..<starts[i + 1]]),
                                    UnsafeRawBufferPointer(rebasing: all[starts[j]..<starts[j + 1]]))
                }
            }
        }
        return order
    }

    /// A dictionary's entries in the order of their keys (`order`).
    @inlinable
    public static func sortedByKey<Value>(_ dictionary: [String: Value]) -> [(key: String, value: Value)] {
        let entries = Array(dictionary)
        return order(entries.map(\.key)).map { entries[$0] }
    }

    private static func precedes(_ x: UnsafeRawBufferPointer, _ y: UnsafeRawBufferPointer) -> Bool {
        let common = min(x.count, y.count)
        let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
        return order != 0 ? order < 0 : x.count < y.count
    }

    /// memcmp(3): whether the two buffers hold the same bytes (and are the same length).
    public static func equal(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        guard a.count > 0 else { return true }
        return memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
    }
}
