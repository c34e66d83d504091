/// A piece made of parts, as bytes for the `PieceStore`: numbers as 8 bytes, byte strings and
/// text as their length and then their bytes, an optional part as a flag byte before it, zones
/// by identifier. Nothing here is read by anything but the binary that wrote it (the store's
/// keys start from the binary), so it needs no version of its own.
package struct PieceWriter {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package mutating func number(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }

    package mutating func bytes(_ part: [UInt8]) {
        number(UInt64(part.count))
        bytes += part
    }

    package mutating func text(_ part: String) {
        var part = part
        part.withUTF8 { utf8 in
            number(UInt64(utf8.count))
            bytes += utf8
        }
    }

    package mutating func int(_ value: Int) { number(UInt64(bitPattern: Int64(value))) }

    package mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

    package mutating func zone(_ zone: ZoneInfo) { text(zone.identifier) }

    /// A list: its count, then each element as `write` writes it.
    package mutating func list<T>(_ parts: [T], _ write: (inout PieceWriter, T) -> Void) {
        number(UInt64(parts.count))
        for part in parts { write(&self, part) }
    }

    package mutating func zones(_ zones: [ZoneInfo]) { list(zones) { $0.zone($1) } }

    package mutating func optional<T>(_ part: T?, _ write: (inout PieceWriter, T) -> Void) {
        guard let part else { return bytes.append(0) }
        bytes.append(1)
        write(&self, part)
    }
}

/// Reads what a `PieceWriter` wrote, part by part; each read is nil when the bytes run out or
/// do not hold that part.
package struct PieceReader {
    private let input: ArraySlice<UInt8>
    private var at: Int
    /// Where zones are read from; nil for a piece with none.
    private let zoneStore: ZoneStore?

    package init(_ bytes: ArraySlice<UInt8>, zones: ZoneStore? = nil) { (input, at, zoneStore) = (bytes, bytes.startIndex, zones) }

    package var atEnd: Bool { at == input.endIndex }

    package mutating func number() -> UInt64? {
        guard input.endIndex - at >= 8 else { return nil }
        var value: UInt64 = 0
        for i in (0..<8).reversed() { value = value << 8 | UInt64(input[at + i]) }
        at += 8
        return value
    }

    package mutating func bytes() -> [UInt8]? { part().map(Array.init) }

    /// Straight from the input: a stored year's stays are tens of thousands of ids and UIDs, and
    /// an id is short enough to need no allocation at all.
    package mutating func text() -> String? { part().map { String(decoding: $0, as: UTF8.self) } }

    /// The next length-prefixed part, as a slice of the input.
    private mutating func part() -> ArraySlice<UInt8>? {
        guard let count = number(), count <= input.endIndex - at else { return nil }
        defer { at += Int(count) }
        return input[at..<(at + Int(count))]
    }

    package mutating func int() -> Int? { number().map { Int(truncatingIfNeeded: Int64(bitPattern: $0)) } }

    package mutating func flag() -> Bool? {
        guard at < input.endIndex, input[at] <= 1 else { return nil }
        defer { at += 1 }
        return input[at] == 1
    }

    package mutating func zone() -> ZoneInfo? { text().flatMap { try? zoneStore?.zone($0) } }

    /// A list as `PieceWriter.list` writes it; nil when an element can't be read.
    package mutating func list<T>(_ read: (inout PieceReader) -> T?) -> [T]? {
        guard let count = number(), count <= input.endIndex - at else { return nil }
        var parts: [T] = []
        parts.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let part = read(&self) else { return nil }
            parts.append(part)
        }
        return parts
    }

    package mutating func zones() -> [ZoneInfo]? { list { $0.zone() } }

    /// `.some(nil)` for an absent part, `.some(part)` for one read whole, nil when it can't be read.
    package mutating func optional<T>(_ read: (inout PieceReader) -> T?) -> T?? {
        guard at < input.endIndex else { return nil }
        at += 1
        guard input[at - 1] == 1 else { return input[at - 1] == 0 ? .some(nil) : nil }
        guard let part = read(&self) else { return nil }
        return .some(part)
    }
}

/// A value a `PieceStore` keeps as bytes (a decoded day file, `StoredDayFiles`): written part by
/// part, every stored property in declaration order, and read back the same way. A value read
/// back equals the one written (`PieceCodingTests` checks it on values with every field set,
/// so a field added to a type and not written here fails it).
package protocol PieceCodable {
    func write(to writer: inout PieceWriter)
    init?(from reader: inout PieceReader)
}

extension PieceWriter {
    package mutating func value(_ part: some PieceCodable) { part.write(to: &self) }
    package mutating func values(_ parts: [some PieceCodable]) { list(parts) { $0.value($1) } }
    package mutating func optional(_ part: (some PieceCodable)?) { optional(part) { $0.value($1) } }
    package mutating func optional(_ part: String?) { optional(part) { $0.text($1) } }
    package mutating func optional(_ part: Int?) { optional(part) { $0.int($1) } }
}

extension PieceReader {
    package mutating func value<T: PieceCodable>(_ type: T.Type = T.self) -> T? { T(from: &self) }
    package mutating func values<T: PieceCodable>(_ type: T.Type = T.self) -> [T]? { list { $0.value(T.self) } }
    package mutating func optionalValue<T: PieceCodable>(_ type: T.Type = T.self) -> T?? { optional { $0.value(T.self) } }
    package mutating func optionalText() -> String?? { optional { $0.text() } }
    package mutating func optionalInt() -> Int?? { optional { $0.int() } }
}
