/// A piece made of parts, as bytes for the `PieceStore`: numbers as 8 bytes, byte strings and
/// text as their length and then their bytes, an optional part as a flag byte before it, zones
/// by identifier. Nothing here is read by anything but the binary that wrote it (the store's
/// keys start from the binary), so it needs no version of its own.
struct PieceWriter {
    private(set) var bytes: [UInt8] = []

    mutating func number(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }

    mutating func bytes(_ part: [UInt8]) {
        number(UInt64(part.count))
        bytes += part
    }

    mutating func text(_ part: String) { bytes(Array(part.utf8)) }

    mutating func zones(_ zones: [ZoneInfo]) {
        number(UInt64(zones.count))
        for zone in zones { text(zone.identifier) }
    }

    mutating func optional<T>(_ part: T?, _ write: (inout PieceWriter, T) -> Void) {
        guard let part else { return bytes.append(0) }
        bytes.append(1)
        write(&self, part)
    }
}

/// Reads what a `PieceWriter` wrote, part by part; each read is nil when the bytes run out or
/// do not hold that part.
struct PieceReader {
    private let input: ArraySlice<UInt8>
    private var at: Int
    /// Where zones are read from; nil for a piece with none.
    private let zoneStore: ZoneStore?

    init(_ bytes: ArraySlice<UInt8>, zones: ZoneStore? = nil) { (input, at, zoneStore) = (bytes, bytes.startIndex, zones) }

    var atEnd: Bool { at == input.endIndex }

    mutating func number() -> UInt64? {
        guard input.endIndex - at >= 8 else { return nil }
        var value: UInt64 = 0
        for i in (0..<8).reversed() { value = value << 8 | UInt64(input[at + i]) }
        at += 8
        return value
    }

    mutating func bytes() -> [UInt8]? { part().map(Array.init) }

    /// Straight from the input: a stored year's stays are tens of thousands of ids and UIDs, and
    /// an id is short enough to need no allocation at all.
    mutating func text() -> String? { part().map { String(decoding: $0, as: UTF8.self) } }

    /// The next length-prefixed part, as a slice of the input.
    private mutating func part() -> ArraySlice<UInt8>? {
        guard let count = number(), count <= input.endIndex - at else { return nil }
        defer { at += Int(count) }
        return input[at..<(at + Int(count))]
    }

    mutating func zones() -> [ZoneInfo]? {
        guard let count = number(), count <= input.endIndex - at else { return nil }
        var zones: [ZoneInfo] = []
        for _ in 0..<count {
            guard let identifier = text(), let zone = try? zoneStore?.zone(identifier) else { return nil }
            zones.append(zone)
        }
        return zones
    }

    /// `.some(nil)` for an absent part, `.some(part)` for one read whole, nil when it can't be read.
    mutating func optional<T>(_ read: (inout PieceReader) -> T?) -> T?? {
        guard at < input.endIndex else { return nil }
        at += 1
        guard input[at - 1] == 1 else { return input[at - 1] == 0 ? .some(nil) : nil }
        guard let part = read(&self) else { return nil }
        return .some(part)
    }
}
