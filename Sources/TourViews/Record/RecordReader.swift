/// Reads the record's lines one at a time (`BuildRecord.decoded`); any line it can't read makes
/// the whole record damaged.
struct RecordReader {
    var record = BuildRecord()
    /// The share whose lines are being read: its date, its key, where its lines start.
    private var share: (date: CivilDate, key: UInt64?, start: Int)?

    /// `share`, the date and its key (empty for a date made without one): the event and item
    /// lines from `start` on are the date's.
    mutating func startShare(_ fields: [String], linesFrom start: Int) -> Bool {
        guard fields.count == 3, let date = CivilDate(iso: fields[1]), record.shares[date] == nil,
              let key = Self.field(fields[2], { ContentHash.parseHex($0) }) else { return false }
        share = (date, key, start)
        return true
    }

    /// The share being read ends before the line at `end`.
    mutating func endShare(at end: Int) {
        if let share, let key = share.key { record.shares[share.date] = BuildRecord.Share(key: key, lines: share.start..<end) }
        share = nil
    }

    /// False when the line isn't one this version writes.
    mutating func read(_ fields: [String]) -> Bool {
        switch (fields.first, fields.count) {
        case ("started", 2):
            guard let time = Int64(fields[1]) else { return false }
            record.started = time
        case ("wording", 2): record.wording = fields[1]
        case ("event", 5):
            guard let hash = ContentHash.parseHex(fields[2]), let sequence = Int(fields[3]), sequence >= 0,
                  let stamp = Int64(fields[4]) else { return false }
            record.events[fields[1]] = BuildRecord.Event(hash: hash, sequence: sequence, stamp: stamp)
        case ("item", 8...): return readItem(Array(fields.dropFirst()))
        case ("notes", 5...6):
            guard let tab = Self.field(fields[2], Tab.init(rawValue:)), let date = Self.field(fields[3], CivilDate.init(iso:)),
                  let hash = ContentHash.parseHex(fields[4]) else { return false }
            // A notes file is for everyone or for the one role it is named after.
            let audience = fields.count == 6 ? Self.audience(fields[5]) : .everyone
            guard let audience, (audience.roles?.count ?? 1) == 1 else { return false }
            let role = audience.roles?.first
            let file = PublishedNotes.contentPath(recorded: fields[1])
            record.notes[file] = PublishedNotes(file: file, tab: tab, role: role, date: date, hash: hash)
        case ("entry", 3):
            guard let time = Int64(fields[1]), let note = Self.field(fields[2], { $0 }) else { return false }
            record.entries.append(ChangeEntry(time: time, note: note, changes: []))
        case ("change", 6...8): return readChange(fields)
        case ("edition", 4):
            guard let number = Int(fields[2]), number >= 1, let time = Int64(fields[3]) else { return false }
            record.editions[fields[1]] = BuildRecord.Edition(number: number, time: time)
        default: return false
        }
        return true
    }

    /// An `event` line read straight from its bytes: the record's bulk, tens of thousands of
    /// lines a year, each kept by its UID's hash (`RecordEvents`), no string made of it. False
    /// when the line is not an event in the form this version writes, for `read` to judge.
    mutating func readEvent(_ line: UnsafeRawBufferPointer) -> Bool {
        guard line.starts(with: Self.eventTag) else { return false }
        // Four fields, found in place: an array of them for each line was a fifth of the reading.
        let rest = UnsafeRawBufferPointer(rebasing: line[Self.eventTag.count...])
        let tab = UInt8(ascii: "\t")
        guard let t1 = Bytes.firstIndex(of: tab, in: rest), let t2 = Bytes.firstIndex(of: tab, in: rest, from: t1 + 1),
              let t3 = Bytes.firstIndex(of: tab, in: rest, from: t2 + 1), Bytes.firstIndex(of: tab, in: rest, from: t3 + 1) == nil else { return false }
        let uid = UnsafeRawBufferPointer(rebasing: rest[..<t1])
        guard let hash = ContentHash.parseHex(UnsafeRawBufferPointer(rebasing: rest[(t1 + 1)..<t2])),
              let sequence = Bytes.decimal(UnsafeRawBufferPointer(rebasing: rest[(t2 + 1)..<t3])),
              let stamp = Bytes.decimal(UnsafeRawBufferPointer(rebasing: rest[(t3 + 1)...]), signed: true) else { return false }
        let event = BuildRecord.Event(hash: hash, sequence: Int(sequence), stamp: stamp)
        // An escaped UID (a tab or newline in an `id`) is unescaped first: it is hashed as it reads.
        if Bytes.firstIndex(of: UInt8(ascii: "\\"), in: uid) != nil {
            var unescaped = FieldLines.field(uid)
            unescaped.withUTF8 { record.events.set(event, uid: UnsafeRawBufferPointer($0)) }
        } else {
            record.events.set(event, uid: uid)
        }
        return true
    }

    private static let eventTag = Array("event\t".utf8)

    /// Facts come in pairs, so a field after them is the item's audience.
    private mutating func readItem(_ fields: [String]) -> Bool {
        var f = fields, audience = Audience.everyone
        if (f.count - 7) % 2 == 1 {
            guard let named = Self.audience(f.removeLast()) else { return false }
            audience = named
        }
        guard let date = CivilDate(iso: f[1]), let tab = Tab(rawValue: f[2]), let count = Int(f[6]),
              count >= 0, (f.count - 7) / 2 >= count else { return false }
        let pairs = stride(from: 7, to: f.count, by: 2).map { PublishedItem.Fact(label: f[$0], value: f[$0 + 1]) }
        record.items[f[0]] = PublishedItem(uid: f[0], date: date, tab: tab, label: f[3], title: f[4], time: f[5],
                                           facts: Array(pairs.prefix(count)), rooms: Array(pairs.dropFirst(count)), audience: audience)
        return true
    }

    /// `change` and five fields, then `booking` and `for=<roles>` when they apply.
    private mutating func readChange(_ f: [String]) -> Bool {
        var (booking, audience) = (false, Audience?.none)
        for extra in f.dropFirst(6) {
            if extra == "booking", !booking, audience == nil { booking = true }
            else if audience == nil, let named = Self.audience(extra) { audience = named }
            else { return false }
        }
        guard !record.entries.isEmpty, let tab = Self.field(f[1], Tab.init(rawValue:)), let date = Self.field(f[2], CivilDate.init(iso:)),
              let uid = Self.field(f[3], { $0 }), let was = Self.field(f[5], { $0 }) else { return false }
        record.entries[record.entries.count - 1].changes.append(Change(tab: tab, date: date, uid: uid, text: f[4], was: was, booking: booking,
                                                                          audience: audience ?? .everyone))
        return true
    }

    /// `for=crew,band`: the roles notes, an item or a change is for.
    private static func audience(_ text: String) -> Audience? {
        guard text.hasPrefix("for=") else { return nil }
        let roles = text.dropFirst(4).split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return roles.contains(where: \.isEmpty) ? nil : Audience(roles: roles)
    }

    /// An optional field: `.some(nil)` when empty, `.some(value)` after `=`, nil when malformed.
    private static func field<T>(_ text: String, _ parse: (String) -> T?) -> T?? {
        if text.isEmpty { return .some(nil) }
        guard text.hasPrefix("="), let value = parse(String(text.dropFirst())) else { return nil }
        return .some(value)
    }
}
