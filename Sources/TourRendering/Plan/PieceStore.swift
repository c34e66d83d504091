import TourBookSystem

/// Pieces that several files share, by the key of what each is made from (`InputKey`): a day
/// body's HTML for a set of tabs. A key names its bytes forever (it covers the value, the
/// templates, the binary and the zone data), so any earlier build's store is right, and a
/// piece found here is not made again. `watch` keeps one in memory; a one-shot build reads the
/// folder's (`.tourbook-pieces`) and leaves the pieces it used for the next.
public final class PieceStore: Sendable {
    private let pieces: Lock<[UInt64: String]>
    /// The pieces this build used: what the store keeps afterwards.
    private let used = Lock<[UInt64: String]>([:])

    public init() { pieces = Lock([:]) }

    package init(_ pieces: [UInt64: String]) { self.pieces = Lock(pieces) }

    /// The piece made from `key`, made by `make` if the store has none.
    package func piece(_ key: UInt64, make: () throws -> String) rethrows -> String {
        let piece = try pieces.withLock { $0[key] } ?? make()
        used.withLock { $0[key] = piece }
        return piece
    }

    /// Ends a build: what it used is kept, and with `dropping` nothing else (a build of some
    /// roles keeps the others' pieces). Returns whether the store changed.
    package func keepUsed(dropping: Bool = true) -> Bool {
        let used = self.used.withLock { used in defer { used = [:] }; return used }
        return pieces.withLock { pieces in
            let kept = dropping ? used : pieces.merging(used) { $1 }
            let changed = Set(pieces.keys) != Set(kept.keys)
            pieces = kept
            return changed
        }
    }

    package var all: [UInt64: String] { pieces.withLock { $0 } }

    /// The store as bytes: a header line with what the keys started from (`base`), then per
    /// piece a line with its key, the hash of its bytes and their length, then the bytes.
    package func encoded(base: UInt64) -> [UInt8] {
        let all = self.all
        var out = Array("\(Self.header) \(ContentHash.hex(base))\n".utf8)
        out.reserveCapacity(all.values.reduce(out.count) { $0 + $1.utf8.count + 48 })
        for key in all.keys.sorted() {
            let bytes = Array(all[key]!.utf8)
            out += Array("\(ContentHash.hex(key)) \(ContentHash.hex(ContentHash.xxh64(bytes))) \(bytes.count)\n".utf8)
            out += bytes
        }
        return out
    }

    /// The store in `bytes`; nil when they are not one this version wrote whole, or when its keys
    /// started from another `base` (other templates or another binary: none of them can match).
    /// A piece whose bytes do not hash as written (a file changed by hand) is left out: it is
    /// made again.
    package static func decoded(_ bytes: [UInt8], base: UInt64) -> PieceStore? {
        let header = Array("\(Self.header) \(ContentHash.hex(base))\n".utf8)
        guard bytes.starts(with: header) else { return nil }
        var pieces: [UInt64: String] = [:]
        var at = header.count
        while at < bytes.count {
            guard let end = bytes[at...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            let words = String(decoding: bytes[at..<end], as: UTF8.self).split(separator: " ")
            guard words.count == 3, let key = ContentHash.parseHex(String(words[0])), let hash = ContentHash.parseHex(String(words[1])),
                  let count = Int(words[2]), count >= 0, end + 1 + count <= bytes.count else { return nil }
            let piece = Array(bytes[(end + 1)..<(end + 1 + count)])
            if ContentHash.xxh64(piece) == hash { pieces[key] = String(decoding: piece, as: UTF8.self) }
            at = end + 1 + count
        }
        return PieceStore(pieces)
    }

    package static let fileName = ".tourbook-pieces"
    private static let header = "tourbook-pieces 2"
}
