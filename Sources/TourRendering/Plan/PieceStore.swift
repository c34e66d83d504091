import TourBookSystem

/// Pieces that several files share, by the key of what each is made from (`InputKey`): a day
/// body's HTML for a set of tabs, a calendar event's bytes. A key names its bytes forever (it
/// covers the value, the templates, the binary and the zone data), so any earlier build's store
/// is right, and a piece found here is not made again. `watch` keeps one in memory; a one-shot
/// build reads the folder's (`.tourbook-pieces`) and leaves the pieces it used for the next.
public final class PieceStore: Sendable {
    /// A piece as the store holds it: its bytes, or a value a build made (a calendar item's
    /// events), kept as it is and encoded only when the store's file needs it: a year's events
    /// are megabytes the build holds as values anyway; encoded at once, they were a second copy
    /// at the build's peak.
    enum Piece: Sendable {
        case bytes(ArraySlice<UInt8>)
        case made(MadeValue)

        /// Its bytes. `keeping`: a made value's are kept for the next ask (deciding how to save
        /// and then saving asks twice); writing the whole store keeps none, so a year's events
        /// are never all encoded at once.
        func bytes(keeping: Bool = true) -> ArraySlice<UInt8> {
            switch self {
            case .bytes(let bytes): bytes
            case .made(let made): made.bytes(keeping: keeping)
            }
        }

        var isMade: Bool { if case .made = self { true } else { false } }
    }

    /// A value made by a build, and its bytes once they are asked for.
    final class MadeValue: Sendable {
        let value: any Sendable
        private let encode: @Sendable () -> [UInt8]
        private let encoded = Lock<ArraySlice<UInt8>?>(nil)

        init<Value: Sendable>(_ value: Value, encode: @escaping @Sendable (Value) -> [UInt8]) {
            self.value = value
            self.encode = { encode(value) }
        }

        func bytes(keeping: Bool) -> ArraySlice<UInt8> {
            if let made = encoded.withLock({ $0 }) { return made }
            let bytes = ArraySlice(encode())
            if keeping { encoded.withLock { $0 = bytes } }
            return bytes
        }
    }

    /// Pieces by key. Read ones are slices of the file's bytes, never copied out one by one.
    private let pieces: Lock<[UInt64: Piece]>
    /// The pieces this build used: what the store keeps afterwards.
    private let used = Lock<[UInt64: Piece]>([:])

    public init() { pieces = Lock([:]) }

    init(_ pieces: [UInt64: ArraySlice<UInt8>]) { self.pieces = Lock(pieces.mapValues(Piece.bytes)) }

    /// The bytes made from `key`, made by `make` if the store has none.
    package func bytes(_ key: UInt64, make: () throws -> [UInt8]) rethrows -> ArraySlice<UInt8> {
        let found = pieces.withLock { $0[key] }
        let bytes = try found?.bytes() ?? ArraySlice(make())
        used.withLock { $0[key] = found ?? .bytes(bytes) }
        return bytes
    }

    /// The value made from `key`: the store's own if a build made it (`watch` keeps its store),
    /// else read from the store's bytes by `decode`, else made by `make` and kept as a value,
    /// which `encode` turns into bytes when the store is saved.
    package func value<Value: Sendable>(_ key: UInt64, decode: (ArraySlice<UInt8>) -> Value?, make: () -> Value,
                                        encode: @escaping @Sendable (Value) -> [UInt8]) -> Value {
        if let found = found(key, decode: decode) { return found }
        let value = make()
        keep(value, key, encode: encode)
        return value
    }

    /// The value made from `key` as `value(_:decode:make:encode:)` finds it; nil when the store
    /// has none, or none `decode` reads.
    package func found<Value: Sendable>(_ key: UInt64, decode: (ArraySlice<UInt8>) -> Value?) -> Value? {
        guard let found = pieces.withLock({ $0[key] }) else { return nil }
        let value: Value? = if case .made(let made) = found, let value = made.value as? Value { value } else { decode(found.bytes()) }
        if value != nil { used.withLock { $0[key] = found } }
        return value
    }

    /// Keeps `value`, made from `key`, for this build's store.
    package func keep<Value: Sendable>(_ value: Value, _ key: UInt64, encode: @escaping @Sendable (Value) -> [UInt8]) {
        used.withLock { $0[key] = .made(MadeValue(value, encode: encode)) }
    }

    /// Ends a build: what it used is kept, and with `dropping` nothing else (a build of some
    /// roles keeps the others' pieces). Returns whether the store changed.
    package func keepUsed(dropping: Bool = true) -> Bool {
        let used = self.used.withLock { used in defer { used = [:] }; return used }
        return pieces.withLock { pieces in
            let kept = dropping ? used : pieces.merging(used) { $1 }
            // Made again under a key the store had (its bytes did not read back): to be saved, too.
            let changed = Set(pieces.keys) != Set(kept.keys) || kept.contains { key, piece in piece.isMade && pieces[key]?.isMade == false }
            pieces = kept
            return changed
        }
    }

    /// Every piece's bytes.
    package var all: [UInt64: [UInt8]] { pieces.withLock { $0 }.mapValues { Array($0.bytes()) } }

    /// The file this store was read from: its keys and where its last whole piece ends.
    private struct StoredFile {
        var base: UInt64
        var keys: Set<UInt64>
        var size: Int
    }
    private let file = Lock<StoredFile?>(nil)

