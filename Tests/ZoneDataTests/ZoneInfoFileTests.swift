import Foundation
import Testing
@testable import ZoneData

/// Builds TZif bytes by hand, so tests can make every version and every kind of damage.
struct TZifBuilder {
    var version: UInt8 = UInt8(ascii: "2")
    var times: [Int64] = []
    var indices: [UInt8] = []
    var types: [(offset: Int32, isDST: UInt8, abbreviationIndex: UInt8)] = [(0, 0, 0)]
    var chars: [UInt8] = Array("UTC\0".utf8)
    var leaps: [(Int64, Int32)] = []
    var footer: String? = "UTC0"
    /// Header counts to lie with: (isut, isstd, leap, time, type, char); nil means honest.
    var countsOverride: [UInt32]?

    func bytes() -> [UInt8] {
        var out = header() + block(timeSize: 4)
        guard version != 0 else { return out }
        out += header() + block(timeSize: 8)
        if let footer { out += Array("\n\(footer)\n".utf8) }
        return out
    }

    private func header() -> [UInt8] {
        let counts = countsOverride
            ?? [UInt32(types.count), UInt32(types.count), UInt32(leaps.count), UInt32(times.count), UInt32(types.count), UInt32(chars.count)]
        return Array("TZif".utf8) + [version] + Array(repeating: 0, count: 15) + counts.flatMap(Self.be32)
    }

    private func block(timeSize: Int) -> [UInt8] {
        let time: (Int64) -> [UInt8] = { timeSize == 4 ? Self.be32(UInt32(truncatingIfNeeded: $0)) : Self.be64($0) }
        var out = times.flatMap(time) + indices
        for t in types { out += Self.be32(UInt32(bitPattern: t.offset)) + [t.isDST, t.abbreviationIndex] }
        out += chars
        for (at, count) in leaps { out += time(at) + Self.be32(UInt32(bitPattern: count)) }
        out += Array(repeating: 0, count: types.count * 2)  // isstd + isut
        return out
    }

    static func be32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * $0)) } }
    static func be64(_ v: Int64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: UInt64(bitPattern: v) >> (56 - 8 * $0)) } }

    /// Two types (AAA +1h standard, BBB +2h DST) and two transitions, like a tiny real zone.
    static func twoTypes(version: UInt8, footer: String? = "<AAA>-1") -> TZifBuilder {
        var b = TZifBuilder()
        b.version = version
        b.times = [1000, 2000]
        b.indices = [1, 0]
        b.types = [(3600, 0, 0), (7200, 1, 4)]
        b.chars = Array("AAA\0BBB\0".utf8)
        b.footer = footer
        return b
    }
}

/// Which ZoneError case, ignoring the wording.
enum ZoneErrorKind: Sendable { case unknownZone, unreadable, malformed }

extension ZoneError {
    var kind: ZoneErrorKind {
        switch self {
        case .unknownZone: .unknownZone
        case .unreadable: .unreadable
        case .malformed: .malformed
        }
    }
}

struct ZoneInfoFileTests {
    @Test("every TZif version parses",
          arguments: [UInt8(0), UInt8(ascii: "2"), UInt8(ascii: "3"), UInt8(ascii: "4")])
    func versions(version: UInt8) throws {
        let builder = TZifBuilder.twoTypes(version: version)
        let zone = try ZoneInfoParser.parse(builder.bytes(), identifier: "Test/V")
        #expect(zone.offset(at: 999) == 3600)           // before the first transition: type 0
        #expect(zone.abbreviation(at: 1000) == "BBB")
        #expect(zone.isDaylightSaving(at: 1999))
        #expect(zone.offset(at: 2000) == 3600)
        #expect(zone.offset(at: 1 << 40) == 3600)       // after the table: footer (v2+) or last type (v1)
    }

