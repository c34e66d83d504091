import TourBookSystem

/// What `watch`'s last build made of each timeline entry: its events' bytes with their
/// revisions, and their owners (`PreparedEvents.Made`), by the key of what the events are made
/// of (`KeptEvents.key`), and the record that build wrote, as bytes. An entry whose key is
/// the same was not edited, so revised against that record it gets the revisions it has here:
/// the next build takes it as it is, rather than decoding its events and revising them again.
/// Taken only while the folder's record is the one written with it (`made(after:)`).
package final class LastEvents: Sendable {
    private let last = Lock<(record: [UInt8], made: [UInt64: PreparedEvents.Made])?>(nil)

    package init() {}

    /// What the last build made, if `record` (the record this build starts from, as bytes) is
    /// the one it wrote; else nothing. Mostly the very bytes `LastRecord` kept, which compare
    /// equal without being read.
    package func made(after record: [UInt8]?) -> [UInt64: PreparedEvents.Made] {
        guard let record, let last = last.withLock({ $0 }), last.record == record else { return [:] }
        return last.made
    }

    /// What this build made, and the record it writes (as bytes).
    package func keep(_ made: [UInt64: PreparedEvents.Made], writing record: [UInt8]) {
        last.withLock { $0 = (record, made) }
    }
}
