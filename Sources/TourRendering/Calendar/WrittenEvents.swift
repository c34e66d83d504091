/// The bytes of one timeline entry's events as every build writes them, before their revisions:
/// its event's body (every line but the UID and the revision lines), a TBD check-in's timed
/// check-out, each guest's stay, with the zones they use and the hashes the record compares.
/// What they are made of is the entry, its own day and what every day shares, so they are kept
/// between builds by that (`KeptEvents`).
struct WrittenEvents {
    struct CheckOut {
        var uid: String
        var body: [UInt8]
        var hash: UInt64
        var zones: [ZoneInfo]
    }

    var body: [UInt8]?
    var bodyHash: UInt64 = 0
    var zones: [ZoneInfo] = []
    var checkOut: CheckOut?
    var stay: PreparedEvents.StayVariants?

    var hasBody: Bool { if case .some = body { true } else { false } }
    var hasCheckOut: Bool { if case .some = checkOut { true } else { false } }
    var hasStay: Bool { if case .some = stay { true } else { false } }

    /// `personal`: with each guest's variant of a stay.
    init(_ feed: CalendarFeed, entry: TimelineEntry, date: CivilDate, uid: String, personal: Bool) {
        let event = feed.event(entry, date: date, person: nil)
        body = event.map(PreparedEvents.body)
        bodyHash = body.map(ContentHash.xxh64) ?? 0
        zones = event?.zones ?? []
        guard case .hotelCheckIn(let hotel) = entry.item else { return }
        if let out = feed.checkOutEvent(hotel) {
            let body = PreparedEvents.body(out)
            checkOut = CheckOut(uid: CalendarUID.suffixed(uid, "checkout"), body: body, hash: ContentHash.xxh64(body), zones: out.zones)
        }
        guard personal, var stay = feed.stayVariants(entry, date: date, hotel: hotel) else { return }
        for g in stay.guests.indices {
            stay.guests[g].uid = CalendarUID.suffixed(uid, "for-\(stay.guests[g].person)")
            stay.guests[g].hash = ContentHash.xxh64(pieces: [stay.head, stay.guests[g].summary, stay.tail])
        }
        self.stay = stay
    }

    init() {}
}

extension WrittenEvents {
    /// As bytes for the `PieceStore`: each part in a fixed order, each length before its bytes.
    func encoded() -> [UInt8] {
        var out = PieceWriter()
        out.optional(body) { $0.bytes($1) }
        out.number(bodyHash)
        out.zones(zones)
        out.optional(checkOut) { out, checkOut in
            out.text(checkOut.uid)
            out.bytes(checkOut.body)
            out.number(checkOut.hash)
            out.zones(checkOut.zones)
        }
        out.optional(stay) { out, stay in
            out.bytes(stay.head)
            out.bytes(stay.tail)
            out.zones(stay.zones)
            out.number(UInt64(stay.guests.count))
            for guest in stay.guests {
                out.text(guest.person)
                out.bytes(guest.summary)
                out.text(guest.uid)
                out.number(guest.hash)
            }
        }
        return out.bytes
    }

    /// The events in `bytes`, their zones found in `zones`; nil when the bytes are not whole.
    init?(decoding bytes: ArraySlice<UInt8>, zones: ZoneStore) {
        var read = PieceReader(bytes, zones: zones)
        guard let body = read.optional({ $0.bytes() }), let bodyHash = read.number(), let eventZones = read.zones(),
              let checkOut = read.optional({ read -> CheckOut? in
                  guard let uid = read.text(), let body = read.bytes(), let hash = read.number(), let zones = read.zones() else { return nil }
                  return CheckOut(uid: uid, body: body, hash: hash, zones: zones)
              }),
              let stay = read.optional(Self.stay), read.atEnd else { return nil }
        (self.body, self.bodyHash, self.zones, self.checkOut, self.stay) = (body, bodyHash, eventZones, checkOut, stay)
    }

    private static func stay(_ read: inout PieceReader) -> PreparedEvents.StayVariants? {
        guard let head = read.bytes(), let tail = read.bytes(), let zones = read.zones(), let count = read.number(), count < 1 << 20 else { return nil }
        var stay = PreparedEvents.StayVariants(head: head, tail: tail, zones: zones)
        stay.guests.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let person = read.text(), let summary = read.bytes(), let uid = read.text(), let hash = read.number(),
                  stay.guests.last.map({ $0.person < person }) ?? true else { return nil }
            stay.guests.append(.init(person: person, summary: summary, uid: uid, hash: hash))
        }
        return stay
    }
}

/// Where a build finds the events earlier builds wrote (`WrittenEvents`), by a key of what
/// they are made of: the key of the entry's date (`dayKeys`: the key base, every content file
/// outside `days/`, and that date's own files; a day file is read with nothing of the other
/// days', and an event reads its entry and its own day), the entry's UID and the kind of feed.
package struct KeptEvents: Sendable {
    let store: PieceStore
    /// By date (`2027-03-14`).
    package let dayKeys: [String: UInt64]
    let zones: ZoneStore
    /// `watch`: what its last build made of each entry, revised against the record this build
    /// starts from (`LastEvents`), by key, taken as it is; and what this build makes is kept
    /// for the next (`PreparedEvents.made`). nil in a one-shot build.
    let last: [UInt64: PreparedEvents.Made]?

    /// The same by date: asked for every entry of the tour.
    private let keysByDate: [CivilDate: UInt64]

    package init(store: PieceStore, dayKeys: [String: UInt64], zones: ZoneStore, last: [UInt64: PreparedEvents.Made]? = nil) {
        (self.store, self.dayKeys, self.zones) = (store, dayKeys, zones)
        keysByDate = Dictionary(uniqueKeysWithValues: dayKeys.compactMap { date, key in CivilDate(iso: date).map { ($0, key) } })
        self.last = last
    }

    /// What an entry's events are made of: its date's key, its UID and the kind of feed; nil for
    /// a date without a key (no day file).
    func key(date: CivilDate, uid: String, personal: Bool, bookings: Bool) -> UInt64? {
        guard let day = keysByDate[date] else { return nil }
        var key = InputKey("events", templates: day)
        key.add(uid)
        key.add((personal ? 1 : 0) | (bookings ? 2 : 0))
        return key.value
    }

    /// The events made from `key`, from the store or made by `make` (and encoded only if the
    /// store is saved).
    func events(key: UInt64, make: () -> WrittenEvents) -> WrittenEvents {
        store.value(key, decode: { [zones] in WrittenEvents(decoding: $0, zones: zones) }, make: make, encode: { $0.encoded() })
    }
}
