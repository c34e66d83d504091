/// One thing a build changed, in plain words, and who may read it: only roles with `tab` (or
/// every role, when nil) ever see it, a change to a booking reference only roles with
/// bookings, and one to something for some roles only (`Audience`) only those.
package struct Change: Equatable, Sendable {
    var tab: Tab?
    /// The day it is on, when it is on one: the line links to that day's page.
    package var date: CivilDate? = nil
    /// The item it is about, to mark it on its day page.
    var uid: String? = nil
    /// `Bus call moved 00:30+1 → 01:00+1`
    package var text: String
    /// What the day page's mark says it was: `00:30+1`; empty for something new.
    var was: String? = nil
    /// It names a booking reference (`Visibility.bookings`).
    var booking = false
    /// Who the notes or item it is about are for.
    var audience: Audience = .everyone

    func isVisible(to visibility: Visibility) -> Bool { visibility.admits(tab, audience) && (visibility.bookings || !booking) }
}

/// A build that changed something: when, the tour manager's note (`--note`), and the changes.
package struct ChangeEntry: Equatable, Sendable {
    package var time: Int64
    package var note: String?
    package var changes: [Change]

    /// The changes a role that sees this may see.
    func visible(to visibility: Visibility) -> [Change] {
        changes.filter { $0.isVisible(to: visibility) }
    }
}
