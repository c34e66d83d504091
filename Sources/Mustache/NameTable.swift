/// Every name the library's templates look up, each part of a dotted name interned once as a
/// slot number at compile time. Values are read by slot: a key of a value's object is turned into
/// its slot once, when the renderer first opens that object (`ValueStore`), with a hash of its
/// UTF-8 bytes computed here rather than `String`'s seeded SipHash, so no tag pays a
/// `Dictionary<String, …>` lookup. Keys no template names have no slot and are never read.
struct NameTable: Sendable {
    /// Each slot's bytes, back to back: slot `s` is `bytes[starts[s]..<starts[s + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    /// Open addressing, a power of two long, at most half full: slot + 1, or 0 for empty.
    private var buckets: [Int32] = Array(repeating: 0, count: 64)

    var count: Int { starts.count - 1 }

    /// The slot of `name`, made when it is new.
    mutating func intern(_ name: String) -> Int32 {
        let key = Array(name.utf8)
        if let slot = key.withUnsafeBufferPointer({ find($0) }) { return slot }
        if (count + 1) * 2 > buckets.count { grow() }
        let slot = Int32(count)
        bytes += key
        starts.append(bytes.count)
        place(slot, hash: key.withUnsafeBufferPointer(Self.hash))
        return slot
    }

    /// The slot of a value's key; nil when no template names it.
    func slot(of key: String) -> Int32? {
        // withUTF8 reads a small (up to 15 bytes) or native string in place; it copies only a
        // bridged one.
        var key = key
        return key.withUTF8 { find($0) }
    }

    func name(_ slot: Int32) -> String {
        String(decoding: bytes[starts[Int(slot)]..<starts[Int(slot) + 1]], as: UTF8.self)
    }

    private func find(_ key: UnsafeBufferPointer<UInt8>) -> Int32? {
        buckets.withUnsafeBufferPointer { buckets in
            let mask = buckets.count - 1
            var i = Self.hash(key) & mask
            while true {
                let entry = buckets[i]
                if entry == 0 { return nil }
                if matches(Int(entry - 1), key) { return entry - 1 }
                i = (i + 1) & mask
            }
        }
    }

    private func matches(_ slot: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[slot]
        guard starts[slot + 1] - start == key.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            for i in 0..<key.count where bytes[start + i] != key[i] { return false }
            return true
        }
    }

    private mutating func place(_ slot: Int32, hash: Int) {
        let mask = buckets.count - 1
        var i = hash & mask
        while buckets[i] != 0 { i = (i + 1) & mask }
        buckets[i] = slot + 1
    }

    private mutating func grow() {
        buckets = Array(repeating: 0, count: buckets.count * 2)
        for slot in 0..<count {
            let hash = bytes[starts[slot]..<starts[slot + 1]].withUnsafeBufferPointer(Self.hash)
            place(Int32(slot), hash: hash)
        }
    }

    /// FNV-1a: keys are a few ASCII letters, where it spreads well and costs a few cycles.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
