/// `.tourbook-record`: what the output folder's earlier builds published, kept for the next
/// build so it can say what changed: each calendar event's content hash and revision (so a
/// subscribed calendar sees a new `SEQUENCE` exactly when an event's content changes), every
/// item and notes file as the pages worded them, and the builds that changed something (the
/// roles' changes pages). Like the manifest it lives beside the sites and is never served
/// (`.tourbook-*`). Written with the build's files, before the final manifest, so a build
/// killed at any moment leaves a record the next build can start from. Lost or damaged, it is
/// a warning: the build starts a new one and lists no changes rather than wrong ones.
package struct BuildRecord: Equatable, Sendable {

    /// An event as last published: its content (every line but the revision lines), how often it
    /// changed, and when it last did (seconds since 1970, UTC).
    package struct Event: Equatable, Sendable {
        package var hash: UInt64
        package var sequence: Int
        package var stamp: Int64

        package init(hash: UInt64, sequence: Int, stamp: Int64) { (self.hash, self.sequence, self.stamp) = (hash, sequence, stamp) }
    }

    /// The edition a role's book is at: how many builds changed it, and when the last did.
    package struct Edition: Equatable, Sendable {
        package var number: Int
        package var time: Int64

        package init(number: Int, time: Int64) { (self.number, self.time) = (number, time) }
    }

    /// By UID: role feeds' events, and guests' own stays (`…-for-<person>@…`), whose titles differ.
    package var events = RecordEvents()
    /// When the first build of this record was made; nil in a record that holds nothing yet.
    package var started: Int64?
    /// Every item, by UID.
    var items: [String: PublishedItem] = [:]
    /// Every notes file, by file name.
    var notes: [String: PublishedNotes] = [:]
    /// The builds that changed something, newest first.
    var entries: [ChangeEntry] = []
    /// By role id.
    package var editions: [String: Edition] = [:]
    /// How the items' times and dates were worded (`ItemWording.style`, e.g. `en-GB 24h`): a
    /// record worded otherwise can't be compared item by item. Nil in a record from before it.
    package var wording: String?
    /// Where each date's share (`RecordShares`) is in the bytes this record was read from or
    /// written as; empty for a record written without shares.
    package var shares: [CivilDate: Share] = [:]

    /// A date's share of the record's bytes: the lines of its items and of their events, and
    /// the key of what they were made from (`RecordShares.keys`).
    package struct Share: Equatable, Sendable {
        package var key: UInt64
        package var lines: Range<Int>
    }

    package init(events: RecordEvents = [:], started: Int64? = nil, items: [String: PublishedItem] = [:],
                 notes: [String: PublishedNotes] = [:], entries: [ChangeEntry] = [], editions: [String: Edition] = [:]) {
        (self.events, self.started, self.items, self.notes, self.entries) = (events, started, items, notes, entries)
        self.editions = editions
    }
}
