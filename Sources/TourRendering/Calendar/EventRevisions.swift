/// Each event's revision, from the record of the earlier build (`BuildRecord.events`): an event
/// whose content is what was published keeps its `SEQUENCE` and stamp, a changed one gets the
/// next sequence and the build's time, a new one sequence 0 and the build's time. A client
/// that follows a subscription replaces its copy when the sequence or stamp moves on, and only
/// then.
///
/// DTSTAMP is the time the event was last revised, as RFC 5545 defines it for a feed without
/// `METHOD`. `SEQUENCE` and `LAST-MODIFIED` are written from an event's first change on: a
/// year-long feed stays under the 1 MB some clients drop events beyond.
package struct EventRevisions {
    let earlier: RecordEvents
    /// The build's time, seconds since 1970 (`BuildClock`).
    let time: Int64

    package init(earlier: RecordEvents, time: Int64) {
        self.earlier = earlier
        self.time = time
    }

    /// The revision of the event `uid` whose other lines hash to `hash` (`ContentHash.xxh64`), as
    /// the next build's record holds it.
    /// `kept`: the earlier record's revision, as it was.
    func revision(uid: String, hash: UInt64) -> (event: BuildRecord.Event, kept: Bool) {
        guard let before = earlier[uid] else { return (BuildRecord.Event(hash: hash, sequence: 0, stamp: time), false) }
        return before.hash == hash ? (before, true) : (BuildRecord.Event(hash: hash, sequence: before.sequence + 1, stamp: time), false)
    }

    /// The revision lines of an event, CRLF-terminated, each distinct revision's written once: a
    /// year's tens of thousands of events have a few (most were stamped by the same builds), and
    /// writing a stamp takes thousands of instructions.
    func lines(_ event: BuildRecord.Event) -> [UInt8] {
        let revision = Revision(sequence: event.sequence, stamp: event.stamp)
        if let written = written.withLock({ $0[revision] }) { return written }
        let lines = Self.lines(event)
        written.withLock { $0[revision] = lines }
        return lines
    }

    private struct Revision: Hashable {
        var sequence: Int
        var stamp: Int64
    }

    private let written = Lock<[Revision: [UInt8]]>([:])

    private static func lines(_ event: BuildRecord.Event) -> [UInt8] {
        var ics = ICSWriter()
        let stamp = ICSFormat.utcDateTime(event.stamp)
        ics.raw("DTSTAMP", [], stamp)
        if event.sequence > 0 {
            ics.raw("SEQUENCE", [], String(event.sequence))
            ics.raw("LAST-MODIFIED", [], stamp)
        }
        return ics.bytes
    }
}
