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
        let identities = timeline.entries.map { identity($0, date: date) }
        let inFileOrder = timeline.entries.indices.sorted { timeline.entries[$0].fileOrder < timeline.entries[$1].fileOrder }
        var seen: [String: Int] = [:]
        var uids = [String](repeating: "", count: identities.count)
        for index in inFileOrder {
            let (day, kind, identity) = identities[index]
            let audience = timeline.entries[index].audience.roles.map { ["for " + $0.joined(separator: ",")] } ?? []
            let key = identity + audience
            if let id = timeline.entries[index].itemID {
                uids[index] = kind == "hotel-checkout" ? "\(id)-checkout" : id
                continue
            }
            let base = "\(day)-\(kind)-\(slug(identity))-\(hash(key.joined(separator: "\u{1F}")))"
            let count = (seen[base] ?? 0) + 1
            seen[base] = count
            uids[index] = base + (count > 1 ? "-\(count)" : "")
        }
        return uids.map { $0 + "@" + tour }
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
        Slug.make(parts.joined(separator: " ").lowercased(), maxLength: 24, fallback: "item")
    }

    /// FNV-1a over the exact key, folded to 32 bits: the slug alone loses accents and case.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let folded = UInt32(truncatingIfNeeded: value ^ (value >> 32))
        let hex = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
