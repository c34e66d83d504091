/// The record as lines of tab-separated fields (`FieldLines`), in a fixed order,
/// so the same record is the same bytes. An optional field is empty when absent and starts
/// with `=` when present.
///
///     tourbook-record 3
///     started	1796000000
///     wording	en-GB 24h
///     share	2027-03-09	=5d1e0c2a7b9f3e41
///     event	2027-03-09-flight-ac-856-yyz-lhr-3f2a@spring-tour	9d2c64d3b1c2a0f7	1	1795000000
///     item	<uid>	2027-03-09	travel	Flight	AC 856 · Toronto YYZ → London LHR	19:40	1	Note	Bags through
///     item	<uid>	2027-03-09	schedule		Load in	12:00	0	for=crew,local
///     notes	days/2027-03-09.md	=travel	=2027-03-09	5d1e0c2a7b9f3e41
///     entry	1796100000	=Bus call moved for the curfew
///     change	=schedule	=2027-03-13	=<uid>	Bus call moved 00:30+1 → 01:00+1	=00:30+1
///     edition	crew	12	1796100000
extension BuildRecord {
    private static let header = "tourbook-record 3"
    /// The version before shares: the same lines, events and items each in one run.
    private static let headerWithoutShares = "tourbook-record 2"

    /// `for=crew,band` after a line whose notes, item or change is for some roles only.
    private static func audience(_ audience: Audience) -> [String] {
        guard let roles = audience.roles, !roles.isEmpty else { return [] }
        return ["for=" + roles.joined(separator: ",")]
    }

    /// The record's bytes, every event then every item, each in the order of their UIDs
    /// (`Bytes.sortedByKey`): a record with no shares.
    package func encoded() -> [UInt8] {
        encoded { out in
            let events = self.events.withUIDs
            for i in Bytes.order(events.map(\.uid)) { Self.write(events[i].uid, events[i].event, to: &out) }
            for (uid, item) in Bytes.sortedByKey(items) { Self.write(uid, item, to: &out) }
        }
    }

    /// The record's bytes by date (`RecordShares`): each date's `share` line, then its events and
    /// items, each in the order of their UIDs. A share that `shares` copies (`copied`) is taken
    /// from `earlier`'s bytes as it is; returns where each share is in the new bytes.
    /// `eventsOn`: the UIDs of each date's events (those of its items).
    package func encoded(_ shares: RecordShares, eventsOn: [CivilDate: [String]], earlier: EarlierRecord)
        -> (bytes: [UInt8], shares: [CivilDate: Share]) {
        let copied = earlier.bytes == nil ? [] : shares.copied.filter { earlier.record.shares[$0] != nil }
        var itemsOn: [CivilDate: [(key: String, value: PublishedItem)]] = [:]
        for (uid, item) in items where !copied.contains(item.date) { itemsOn[item.date, default: []].append((uid, item)) }
        var placed: [CivilDate: Share] = [:]
        let bytes = encoded { out in
            for (date, key) in shares.dates {
                out.line("share", date.description, Self.optional(key.map(ContentHash.hex)))
                let start = out.bytes.count
                if copied.contains(date), let kept = earlier.record.shares[date], let from = earlier.bytes {
                    out.raw(from[kept.lines])
                } else {
                    let uids = eventsOn[date] ?? []
                    var last: String?
                    for uid in Bytes.order(uids).map({ uids[$0] }) where uid != last {
                        guard let event = events[uid] else { continue }
                        Self.write(uid, event, to: &out)
                        last = uid
                    }
                    let dated = itemsOn[date] ?? []
                    for i in Bytes.order(dated.map(\.key)) { Self.write(dated[i].key, dated[i].value, to: &out) }
                }
                if let key { placed[date] = Share(key: key, lines: start..<out.bytes.count) }
            }
        }
        return (bytes, placed)
    }

    /// The header, the started and wording lines, what `eventsAndItems` writes, then the notes,
    /// the builds that changed something and the editions. The lines of the many events and
    /// items are written field by field: the record of a year-long tour holds tens of thousands
    /// of them.
    private func encoded(_ eventsAndItems: (inout FieldLines) -> Void) -> [UInt8] {
        var out = FieldLines(capacity: 160 * (events.count + items.count) + 4096)
        out.line(Self.header)
        if let started { out.line("started", String(started)) }
        if let wording { out.line("wording", wording) }
        eventsAndItems(&out)
        for (file, n) in Bytes.sortedByKey(notes) {
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
        for (role, edition) in Bytes.sortedByKey(editions) {
            out.line("edition", role, String(edition.number), String(edition.time))
        }
        return out.bytes
    }

    private static func write(_ uid: String, _ event: Event, to out: inout FieldLines) {
        out.field("event")
        out.field(uid)
        out.field(hex: event.hash)
        out.field(Int64(event.sequence))
        out.field(event.stamp)
        out.endLine()
    }

    private static func write(_ uid: String, _ item: PublishedItem, to out: inout FieldLines) {
        for field in ["item", uid, item.date.description, item.tab.rawValue, item.label, item.title, item.time] { out.field(field) }
        out.field(Int64(item.facts.count))
        for fact in item.facts + item.rooms {
            out.field(fact.label)
            out.field(fact.value)
        }
        for field in Self.audience(item.audience) { out.field(field) }
        out.endLine()
    }

    private static func optional(_ value: String?) -> String { value.map { "=" + $0 } ?? "" }

    /// The record in `bytes`; nil when they are not one this version wrote whole.
    package static func decoded(_ bytes: [UInt8]) -> BuildRecord? {
        var reader = RecordReader()
        // Most lines are events of a hundred bytes or more: room for them all at once, not by
        // doubling (each rehashes every UID).
        reader.record.events.reserveCapacity(bytes.count / 100, keepingUIDs: false)
        var lines = 0
        let read = FieldLines.forEachLine(bytes) { line, start in
            lines += 1
            if lines == 1 { return [[header], [headerWithoutShares]].contains(FieldLines.fields(line)) }
            if reader.readEvent(line) { return true }
            let fields = FieldLines.fields(line)
            // An event line the fast path leaves to `read` is as much the share's.
            if fields.first != "item", fields.first != "event" { reader.endShare(at: start) }
            return fields.first == "share" ? reader.startShare(fields, linesFrom: start + line.count + 1) : reader.read(fields)
        }
        reader.endShare(at: bytes.count)
        return read && lines > 0 ? reader.record : nil
    }
}
