/// Decodes a TZif file (RFC 8536, versions 1–4). Every count is checked against the
/// bytes actually present before anything is allocated or indexed, so truncated or
/// hostile files end in `ZoneError.malformed`, never in a trap.
enum ZoneInfoParser {
    /// Thrown inside the parser; the entry point wraps it with the identifier.
    private struct Failure: Error { let reason: String }

    static func parse(_ bytes: [UInt8], identifier: String) throws(ZoneError) -> ZoneInfo {
        guard bytes.starts(with: magic) else {
            throw .unknownZone(identifier: identifier, reason: "not a TZif file")
        }
        do {
            return try decode(bytes, identifier: identifier)
        } catch {
            throw .malformed(identifier: identifier, reason: error.reason)
        }
    }

    private static let magic = Array("TZif".utf8)

    private static func decode(_ bytes: [UInt8], identifier: String) throws(Failure) -> ZoneInfo {
        var reader = Reader(bytes: bytes)
        let first = try header(&reader)
        guard first.version >= 2 else {
            // Version 1: only 32-bit data, no footer.
            let block = try dataBlock(&reader, counts: first.counts, timeSize: 4)
            return zone(identifier, block, rule: nil)
        }
        // v2+: skip the 32-bit block and read the 64-bit one that follows it.
        let v1Size = first.counts.blockSize(timeSize: 4)
        guard reader.remaining >= v1Size else {
            throw Failure(reason: "version 1 data block truncated (counts promise \(v1Size) bytes, \(reader.remaining) left)")
        }
        try reader.skip(v1Size)
        let second = try header(&reader)
        let block = try dataBlock(&reader, counts: second.counts, timeSize: 8)
        return zone(identifier, block, rule: try footer(&reader))
    }

    private static func zone(_ identifier: String, _ block: Block, rule: ZoneInfoPosixRule?) -> ZoneInfo {
        ZoneInfo(identifier: identifier, types: block.types, times: block.times,
                 typeIndices: block.typeIndices, rule: rule)
    }

    // MARK: Header

    private struct Counts {
        var isUT = 0, isStd = 0, leap = 0, time = 0, type = 0, char = 0

        /// Bytes of the data block these counts describe. Counts are at most 2^32, so
        /// this cannot overflow a 64-bit Int.
        func blockSize(timeSize: Int) -> Int {
            time * (timeSize + 1) + type * 6 + char + leap * (timeSize + 4) + isStd + isUT
        }
    }

    private static func header(_ reader: inout Reader) throws(Failure) -> (version: Int, counts: Counts) {
        guard try reader.take(4).elementsEqual(magic) else { throw Failure(reason: "missing TZif magic in second header") }
        let versionByte = try reader.byte()
        let version: Int
        switch versionByte {
        case 0: version = 1
        // RFC 8536 asks readers to treat later versions like the latest they know.
        case UInt8(ascii: "2")...UInt8(ascii: "9"): version = Int(versionByte - UInt8(ascii: "0"))
        default: throw Failure(reason: "unknown TZif version byte \(versionByte)")
        }
        try reader.skip(15)
        var c = Counts()
        c.isUT = Int(try reader.uint32())
        c.isStd = Int(try reader.uint32())
        c.leap = Int(try reader.uint32())
        c.time = Int(try reader.uint32())
        c.type = Int(try reader.uint32())
        c.char = Int(try reader.uint32())
        guard c.type > 0 else { throw Failure(reason: "no local time types") }
        guard c.char > 0 else { throw Failure(reason: "empty abbreviation table") }
        guard c.isUT == 0 || c.isUT == c.type, c.isStd == 0 || c.isStd == c.type else {
            throw Failure(reason: "UT/standard indicator counts do not match the type count")
        }
        return (version, c)
    }

    // MARK: Data block

    private struct Block {
        var times: [Int64] = []
        var typeIndices: [Int] = []
        var types: [ZoneInfo.LocalType] = []
    }

