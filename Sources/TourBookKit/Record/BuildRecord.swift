/// `.tourbook-record`: what the output folder's earlier builds published, kept for the next
/// build so it can say what changed: each calendar event's content hash and revision (so a
/// subscribed calendar sees a new `SEQUENCE` exactly when an event's content changes), every
/// item and notes file as the pages worded them, and the builds that changed something (the
/// roles' changes pages). Like the manifest it lives beside the sites and is never served
/// (`.tourbook-*`). Written with the build's files, before the final manifest, so a build
/// killed at any moment leaves a record the next build can start from. Lost or damaged, it is
/// a warning: the build starts a new one and lists no changes rather than wrong ones.
struct BuildRecord: Equatable, Sendable {
    static let fileName = ".tourbook-record"

    /// An event as last published: its content (every line but the revision lines), how often it
    /// changed, and when it last did (seconds since 1970, UTC).
    struct Event: Equatable, Sendable {
        var hash: UInt64
        var sequence: Int
        var stamp: Int64
    }

    /// By UID: role feeds' events, and guests' own stays (`…-for-<person>@…`), whose titles differ.
    var events: [String: Event] = [:]
    /// When the first build of this record was made; nil in a record that holds nothing yet.
    var started: Int64?
    /// Every item, by UID.
    var items: [String: PublishedItem] = [:]
    /// Every notes file, by file name.
    var notes: [String: PublishedNotes] = [:]
    /// The builds that changed something, newest first.
    var entries: [ChangeEntry] = []
}
