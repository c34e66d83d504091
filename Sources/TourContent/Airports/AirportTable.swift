import Airports
import TourBookSystem

/// One airport of the table: what a flight end written as a bare code stands for.
struct AirportRecord: Sendable, Hashable {
    var code: String
    var name: String
    /// The city the airport serves (IATA's multi-airport city where there is one); may be nil.
    var city: String?
    /// ISO 3166-1 alpha-2.
    var country: String
    /// IANA zone name.
    var zone: String
}

/// The world's airports with an IATA code (`AirportData` in the Airports module, compiled from
/// `AirportData.txt`, which scripts/make-airports.py writes), looked up by code.
///
/// The text is a static string in the binary; nothing is read until the first lookup, which
/// indexes the line starts once (a tour whose flights are all absent never pays for it). Each
/// lookup is then a binary search over the sorted codes. Safe to share between threads.
package final class AirportTable: Sendable {
    static let shared = AirportTable()

    /// Built on first use.
    private let index = Lock<Index?>(nil)

    struct Index: Sendable {
        /// The codes, three ASCII bytes packed big-endian, ascending (the file is sorted).
        let codes: [UInt32]
        /// Byte offset of each line's start; one more entry than `codes`, for the end.
        let starts: [Int32]
    }

    init() {}

    /// Whether the table has been indexed (for tests: a tour without flights leaves it alone).
    var isLoaded: Bool { index.withLock { $0 != nil } }

    /// The index, built on first use.
    func loaded() -> Index {
        index.withLock { index in
            if let index { return index }
            let built = Self.build()
            index = built
            return built
        }
    }

    /// The airport with exactly this code (three capital letters), or nil.
    func airport(_ code: String) -> AirportRecord? {
        guard let key = Self.pack(code) else { return nil }
        let index = loaded()
        let row = index.codes.partitioningIndex { $0 >= key }
        guard row < index.codes.count, index.codes[row] == key else { return nil }
        return record(at: row, in: index)
    }

    /// Known codes closest to `code` by edit distance (a swapped pair counts as one edit): the
    /// nearest tier only, at most two edits away, those in `preferredZone` first, then by code.
    func closestCodes(to code: String, preferredZone: String? = nil, limit: Int = 3) -> [String] {
        let target = Array(code.uppercased().utf8)
        guard !target.isEmpty else { return [] }
        let index = loaded()
        var found: [(distance: Int, code: UInt32, row: Int)] = []
        for (row, packed) in index.codes.enumerated() {
            let candidate = Self.unpack(packed)
            if let distance = EditDistance.between(target, candidate, within: 2) { found.append((distance, packed, row)) }
        }
        guard let best = found.map(\.distance).min() else { return [] }
        let tier = found.filter { $0.distance == best }
        let ranked = tier.map { item -> (Bool, UInt32) in
            let inZone = preferredZone != nil && record(at: item.row, in: index).zone == preferredZone
            return (!inZone, item.code)
        }.sorted { ($0.0 ? 1 : 0, $0.1) < ($1.0 ? 1 : 0, $1.1) }
        return ranked.prefix(limit).map { String(decoding: Self.unpack($0.1), as: UTF8.self) }
    }

    /// Codes of airports whose city is `text`, then whose name contains it (case-insensitive),
    /// for a flight end written as a place rather than a code.
    func codes(matchingPlace text: String, limit: Int = 3) -> [String] {
        // Accents and punctuation folded: "Sao Paulo" finds "São Paulo", "montreal" "Montréal".
        let needle = FinderText.normalize(text)
        guard needle.count >= 3 else { return [] }
        let index = loaded()
        var cityMatches: [String] = [], nameMatches: [String] = []
        for row in index.codes.indices {
            let airport = record(at: row, in: index)
            if airport.city.map(FinderText.normalize) == needle { cityMatches.append(airport.code) }
            else if FinderText.normalize(airport.name).contains(needle) { nameMatches.append(airport.code) }
        }
        return Array((cityMatches + nameMatches).prefix(limit))
    }

    var count: Int { loaded().codes.count }

    private func record(at row: Int, in index: Index) -> AirportRecord {
        AirportData.lines.withUTF8Buffer { bytes in
            let line = UnsafeBufferPointer(rebasing: bytes[Int(index.starts[row])..<Int(index.starts[row + 1])])
            var fields = line.split(separator: UInt8(ascii: "|"), maxSplits: 4, omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            if let last = fields.last, last.hasSuffix("\n") { fields[fields.count - 1].removeLast() }
            let city = fields[2]
            return AirportRecord(code: fields[0], name: fields[1], city: city.isEmpty ? nil : city,
                                 country: fields[3], zone: fields[4])
        }
    }

    private static func build() -> Index {
        AirportData.lines.withUTF8Buffer { bytes in
            var codes: [UInt32] = [], starts: [Int32] = []
            codes.reserveCapacity(AirportData.count)
            starts.reserveCapacity(AirportData.count + 1)
            guard bytes.baseAddress != nil else { return Index(codes: [], starts: [0]) }
            var offset = 0
            while offset + 3 <= bytes.count {
                codes.append(UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]))
                starts.append(Int32(offset))
                guard let newline = Bytes.firstIndex(of: 0x0A, in: UnsafeRawBufferPointer(bytes), from: offset) else {
                    offset = bytes.count
                    break
                }
                offset = newline + 1
            }
            starts.append(Int32(offset))
            return Index(codes: codes, starts: starts)
        }
    }

    /// `"YYZ"` → 0x59595A; nil unless three capital ASCII letters.
    static func pack(_ code: String) -> UInt32? {
        var packed: UInt32 = 0, count = 0
        for byte in code.utf8 {
            guard count < 3, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") else { return nil }
            packed = packed << 8 | UInt32(byte)
            count += 1
        }
        return count == 3 ? packed : nil
    }

    private static func unpack(_ packed: UInt32) -> [UInt8] {
        [UInt8(packed >> 16 & 0xFF), UInt8(packed >> 8 & 0xFF), UInt8(packed & 0xFF)]
    }

    /// Three capital ASCII letters: the shape of an IATA airport code.
    static func isCode(_ text: String) -> Bool { pack(text) != nil }
}
