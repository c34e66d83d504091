/// The record as lines of tab-separated fields (`FieldLines`), in a fixed order,
/// so the same record is the same bytes. An optional field is empty when absent and starts
/// with `=` when present.
///
///     tourbook-record 2
///     started	1796000000
///     wording	en-GB 24h
///     event	2027-03-09-flight-ac-856-yyz-lhr-3f2a@spring-tour	9d2c64d3b1c2a0f7	1	1795000000
///     item	<uid>	2027-03-09	travel	Flight	AC 856 · Toronto YYZ → London LHR	19:40	1	Note	Bags through
///     item	<uid>	2027-03-09	schedule		Load in	12:00	0	for=crew,local
///     notes	days/2027-03-09.md	=travel	=2027-03-09	5d1e0c2a7b9f3e41
///     entry	1796100000	=Bus call moved for the curfew
///     change	=schedule	=2027-03-13	=<uid>	Bus call moved 00:30+1 → 01:00+1	=00:30+1
///     edition	crew	12	1796100000
extension BuildRecord {
    private static let header = "tourbook-record 2"

    /// `for=crew,band` after a line whose notes, item or change is for some roles only.
    private static func audience(_ audience: Audience) -> [String] {
        guard let roles = audience.roles, !roles.isEmpty else { return [] }
        return ["for=" + roles.joined(separator: ",")]
    }

    package func encoded() -> [UInt8] {
        var out = FieldLines(capacity: 160 * (events.count + items.count) + 4096)
        out.line(Self.header)
        if let started { out.line("started", String(started)) }
        if let wording { out.line("wording", wording) }
        for uid in events.keys.sorted() {
            let event = events[uid]!
            out.line("event", uid, ContentHash.hex(event.hash), String(event.sequence), String(event.stamp))
        }
        for uid in items.keys.sorted() {
            let item = items[uid]!
            var fields = ["item", uid, item.date.description, item.tab.rawValue, item.label, item.title, item.time, String(item.facts.count)]
            for fact in item.facts + item.rooms { fields += [fact.label, fact.value] }
            out.line(fields + Self.audience(item.audience))
        }
        for file in notes.keys.sorted() {
            let n = notes[file]!
            out.line(["notes", file, Self.optional(n.tab?.rawValue), Self.optional(n.date?.description), ContentHash.hex(n.hash)]
                     + Self.audience(n.audience))
        }
        for entry in entries {
            out.line("entry", String(entry.time), Self.optional(entry.note))
            for c in entry.changes {
                let fields = [Self.optional(c.tab?.rawValue), Self.optional(c.date?.description), Self.optional(c.uid), c.text, Self.optional(c.was)]
                out.line(["change"] + fields + (c.booking ? ["booking"] : []) + Self.audience(c.audience))
            }
        }
        for role in editions.keys.sorted() {
            out.line("edition", role, String(editions[role]!.number), String(editions[role]!.time))
        }
        return out.bytes
    }

    private static func optional(_ value: String?) -> String { value.map { "=" + $0 } ?? "" }

    /// The record in `bytes`; nil when they are not one this version wrote whole.
    package static func decoded(_ bytes: [UInt8]) -> BuildRecord? {
        guard let lines = FieldLines.read(bytes), lines.first == [header] else { return nil }
        var reader = RecordReader()
        // Most lines are events: room for them all at once, not by doubling (each rehashes every UID).
        reader.record.events.reserveCapacity(lines.count)
        for fields in lines.dropFirst() {
            guard reader.read(fields) else { return nil }
        }
        return reader.record
    }
}
