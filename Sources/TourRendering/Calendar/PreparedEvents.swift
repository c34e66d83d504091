import Mustache

/// Every event of the tour, written once: each timeline entry's VEVENT body (everything but its
/// UID line) and the zones it uses. Feeds are then put together by copying bytes; only a hotel
/// stay differs per person (their room in the title), so those are written per person.
package struct PreparedEvents {
    struct Item {
        /// The page the entry belongs to.
        var date: CivilDate
        var entry: TimelineEntry
        var uid: String
        /// Its events' bytes, the same from build to build while what they are made from is.
        var written: WrittenEvents
        /// DTSTAMP, and SEQUENCE and LAST-MODIFIED once it changed (`EventRevisions`).
        var revision: [UInt8] = []
        var checkOutRevision: [UInt8] = []
        /// Each guest's revision lines (as `stay`'s guests): their stay changes when their own
        /// title does.
        var stayRevisions: [[UInt8]] = []
        /// Hashes of the event's UID and bytes (revision and body), of its check-out's and of each
        /// guest's stay, for feeds' keys.
        var digest: UInt64 = 0
        var checkOutDigest: UInt64 = 0
        var stayDigests: [UInt64] = []

        var stay: StayVariants? { written.stay }
    }

    /// A stay's event for each guest: the body around the SUMMARY line, and each guest's
    /// SUMMARY line (with their room), UID and content hash, sorted by person id. A year's
    /// stays have tens of thousands of guests, so they are arrays, not dictionaries.
    struct StayVariants {
        struct Guest {
            var person: String
            var summary: [UInt8]
            var uid = ""
            var hash: UInt64 = 0
        }

        var head: [UInt8]
        var tail: [UInt8]
        var zones: [ZoneInfo]
        var guests: [Guest] = []
    }

    /// One of a person's items, and where they are among its stay's guests if it is a stay of theirs.
    struct Owned {
        var item: Int
        var guest: Int?
    }

    /// An item as one core makes it: with its events' revisions and its owners. A class: `watch`
    /// keeps every item's from build to build (`LastEvents`), and a reference is copied, not
    /// each of the item's arrays.
    package final class Made: Sendable {
        let item: Item
        let revised: [(String, BuildRecord.Event)]
        let owners: [(String, Int?)]

        init(item: Item, revised: [(String, BuildRecord.Event)], owners: [(String, Int?)]) {
            (self.item, self.revised, self.owners) = (item, revised, owners)
        }
    }

    /// Whose the item is (`PersonalSelection.forEachOwner`: passengers are each named once, the
    /// loader sees to it), each with where they are among its stay's guests when it has one. A
    /// stay's guests are its rooms' people, one variant each (`CalendarFeed.stayVariants`), but
    /// for ids that are nobody in people.json, who have no feed to be in.
    private static func owners(_ item: Item) -> [(String, Int?)] {
        guard let stay = item.stay else {
            var owners: [(String, Int?)] = []
            PersonalSelection.forEachOwner(of: item.entry) { owners.append(($0, nil)) }
            return owners
        }
        return stay.guests.indices.map { (stay.guests[$0].person, $0) }
    }

    /// An event of a feed, by where it is among the items: an item's own event, its check-out's,
    /// or a guest's variant of its stay. A feed holds thousands: each is two numbers, not copies
    /// of the item's arrays.
    fileprivate struct Chosen {
        enum Part { case own, checkOut, stay(guest: Int) }
        var item: Int
        var part: Part
    }

    let feed: CalendarFeed
    let items: [Item]
    /// Each item's tab and audience.
    let tabOf: [Tab]
    let audienceOf: [Audience]
    /// Each person's items (`PersonalSelection.forEachOwner`: passengers and guests), by id.
    let itemsByPerson: [String: [Owned]]
    /// Each item's events' revisions, in order, for the next build's record (`revisions`): the
    /// lists alone, so the items as made are let go (`watch` keeps them in `made`).
    private let revisedLists: [[(String, BuildRecord.Event)]]
    /// The UIDs of each date's events (its items'), for the record's shares (`RecordShares`).
    package let revisedOn: [CivilDate: [String]]
    /// The dates with an event whose revision is not the earlier record's (new, or changed):
    /// their shares of the record are written anew.
    package let revisedAnewOn: Set<CivilDate>
    /// Each item as made, by its key (`KeptEvents.key`), for `watch`'s next build (`LastEvents`).
    package let made: [UInt64: Made]

    /// `personal`: also each guest's variant of every stay (for personal feeds). `revisions`:
    /// the earlier build's revisions and this build's time. `kept`: where events written by
    /// earlier builds are kept, by key; nil: every event is written.
    package init(feed: CalendarFeed, personal: Bool, revisions: EventRevisions, kept: KeptEvents? = nil) {
        self.feed = feed
        let flat = feed.entriesWithUIDs
        // Each item written (or taken from `kept`), revised and its owners found on its own, on
        // every core; the revisions and owners are gathered in the items' order afterwards.
        // What `watch` made last was revised against the record this build starts from: its
        // revisions are that record's.
        let made: [(key: UInt64?, made: Made, anew: Bool)] = Parallel.map(count: flat.count) { i in
            let (date, entry, uid) = flat[i]
            let key = kept?.key(date: date, uid: uid, personal: personal, bookings: feed.bookings)
            if let key, let last = kept?.last?[key] { return (key, last, false) }
            let write = { WrittenEvents(feed, entry: entry, date: date, uid: uid, personal: personal) }
            var item = Item(date: date, entry: entry, uid: uid, written: key.flatMap { kept?.events(key: $0, make: write) } ?? write())
            var revised: [(String, BuildRecord.Event)] = []
            let anew = Self.revise(&item, revisions, into: &revised)
            return (key, Made(item: item, revised: revised, owners: Self.owners(item)), anew)
        }
        var byPerson: [String: [Owned]] = [:]
        var byKey: [UInt64: Made] = [:]
        var revisedOn: [CivilDate: [String]] = [:]
        var revisedAnewOn: Set<CivilDate> = []
        // By index: an item is large, and copying each one to look at its lists costs more than the lists.
        for i in made.indices {
            revisedOn[made[i].made.item.date, default: []].append(contentsOf: made[i].made.revised.lazy.map(\.0))
            if made[i].anew { revisedAnewOn.insert(made[i].made.item.date) }
            for (id, guest) in made[i].made.owners { byPerson[id, default: []].append(Owned(item: i, guest: guest)) }
            if kept?.last != nil, let key = made[i].key { byKey[key] = made[i].made }
        }
        revisedLists = made.map(\.made.revised)
        self.revisedOn = revisedOn
        self.revisedAnewOn = revisedAnewOn
        self.made = byKey
        itemsByPerson = byPerson
        items = made.map(\.made.item)
        tabOf = made.map(\.made.item.entry.tab)
        audienceOf = made.map(\.made.item.entry.audience)
    }

    /// Every event's revision, the role feeds' (`self`) and the travellers' (`other`), for the
    /// next build's record: one dictionary, made once (the year-long tour's are tens of thousands
    /// of UIDs each, and merging two made them three times).
    /// `keepingUIDs`: for `BuildRecord.encoded()`, which writes every event with its UID (a
    /// record by date takes each date's from `revisedOn`).
    package func revisions(with other: PreparedEvents, keepingUIDs: Bool) -> RecordEvents {
        var revisions = RecordEvents()
        revisions.reserveCapacity((revisedLists + other.revisedLists).reduce(0) { $0 + $1.count }, keepingUIDs: keepingUIDs)
        // Ours last: a UID in both keeps our revision.
        for list in other.revisedLists + revisedLists {
            for (uid, event) in list { revisions.set(event, uid: uid, keepingUID: keepingUIDs) }
        }
        return revisions
    }

    static func body(_ event: CalendarEvent) -> [UInt8] {
        var ics = ICSWriter()
        event.writeBody(into: &ics)
        return ics.bytes
    }

    /// The revision lines of the item's events: its own, its check-out's, and each guest's stay
    /// (`…-for-<person>@…`, as their feed names it). An event's digest is made from its UID, its
    /// revision lines and the hash of the rest of its bytes (`WrittenEvents`), which covers every
    /// piece: a year's stays are tens of thousands of guest variants, not hashed again.
    /// Whether any of them is revised anew (not the earlier record's revision).
    private static func revise(_ item: inout Item, _ revisions: EventRevisions, into revised: inout [(String, BuildRecord.Event)]) -> Bool {
        // Most of an item's events share one revision's lines (a sequence and a stamp).
        var last: (sequence: Int, stamp: Int64, lines: [UInt8])?
        var anew = false
        func revise(_ uid: String, _ hash: UInt64) -> (lines: [UInt8], digest: UInt64) {
            let (event, kept) = revisions.revision(uid: uid, hash: hash)
            anew = anew || !kept
            revised.append((uid, event))
            if last?.sequence != event.sequence || last?.stamp != event.stamp {
                last = (event.sequence, event.stamp, revisions.lines(event))
            }
            let lines = last!.lines
            var digest = StreamingHash()
            digest.update(uid)
            lines.withUnsafeBytes { digest.update($0) }
            digest.update(hash)
            return (lines, digest.value)
        }
        let written = item.written
        if written.body != nil {
            (item.revision, item.digest) = revise(item.uid, written.bodyHash)
        }
        if let out = written.checkOut {
            (item.checkOutRevision, item.checkOutDigest) = revise(out.uid, out.hash)
        }
        guard let stay = written.stay else { return anew }
        item.stayRevisions.reserveCapacity(stay.guests.count)
        item.stayDigests.reserveCapacity(stay.guests.count)
        for guest in stay.guests {
            let (lines, digest) = revise(guest.uid, guest.hash)
            item.stayRevisions.append(lines)
            item.stayDigests.append(digest)
        }
        return anew
    }

    /// The role's feed: every event of its tabs and audiences.
    func input(visibility: Visibility, name: String) -> Feed {
        feed(items.indices.filter { visibility.admits(tabOf[$0], audienceOf[$0]) }.map { Owned(item: $0, guest: nil) }, person: nil, name: name)
    }

    /// A person's feed: their travel and stays that `visibility` admits, their room in each
    /// stay's title.
    func input(person: Person, visibility: Visibility, name: String) -> Feed {
        feed((itemsByPerson[person.id] ?? []).filter { visibility.admits(tabOf[$0.item], audienceOf[$0.item]) }, person: person, name: name)
    }

    /// A whole feed named `name` of `owned` items (a person's stays as theirs), as the events it
    /// is made of.
    private func feed(_ owned: [Owned], person: Person?, name: String) -> Feed {
        var chosen: [Chosen] = []
        chosen.reserveCapacity(owned.count)
        for one in owned {
            let i = one.item
            // Asked of the item in place: a stay's or a zone's copy retains each of its arrays.
            if let g = one.guest, items[i].written.hasStay {
                chosen.append(Chosen(item: i, part: .stay(guest: g)))
            } else if items[i].written.hasBody {
                chosen.append(Chosen(item: i, part: .own))
            }
            if items[i].written.hasCheckOut { chosen.append(Chosen(item: i, part: .checkOut)) }
        }
        return Feed(name: name, personal: person.map { Array("-for-\($0.id)".utf8) } ?? [], items: items, events: chosen,
                    range: VTimeZone.range(first: feed.model.dates.first!, last: feed.model.dates.last!))
    }

    /// A feed as what it is made of: its name, its events' bytes and the zones they use. Feeds
    /// hold thousands of events, so events go in as bytes; only the UID line is made per feed.
    package struct Feed: FileInput {
        let name: String
        let personal: [UInt8]
        /// Every item of the build (shared, not copied): the events point into it.
        fileprivate let items: [Item]
        fileprivate let events: [Chosen]
        let range: Range<Int64>

        /// Its zones are the ones its events' bytes name (`TZID`), so their digests stand for
        /// them; their rules come from the zone data, whose release is in the key's base.
        package func key(_ bases: KeyBases) -> UInt64? {
            var key = InputKey("feed", templates: bases.unrendered)
            key.add(name)
            key.add(String(decoding: personal, as: UTF8.self))
            key.add(UInt64(bitPattern: range.lowerBound))
            key.add(UInt64(bitPattern: range.upperBound))
            // An event's digest covers its UID (`Item.digest`).
            for event in events { key.add(digest(of: event)) }
            return key.value
        }

        /// The zones its events use, by identifier: found when the feed is written, not for its key.
        var zones: [ZoneInfo] {
            var zones: [String: ZoneInfo] = [:]
            var last = ""  // events mostly follow each other in one zone: hash only on a change
            for event in events {
                let used = Self.zones(of: event, in: items)
                for z in used.indices {
                    let identifier = used[z].identifier
                    guard identifier != last else { continue }
                    last = identifier
                    // Looked up by index: reading `zones[identifier]` would copy the zone out.
                    if zones.index(forKey: identifier) == nil { zones[identifier] = used[z] }
                }
            }
            return zones.keys.sorted().map { zones[$0]! }
        }

        /// The hash of the event's UID and bytes, made once per event (`Item.digest`).
        private func digest(of event: Chosen) -> UInt64 {
            switch event.part {
            case .own: items[event.item].digest
            case .checkOut: items[event.item].checkOutDigest
            case .stay(let g): items[event.item].stayDigests[g]
            }
        }

        /// Its UID before the person's suffix (a stay's variants share the stay's).
        private func uid(of event: Chosen) -> String {
            guard case .checkOut = event.part else { return items[event.item].uid }
            return items[event.item].written.checkOut!.uid
        }

        fileprivate static func zones(of event: Chosen, in items: [Item]) -> [ZoneInfo] {
            switch event.part {
            case .own: items[event.item].written.zones
            case .checkOut: items[event.item].written.checkOut!.zones
            case .stay: items[event.item].written.stay!.zones
            }
        }

        /// The event's bytes after its UID line.
        private func write(_ event: Chosen, into ics: inout ICSWriter) {
            let item = event.item
            switch event.part {
            case .own:
                ics.append(items[item].revision)
                ics.append(items[item].written.body!)
            case .checkOut:
                ics.append(items[item].checkOutRevision)
                ics.append(items[item].written.checkOut!.body)
            case .stay(let g):
                ics.append(items[item].stayRevisions[g])
                ics.append(items[item].written.stay!.head)
                ics.append(items[item].written.stay!.guests[g].summary)
                ics.append(items[item].written.stay!.tail)
            }
        }

        private func size(of event: Chosen) -> Int {
            let item = event.item
            return switch event.part {
            case .own: items[item].revision.count + items[item].written.body!.count
            case .checkOut: items[item].checkOutRevision.count + items[item].written.checkOut!.body.count
            case .stay(let g):
                items[item].stayRevisions[g].count + items[item].written.stay!.head.count
                    + items[item].written.stay!.guests[g].summary.count + items[item].written.stay!.tail.count
            }
        }

        /// The feed's name and zones, and each event by its UID.
        package func parts(_ bases: KeyBases) -> [InputPart] {
            [InputPart("name", ContentHash.xxh64(Array(name.utf8) + personal)),
             InputPart("time zones", ContentHash.xxh64(Array(zones.map(\.identifier).joined(separator: "\n").utf8)))]
                + events.map { InputPart("event \(uid(of: $0))", digest(of: $0)) }
        }

        package func render(with templates: TemplateLibrary) throws -> [UInt8] { bytes() }

        func bytes() -> [UInt8] {
            var ics = ICSWriter()
            ics.reserve(events.reduce(64 * 1024) { $0 + size(of: $1) + 100 })
            ics.begin("VCALENDAR")
            ics.raw("VERSION", [], "2.0")
            ics.text("PRODID", CalendarFeed.productID)
            ics.raw("CALSCALE", [], "GREGORIAN")
            ics.text("X-WR-CALNAME", name)
            // Subscribed calendars: look for a rebuilt site twice a day.
            ics.raw("REFRESH-INTERVAL", [("VALUE", "DURATION")], "PT12H")
            ics.raw("X-PUBLISHED-TTL", [], "PT12H")
            for zone in zones { VTimeZone.write(zone, range: range, into: &ics) }
            for event in events {
                ics.append(PreparedEvents.beginEvent)
                PreparedEvents.uidLine(uid(of: event), personal: personal, into: &ics)
                write(event, into: &ics)
                ics.append(PreparedEvents.endEvent)
            }
            ics.end("VCALENDAR")
            return ics.bytes
        }
    }

    static let beginEvent = Array("BEGIN:VEVENT\r\n".utf8)
    static let endEvent = Array("END:VEVENT\r\n".utf8)

    /// `UID:<base>[-for-<person>]@<tour id>`. UIDs are made of letters, digits, `-`, `_`, `.` and `@`
    /// (see CalendarUID), so they need no escaping; a long one is folded as usual.
    static func uidLine(_ uid: String, personal: [UInt8], into ics: inout ICSWriter) {
        let utf8 = Array(uid.utf8)
        let at = utf8.lastIndex(of: UInt8(ascii: "@")) ?? utf8.endIndex
        var line = Array("UID:".utf8)
        line += utf8[..<at]
        line += personal
        line += utf8[at...]
        if line.count <= ICSWriter.lineLimit {
            ics.append(line + [13, 10])
        } else {
            var folded: [UInt8] = []
            ICSWriter.fold(String(decoding: line, as: UTF8.self), into: &folded)
            ics.append(folded)
        }
    }
}
