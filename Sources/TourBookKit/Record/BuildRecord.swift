/// `.tourbook-record`: what the output folder's earlier builds published, kept for the next
/// build so it can say what changed: each calendar event's content hash and revision, so a
/// subscribed calendar sees a new `SEQUENCE` exactly when an event's content changes. Like the
/// manifest it lives beside the sites and is never served (`.tourbook-*`). Written with the
/// build's files, before the final manifest, so a build killed at any moment leaves a record
/// that the next build can start from. Lost or damaged, it is a warning: the build starts a new
/// one.
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
}
