/// Stable UIDs, unique to the tour: `<date>-<kind>-<key slug>-<key hash>[-<n>]@<tour id>`, from
/// what identifies an item (a schedule item's title, a flight's number and airports, a ground
/// leg's kind and places, a hotel's name) and the date of the day file it is in, never from its
/// time or its position; or `<item id>@<tour id>` for an item with an `id`. Moving an item in
/// time or inserting another one keeps every UID; editing what identifies an item without an
/// `id` makes it a new event, and so does giving it to other roles (`"for"`): items for different
/// roles are told apart by their UIDs, so no role's feed or record is numbered by items it can't
/// see. `n` only tells apart items whose identity is the same on the same date, counted in file
/// order.
package enum CalendarUID {
    /// Every date's UIDs, for its timeline's entries in the same order: made here once, so day
    /// pages mark, feeds write and the record keeps the same UID for each item. Identities are
    /// unique per date; the same `id` on two dates, or the same hotel twice on one day, would
    /// not be, so later duplicates get `-x2`, `-x3` … in date and timeline order.
    static func tour(dates: [CivilDate], timelines: [CivilDate: Timeline], tour: String) -> [CivilDate: [String]] {
        // Each date's own on every core; telling apart the dates' duplicates is one pass after.
        let own: [[String]?] = Parallel.map(count: dates.count) { d in timelines[dates[d]].map { uids($0, date: dates[d], tour: tour) } }
        var used: [String: Int] = [:]
        var byDate: [CivilDate: [String]] = [:]
        for (date, list) in zip(dates, own) {
            guard let list else { continue }
            byDate[date] = list.map { uid in
                let count = (used[uid] ?? 0) + 1
                used[uid] = count
                return count > 1 ? uid.replacingOccurrences(of: "@", with: "-x\(count)@") : uid
            }
        }
        return byDate
    }

    /// UIDs for `timeline`'s entries (same order), unique on its date.
    static func uids(_ timeline: Timeline, date: CivilDate, tour: String) -> [String] {
        // What each entry is read for, gathered in one pass.
        let entries = timeline.entries.map { (order: $0.fileOrder, identity: identity($0, date: date), id: $0.itemID, roles: $0.audience.roles) }
        let fileOrders = entries.map(\.order)
        let inFileOrder = entries.indices.sorted { fileOrders[$0] < fileOrders[$1] }
        var seen: [String: Int] = [:]
        seen.reserveCapacity(entries.count)
        var uids = [String](repeating: "", count: entries.count)
        for index in inFileOrder {
            let (day, kind, identity) = entries[index].identity
            if let id = entries[index].id {
                uids[index] = (kind == "hotel-checkout" ? "\(id)-checkout" : id) + "@" + tour
                continue
            }
            let audience = entries[index].roles.map { ["for " + $0.joined(separator: ",")] } ?? []
            // Made as bytes in one buffer: a UID is longer than a small string, and each append
            // of one would copy it to a larger one.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(80 + tour.utf8.count)
            for part in [day.description, kind, slug(identity), hash(identity + audience)] {
                if !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                bytes.append(contentsOf: part.utf8)
            }
            let base = String(decoding: bytes, as: UTF8.self)
            let count = (seen[base] ?? 0) + 1
            seen[base] = count
            if count > 1 { bytes.append(contentsOf: "-\(count)".utf8) }
            bytes.append(UInt8(ascii: "@"))
            bytes.append(contentsOf: tour.utf8)
            uids[index] = String(decoding: bytes, as: UTF8.self)
        }
        return uids
    }

    /// `…-<suffix>@<tour id>`: a second event made from the same item.
    package static func suffixed(_ uid: String, _ suffix: String) -> String {
        guard let at = uid.lastIndex(of: "@") else { return uid + "-" + suffix }
        return uid[..<at] + "-" + suffix + uid[at...]
    }

    private static func identity(_ entry: TimelineEntry, date: CivilDate) -> (CivilDate, String, [String]) {
        switch entry.item {
        case .flight(let flight): (date, "flight", [flight.flight ?? "", flight.from.code, flight.to.code])
        case .ground(let leg): (date, "ground", [leg.kind ?? "", leg.from ?? "", leg.to ?? ""])
        case .hotelCheckIn(let hotel): (date, "hotel", [hotel.name])
        // Tied to the stay: its check-in date, not the page it shows on.
        case .hotelCheckOut(let hotel, let from): (from, "hotel-checkout", [hotel.name])
        case .schedule(let item): (date, "schedule", [item.title])
        }
    }

    /// Lowercase ASCII letters and digits, everything else one hyphen, at most 24 characters.
    /// Accents are not folded: the hash tells apart what the slug loses.
    static func slug(_ parts: [String]) -> String {
        let text = parts.joined(separator: " ")
        // `lowercased()` only where it is needed: ASCII's case is folded as the slug is made.
        return Slug.make(text.utf8.contains { $0 >= 0x80 } ? text.lowercased() : text, maxLength: 24, fallback: "item", foldingCase: true)
    }

    /// FNV-1a over the exact key (its parts joined by U+001F), folded to 32 bits: the slug alone
    /// loses accents and case.
    static func hash(_ parts: [String]) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        for (i, part) in parts.enumerated() {
            if i > 0 { add(0x1F) }
            for byte in part.utf8 { add(byte) }
        }
        let folded = UInt32(truncatingIfNeeded: value ^ (value >> 32))
        return String(unsafeUninitializedCapacity: 8) { hex in
            for i in 0..<8 {
                let digit = UInt8(folded >> (28 - 4 * i) & 0xF)
                hex[i] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            }
            return 8
        }
    }
}
