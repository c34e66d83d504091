/// The record as lines of tab-separated fields, sorted, so the same record is the same bytes:
///
///     tourbook-record 1
///     event	2027-03-09-flight-ac-856-yyz-lhr-3f2a@spring-tour	9d2c64d3b1c2a0f7	1	1795000000
extension BuildRecord {
    private static let header = "tourbook-record 1"

    func encoded() -> [UInt8] {
        var text = Self.header + "\n"
        for uid in events.keys.sorted() {
            let event = events[uid]!
            text += "event\t\(Escaping.line(uid))\t\(ContentHash.hex(event.hash))\t\(event.sequence)\t\(event.stamp)\n"
        }
        return Array(text.utf8)
    }

    /// The record in `bytes`; nil when they are not one this version wrote whole.
    static func decoded(_ bytes: [UInt8]) -> BuildRecord? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[0] == header, lines.last == "" else { return nil }
        var record = BuildRecord()
        for line in lines[1..<(lines.count - 1)] {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.first == "event", fields.count == 5, let hash = ContentHash.parseHex(String(fields[2])),
                  let sequence = Int(fields[3]), sequence >= 0, let stamp = Int64(fields[4]) else { return nil }
            record.events[Escaping.unescapedLine(fields[1])] = Event(hash: hash, sequence: sequence, stamp: stamp)
        }
        return record
    }
}
