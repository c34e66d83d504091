/// XXH64 (seed 0) over bytes given piece by piece: the same digest as `ContentHash.xxh64` of
/// all the pieces put together, without putting them together. Values are hashed this way
/// (`InputKey`), field by field, with no buffer of their bytes.
package struct StreamingHash {
    private var v1: UInt64 = ContentHash.p1 &+ ContentHash.p2
    private var v2: UInt64 = ContentHash.p2
    private var v3: UInt64 = 0
    private var v4: UInt64 = 0 &- ContentHash.p1
    private var total: UInt64 = 0
    /// Bytes not yet taken in by a 32-byte stripe.
    private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var pendingCount = 0

    package init() {}

    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        var offset = 0
        let count = bytes.count
        total &+= UInt64(count)
        if pendingCount > 0 {
            let take = min(32 - pendingCount, count)
            let start = pendingCount
            withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.advanced(by: start).copyMemory(from: base, byteCount: take) }
            pendingCount += take
            offset = take
            guard pendingCount == 32 else { return }
            let stripe = pending
            stripe4(stripe.0, stripe.1, stripe.2, stripe.3)
            pendingCount = 0
        }
        while offset + 32 <= count {
            stripe4(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian,
                    base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian,
                    base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self).littleEndian,
                    base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self).littleEndian)
            offset += 32
        }
        if offset < count {
            let rest = count - offset
            withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.copyMemory(from: base + offset, byteCount: rest) }
            pendingCount = rest
        }
    }

    /// Keys are mostly numbers: one that lands on a word of the pending stripe goes straight in,
    /// with no copy through memory.
    package mutating func update(_ number: UInt64) {
        guard pendingCount & 7 == 0 else { return withUnsafeBytes(of: number.littleEndian) { update($0) } }
        total &+= 8
        let word = number.littleEndian
        switch pendingCount {
        case 0: pending.0 = word
        case 8: pending.1 = word
        case 16: pending.2 = word
        default:
            stripe4(pending.0, pending.1, pending.2, word)
            pendingCount = 0
            return
        }
        pendingCount += 8
    }

    /// A text as its UTF-8 length, then its bytes: texts one after another can't run together.
    package mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            update(UInt64(utf8.count))
            update(UnsafeRawBufferPointer(utf8))
        }
    }

    @inline(__always) private mutating func stripe4(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) {
        v1 = ContentHash.round(v1, a)
        v2 = ContentHash.round(v2, b)
        v3 = ContentHash.round(v3, c)
        v4 = ContentHash.round(v4, d)
    }

    package var value: UInt64 {
        var hash: UInt64
        if total >= 32 {
            hash = ContentHash.rotl(v1, 1) &+ ContentHash.rotl(v2, 7) &+ ContentHash.rotl(v3, 12) &+ ContentHash.rotl(v4, 18)
            hash = ContentHash.merge(hash, v1)
            hash = ContentHash.merge(hash, v2)
            hash = ContentHash.merge(hash, v3)
            hash = ContentHash.merge(hash, v4)
        } else {
            hash = ContentHash.p5
        }
        hash &+= total
        var tail = pending
        let count = pendingCount
        return withUnsafeBytes(of: &tail) { ContentHash.finish(hash, UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    }
}
