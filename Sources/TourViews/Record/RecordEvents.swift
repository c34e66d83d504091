import Digest

/// The record's events' revisions, by UID. A year's record holds tens of thousands: each is
/// found by the hash of its UID's bytes (`ContentHash.xxh64`), so a record read from bytes makes
/// no string of a UID, and one built in a build keeps the UIDs it was given only to write them
/// (`BuildRecord.encoded()`). Two UIDs of one tour with the same hash (one chance in 10^10 for
/// a year's) would share a revision, as two inputs with one key would share a stored piece.
package struct RecordEvents: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    private var byID: [UInt64: BuildRecord.Event] = [:]
    /// The UIDs set by UID, in the order they were set (a UID set twice is here twice); none
    /// for events read from bytes, which are looked up and never written again (an unchanged
    /// share is copied as bytes).
    private var uids: [String] = []

    package init() {}

    package init(dictionaryLiteral elements: (String, BuildRecord.Event)...) {
        for (uid, event) in elements { self[uid] = event }
    }

    package var count: Int { byID.count }

    package mutating func reserveCapacity(_ count: Int, keepingUIDs: Bool = true) {
        byID.reserveCapacity(count)
        if keepingUIDs { uids.reserveCapacity(count) }
    }

    package subscript(uid: String) -> BuildRecord.Event? {
        get { byID[Self.id(uid)] }
        set {
            byID[Self.id(uid)] = newValue
            if newValue != nil { uids.append(uid) }
        }
    }

    /// An event by its UID; `keepingUID`: for writing it (`withUIDs`).
    package mutating func set(_ event: BuildRecord.Event, uid: String, keepingUID: Bool) {
        if keepingUID { self[uid] = event } else { byID[Self.id(uid)] = event }
    }

    /// An event read from a record's bytes, by its UID's bytes as written (unescaped).
    package mutating func set(_ event: BuildRecord.Event, uid: UnsafeRawBufferPointer) {
        byID[ContentHash.xxh64(uid)] = event
    }

    /// Every event with its UID, each UID once. Only for events set by UID: one read from
    /// bytes has no UID to write, and writing it without would lose it.
    package var withUIDs: [(uid: String, event: BuildRecord.Event)] {
        var seen = Set<UInt64>()
        let all: [(uid: String, event: BuildRecord.Event)] = uids.compactMap { uid in
            let id = Self.id(uid)
            guard seen.insert(id).inserted, let event = byID[id] else { return nil }
            return (uid, event)
        }
        precondition(all.count == byID.count, "events read from a record's bytes are copied as bytes, not written again")
        return all
    }

    /// Compared by what they say of each UID, not by which UIDs were kept for writing.
    package static func == (lhs: RecordEvents, rhs: RecordEvents) -> Bool { lhs.byID == rhs.byID }

    private static func id(_ uid: String) -> UInt64 {
        var uid = uid
        return uid.withUTF8 { ContentHash.xxh64(UnsafeRawBufferPointer($0)) }
    }
}