    @Test func v3FooterWithExtendedTimes() throws {
        var builder = TZifBuilder()
        builder.version = UInt8(ascii: "3")
        builder.types = [(-7200, 0, 0)]
        builder.chars = Array("-02\0".utf8)
        builder.footer = "<-02>2<-01>,M3.5.0/-1,M10.5.0/0"
        let zone = try ZoneInfoParser.parse(builder.bytes(), identifier: "Test/Nuuk")
        #expect(zone.transitions(from: ZoneInfoFixtures.utc(2027, 1, 1), to: ZoneInfoFixtures.utc(2028, 1, 1)).map(\.instant)
                == [ZoneInfoFixtures.utc(2027, 3, 28, 1), ZoneInfoFixtures.utc(2027, 10, 31, 1)])
        #expect(zone.abbreviation(at: ZoneInfoFixtures.utc(2027, 7, 1)) == "-01")
    }

    @Test("the installed Toronto file reads the same when labelled v3 or v4",
          arguments: [UInt8(ascii: "3"), UInt8(ascii: "4")])
    func relabelledVersion(version: UInt8) throws {
        var bytes = try Self.toronto()
        let original = try ZoneInfoParser.parse(bytes, identifier: "America/Toronto")
        bytes[4] = version
        let secondHeader = try #require(Self.secondHeaderOffset(bytes))
        bytes[secondHeader + 4] = version
        #expect(try ZoneInfoParser.parse(bytes, identifier: "America/Toronto") == original)
    }

    @Test func everyTruncationThrows() throws {
        let bytes = try Self.toronto()
        for length in 0..<bytes.count {
            let error = #expect(throws: ZoneError.self) { try ZoneInfoParser.parse(Array(bytes.prefix(length)), identifier: "T") }
            #expect(error?.kind == (length < 4 ? .unknownZone : .malformed), "length \(length)")
        }
    }

    struct Damage: Sendable, CustomTestStringConvertible {
        var name: String
        var kind: ZoneErrorKind
        /// A word the error must mention, so each case fails for the reason it is about.
        var reason: String
        var bytes: @Sendable () -> [UInt8]
        var testDescription: String { name }
    }

    static let damages: [Damage] = [
        Damage(name: "not TZif at all", kind: .unknownZone, reason: "not a TZif") { Array("# tzdb timezone descriptions\n".utf8) },
        Damage(name: "magic only", kind: .malformed, reason: "truncated") { Array("TZif".utf8) },
        Damage(name: "version byte '1'", kind: .malformed, reason: "version") { var b = TZifBuilder(); b.version = UInt8(ascii: "1"); return b.bytes() },
        Damage(name: "no types", kind: .malformed, reason: "no local time types") { var b = TZifBuilder(); b.countsOverride = [0, 0, 0, 0, 0, 4]; return b.bytes() },
        Damage(name: "no abbreviation chars", kind: .malformed, reason: "empty abbreviation") { var b = TZifBuilder(); b.countsOverride = [1, 1, 0, 0, 1, 0]; return b.bytes() },
        Damage(name: "isut count neither 0 nor typecnt", kind: .malformed, reason: "indicator counts") { var b = TZifBuilder(); b.countsOverride = [3, 1, 0, 0, 1, 4]; return b.bytes() },
        Damage(name: "huge time count", kind: .malformed, reason: "data block truncated") { var b = TZifBuilder(); b.countsOverride = [1, 1, 0, .max, 1, 4]; return b.bytes() },
        Damage(name: "huge every count", kind: .malformed, reason: "data block truncated") { var b = TZifBuilder(); b.countsOverride = [.max, .max, .max, .max, .max, .max]; return b.bytes() },
        Damage(name: "type index out of range", kind: .malformed, reason: "missing type") { var b = TZifBuilder.twoTypes(version: 50); b.indices = [1, 2]; return b.bytes() },
        Damage(name: "times not ascending", kind: .malformed, reason: "ascending") { var b = TZifBuilder.twoTypes(version: 50); b.times = [2000, 1000]; return b.bytes() },
        Damage(name: "duplicate time", kind: .malformed, reason: "ascending") { var b = TZifBuilder.twoTypes(version: 50); b.times = [1000, 1000]; return b.bytes() },
        Damage(name: "DST flag 2", kind: .malformed, reason: "DST flag") { var b = TZifBuilder(); b.types = [(0, 2, 0)]; return b.bytes() },
        Damage(name: "abbreviation index past table", kind: .malformed, reason: "abbreviation index") { var b = TZifBuilder(); b.types = [(0, 0, 9)]; return b.bytes() },
        Damage(name: "abbreviation not NUL-terminated", kind: .malformed, reason: "unterminated") { var b = TZifBuilder(); b.chars = Array("UTC".utf8); return b.bytes() },
        Damage(name: "offset -2^31", kind: .malformed, reason: "out of range") { var b = TZifBuilder(); b.types = [(.min, 0, 0)]; return b.bytes() },
        Damage(name: "offset 30 hours", kind: .malformed, reason: "out of range") { var b = TZifBuilder(); b.types = [(108_000, 0, 0)]; return b.bytes() },
        Damage(name: "leap-second records", kind: .malformed, reason: "leap-second") { var b = TZifBuilder(); b.leaps = [(78_796_800, 1)]; return b.bytes() },
        Damage(name: "footer without leading newline", kind: .malformed, reason: "newline") { TZifBuilder().bytes().dropLast(6) + Array("xUTC0\n".utf8) },
        Damage(name: "footer unterminated", kind: .malformed, reason: "truncated") { Array(TZifBuilder().bytes().dropLast()) },
        Damage(name: "footer missing", kind: .malformed, reason: "truncated") { var b = TZifBuilder(); b.footer = nil; return b.bytes() },
        Damage(name: "footer not a TZ string", kind: .malformed, reason: "footer TZ string") { var b = TZifBuilder(); b.footer = "EST5EDT,M13.1.0,M11.1.0"; return b.bytes() },
        Damage(name: "second header without magic", kind: .malformed, reason: "second header") {
            var bytes = TZifBuilder().bytes()
            bytes[bytes.count - 6 - 44 - 4 - 6 - 2] = UInt8(ascii: "X")  // footer, v2 header, chars, type, isstd/isut
            return bytes
        },
    ]

    @Test("damaged files throw the right ZoneError", arguments: damages)
    func damaged(_ d: Damage) {
        let error = #expect(throws: ZoneError.self) { try ZoneInfoParser.parse(d.bytes(), identifier: "Test/Damaged") }
        #expect(error?.kind == d.kind, "\(String(describing: error))")
        #expect(error?.description.contains(d.reason) == true, "\(String(describing: error))")
    }

    @Test func builderMakesValidFiles() throws {
        // Guards the table above: the undamaged builder output must parse.
        _ = try ZoneInfoParser.parse(TZifBuilder().bytes(), identifier: "Test/OK")
        _ = try ZoneInfoParser.parse(TZifBuilder.twoTypes(version: 50).bytes(), identifier: "Test/OK")
    }

    @Test func randomDamageNeverTraps() throws {
        // A small deterministic fuzzer: flip, drop and insert bytes in a real file and
        // insist on a clean throw or a zone whose lookups all work.
        let original = try Self.toronto()
        var rng = SplitMix(seed: 0x5EED)
        var parsed = 0
        for _ in 0..<10_000 {
            var bytes = original
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                let at = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 3 {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.removeSubrange(at...)
                default: bytes.insert(UInt8(truncatingIfNeeded: rng.next()), at: at)
                }
                if bytes.isEmpty { break }
            }
            guard let zone = try? ZoneInfoParser.parse(bytes, identifier: "Fuzz") else { continue }
            parsed += 1
            for instant in [Int64.min, -1 << 40, 0, 1_800_000_000, 1 << 40, .max] {
                _ = zone.offset(at: instant)
                _ = zone.resolve(local: instant)
            }
            _ = zone.transitions(from: 0, to: 4_000_000_000)
        }
        #expect(parsed > 0)  // some mutations (in the unused v1 block) leave a valid file
    }

    static func toronto() throws -> [UInt8] {
        try Array(Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/America/Toronto")))
    }

    /// Where the v2 header starts: right after the v1 block its own counts describe.
    static func secondHeaderOffset(_ b: [UInt8]) -> Int? {
        guard b.count >= 44 else { return nil }
        let c = (0..<6).map { i in b[20 + 4 * i..<24 + 4 * i].reduce(0) { $0 << 8 | Int($1) } }
        return 44 + c[3] * 5 + c[4] * 6 + c[5] + c[2] * 8 + c[1] + c[0]
    }
}