    private static func dataBlock(_ reader: inout Reader, counts c: Counts, timeSize: Int) throws(Failure) -> Block {
        let size = c.blockSize(timeSize: timeSize)
        guard reader.remaining >= size else {
            throw Failure(reason: "data block truncated (counts promise \(size) bytes, \(reader.remaining) left)")
        }
        // Leap-second files ("right/" zones) count instants in TAI-like seconds; our API is UTC.
        guard c.leap == 0 else { throw Failure(reason: "leap-second records are not supported") }
        var block = Block()
        block.times.reserveCapacity(c.time)
        for _ in 0..<c.time {
            let time = timeSize == 4 ? Int64(try reader.int32()) : try reader.int64()
            if let last = block.times.last, time <= last {
                throw Failure(reason: "transition times are not strictly ascending")
            }
            block.times.append(time)
        }
        block.typeIndices.reserveCapacity(c.time)
        for _ in 0..<c.time {
            let index = Int(try reader.byte())
            guard index < c.type else { throw Failure(reason: "transition refers to missing type \(index)") }
            block.typeIndices.append(index)
        }
        var raw: [(offset: Int32, isDST: UInt8, abbreviationIndex: Int)] = []
        for _ in 0..<c.type {
            raw.append((try reader.int32(), try reader.byte(), Int(try reader.byte())))
        }
        let chars = Array(try reader.take(c.char))
        for (offset, isDST, abbreviationIndex) in raw {
            // RFC 8536 says −25h < offset < 26h; holding to it keeps resolve() exact.
            guard offset > -90_000 && offset < 93_600 else { throw Failure(reason: "UT offset \(offset) out of range") }
            guard isDST <= 1 else { throw Failure(reason: "DST flag \(isDST) is not 0 or 1") }
            block.types.append(.init(
                offset: offset, isDaylightSaving: isDST == 1,
                abbreviation: try abbreviation(in: chars, at: abbreviationIndex)))
        }
        try reader.skip(c.isStd + c.isUT)  // only matter for POSIX strings without rules
        return block
    }

    private static func abbreviation(in chars: [UInt8], at index: Int) throws(Failure) -> String {
        guard index < chars.count, let end = chars[index...].firstIndex(of: 0) else {
            throw Failure(reason: "abbreviation index \(index) is outside the table or unterminated")
        }
        return String(decoding: chars[index..<end], as: UTF8.self)
    }

    // MARK: Footer

    /// `\n<POSIX TZ string>\n`; an empty string means "no rule".
    private static func footer(_ reader: inout Reader) throws(Failure) -> ZoneInfoPosixRule? {
        guard try reader.byte() == UInt8(ascii: "\n") else { throw Failure(reason: "footer does not start with a newline") }
        var text: [UInt8] = []
        while true {
            let c = try reader.byte()
            if c == UInt8(ascii: "\n") { break }
            text.append(c)
        }
        guard !text.isEmpty else { return nil }
        do {
            return try ZoneInfoPosixParser.parse(String(decoding: text, as: UTF8.self))
        } catch {
            throw Failure(reason: "footer TZ string: \(error.message)")
        }
    }

    // MARK: Bytes

    /// Big-endian reads that throw instead of trapping when the file runs out.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var remaining: Int { bytes.count - position }

        mutating func take(_ count: Int) throws(Failure) -> ArraySlice<UInt8> {
            guard count >= 0, count <= remaining else { throw Failure(reason: "file truncated") }
            defer { position += count }
            return bytes[position..<(position + count)]
        }

        mutating func skip(_ count: Int) throws(Failure) { _ = try take(count) }

        mutating func byte() throws(Failure) -> UInt8 { try take(1).first! }

        mutating func uint32() throws(Failure) -> UInt32 {
            try take(4).reduce(0) { $0 << 8 | UInt32($1) }
        }

        mutating func int32() throws(Failure) -> Int32 { Int32(bitPattern: try uint32()) }

        mutating func int64() throws(Failure) -> Int64 {
            Int64(bitPattern: try take(8).reduce(0) { $0 << 8 | UInt64($1) })
        }
    }
}
