import TourBookSystem

/// XXH64 (seed 0) over a file's bytes: the published algorithm, so anyone can check a manifest
/// with `xxhsum -H1`, and fast enough (several GB/s) that hashing every page of every build costs
/// next to nothing. It tells versions of a page apart; it is no defence against chosen collisions.
package enum ContentHash {
    static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The xxh64 of a regular file's bytes; nil when it can't be read.
    package static func ofFile(_ path: String) -> UInt64? {
        guard let bytes = try? WholeFile.read(path, regularFilesOnly: true) else { return nil }
        return xxh64(bytes)
    }

    package static func xxh64(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { xxh64($0) }
    }

    /// The digest of `pieces` put together, without putting them together.
    package static func xxh64(pieces: [[UInt8]]) -> UInt64 {
        var hash = StreamingHash()
        for piece in pieces { piece.withUnsafeBytes { hash.update($0) } }
        return hash.value
    }

    package static func xxh64(_ data: UnsafeRawBufferPointer) -> UInt64 {
        let count = data.count
        var offset = 0
        @inline(__always) func word64() -> UInt64 {
            defer { offset += 8 }
            return UInt64(littleEndian: data.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        var hash: UInt64
        if count >= 32 {
            var v1 = p1 &+ p2, v2 = p2, v3: UInt64 = 0, v4 = 0 &- p1
            while offset + 32 <= count {
                v1 = round(v1, word64())
                v2 = round(v2, word64())
                v3 = round(v3, word64())
                v4 = round(v4, word64())
            }
            hash = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            hash = merge(hash, v1)
            hash = merge(hash, v2)
            hash = merge(hash, v3)
            hash = merge(hash, v4)
        } else {
            hash = p5
        }
        hash &+= UInt64(count)
        return finish(hash, UnsafeRawBufferPointer(rebasing: data[offset...]))
    }

    /// The last step: the bytes after the last 32-byte stripe (fewer than 32), then the avalanche.
    static func finish(_ start: UInt64, _ data: UnsafeRawBufferPointer) -> UInt64 {
        var hash = start
        var offset = 0
        let count = data.count
        while offset + 8 <= count {
            hash ^= round(0, UInt64(littleEndian: data.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            hash = rotl(hash, 27) &* p1 &+ p4
            offset += 8
        }
        if offset + 4 <= count {
            hash ^= UInt64(UInt32(littleEndian: data.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) &* p1
            hash = rotl(hash, 23) &* p2 &+ p3
            offset += 4
        }
        while offset < count {
            hash ^= UInt64(data[offset]) &* p5
            hash = rotl(hash, 11) &* p1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= p2
        hash ^= hash >> 29
        hash &*= p3
        hash ^= hash >> 32
        return hash
    }

    @inline(__always) static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always) static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    @inline(__always) static func merge(_ acc: UInt64, _ value: UInt64) -> UInt64 {
        (acc ^ round(0, value)) &* p1 &+ p4
    }

    /// 16 lowercase hex digits.
    package static func hex(_ hash: UInt64) -> String {
        // Written in place: the state, the store and the offline lists write thousands a build.
        String(unsafeUninitializedCapacity: 16) { digits in
            for i in 0..<16 { digits[i] = hexDigit(hash, i) }
            return 16
        }
    }

    /// `hex(hash)`'s digits appended to `bytes`, with no `String` made.
    package static func appendHex(_ hash: UInt64, to bytes: inout [UInt8]) {
        for i in 0..<16 { bytes.append(hexDigit(hash, i)) }
    }

    /// The `i`th of a hash's 16 hex digits, most significant first.
    @inline(__always) private static func hexDigit(_ hash: UInt64, _ i: Int) -> UInt8 {
        let digit = UInt8((hash >> UInt64(60 - 4 * i)) & 0xf)
        return digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
    }

    package static func parseHex(_ text: String) -> UInt64? {
        var text = text
        return text.withUTF8 { parseHex(UnsafeRawBufferPointer($0)) }
    }

    /// The hash whose `hex` digits are `utf8`; nil unless they are 16 lowercase hex digits.
    package static func parseHex(_ utf8: UnsafeRawBufferPointer) -> UInt64? {
        guard utf8.count == 16 else { return nil }
        var value: UInt64 = 0
        for c in utf8 {
            let digit: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }
}