    /// What saving the store writes to the file it was read from, `size` bytes long now: the
    /// pieces it lacks, appended, while at most half of it would be pieces no longer used
    /// (a year's store is tens of megabytes, an edit adds a few pieces); else the whole store
    /// anew. Appending leaves every piece the file held where it was, and a build killed while
    /// appending leaves a cut piece at the end, which the next read leaves out (`decoded`).
    package enum Saving: Equatable {
        case append([UInt8])
        /// The whole store, written by `write(base:to:)`.
        case replace
    }

    package func saving(base: UInt64, fileSize size: Int?) -> Saving {
        let all = pieces.withLock { $0 }
        guard let stored = file.withLock({ $0 }), stored.base == base, stored.size == size else { return .replace }
        // The new pieces, and those made again under a key the file holds (their bytes there did
        // not read back): appended, a key's last piece is the one read.
        let new = all.keys.filter { !stored.keys.contains($0) || all[$0]!.isMade }.sorted()
        let added = Self.records(new, all)
        // Every piece kept: the new ones as `added` holds them (a value kept for later has no
        // size before it is encoded), the file's at theirs.
        let live = all.reduce(added.count) { sum, piece in
            guard stored.keys.contains(piece.key), case .bytes(let bytes) = piece.value else { return sum }
            return sum + bytes.count + 48
        }
        guard stored.size + added.count <= 2 * live else { return .replace }
        file.withLock { $0 = StoredFile(base: base, keys: stored.keys.union(new), size: stored.size + added.count) }
        return .append(added)
    }

    /// The store as bytes: a header line with what the keys started from (`base`), then per
    /// piece a line with its key, the hash of its bytes and their length, then the bytes.
    package func encoded(base: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(base: base) { chunk in bytes += chunk }
        return bytes
    }

    /// Writes the store (`encoded`) into `file` as it is encoded, a megabyte at a time: a
    /// year's store is tens of megabytes, never all in one buffer.
    package func write(base: UInt64, to file: FileDescriptor) throws(Errno) {
        try encode(base: base) { chunk throws(Errno) in try file.writeAll(chunk) }
    }

    private func encode<Failure: Error>(base: UInt64, _ emit: ([UInt8]) throws(Failure) -> Void) throws(Failure) {
        let all = pieces.withLock { $0 }
        var chunk = Self.headerLine(base), size = 0
        chunk.reserveCapacity(Self.chunkSize + 4096)
        for key in all.keys.sorted() {
            Self.append(key, all[key]!.bytes(keeping: false), to: &chunk)
            if chunk.count >= Self.chunkSize {
                try emit(chunk)
                size += chunk.count
                chunk.removeAll(keepingCapacity: true)
            }
        }
        try emit(chunk)
        file.withLock { $0 = StoredFile(base: base, keys: Set(all.keys), size: size + chunk.count) }
    }

    private static let chunkSize = 1 << 20

    /// Per piece of `keys` its line and its bytes.
    private static func records(_ keys: [UInt64], _ pieces: [UInt64: Piece]) -> [UInt8] {
        var out: [UInt8] = []
        for key in keys { append(key, pieces[key]!.bytes(), to: &out) }
        return out
    }

    private static func append(_ key: UInt64, _ piece: ArraySlice<UInt8>, to out: inout [UInt8]) {
        piece.withUnsafeBytes { bytes in
            out += Array("\(ContentHash.hex(key)) \(ContentHash.hex(ContentHash.xxh64(bytes))) \(bytes.count)\n".utf8)
            out += bytes
        }
    }

    /// The store in `bytes`; nil when they are not one this version wrote, or when its keys
    /// started from another `base` (another binary or zone data: none of them can match).
    /// A piece whose bytes do not hash as written (a file changed by hand) is left out: it is
    /// made again; so is a piece cut short, and all after it.
    package static func decoded(_ bytes: [UInt8], base: UInt64) -> PieceStore? {
        let header = headerLine(base)
        guard bytes.starts(with: header) else { return nil }
        var pieces: [UInt64: ArraySlice<UInt8>] = [:]
        var at = header.count
        bytes.withUnsafeBytes { buffer in
            while at < buffer.count {
                guard let end = Bytes.firstIndex(of: UInt8(ascii: "\n"), in: buffer, from: at),
                      let (key, hash, count) = pieceLine(UnsafeRawBufferPointer(rebasing: buffer[at..<end])),
                      end + 1 + count <= buffer.count else { break }
                let piece = (end + 1)..<(end + 1 + count)
                if ContentHash.xxh64(UnsafeRawBufferPointer(rebasing: buffer[piece])) == hash { pieces[key] = bytes[piece] }
                at = piece.upperBound
            }
        }
        let store = PieceStore(pieces)
        store.file.withLock { $0 = StoredFile(base: base, keys: Set(pieces.keys), size: at) }
        return store
    }

    /// A piece's line, `<key> <hash> <length>`, as `records` writes it; nil for anything else.
    private static func pieceLine(_ line: UnsafeRawBufferPointer) -> (key: UInt64, hash: UInt64, count: Int)? {
        guard line.count > 34, line[16] == UInt8(ascii: " "), line[33] == UInt8(ascii: " "),
              let key = ContentHash.parseHex(UnsafeRawBufferPointer(rebasing: line[..<16])),
              let hash = ContentHash.parseHex(UnsafeRawBufferPointer(rebasing: line[17..<33])),
              let count = Bytes.decimal(UnsafeRawBufferPointer(rebasing: line[34...])) else { return nil }
        return (key, hash, Int(count))
    }

    package static let fileName = ".tourbook-pieces"
    private static let header = "tourbook-pieces 2"

    /// The store's first line: this version's header and what the keys started from.
    private static func headerLine(_ base: UInt64) -> [UInt8] { Array("\(header) \(ContentHash.hex(base))\n".utf8) }
}
