/// One thing a build changed, in plain words, and who may read it: only roles with `tab` (or
/// every role, when nil) ever see it.
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
}

/// A build that changed something: when, the tour manager's note (`--note`), and the changes.
package struct ChangeEntry: Equatable, Sendable {
    package var time: Int64
    package var note: String?
    package var changes: [Change]

    /// The changes a role with these tabs may see.
    func visible(to tabs: Set<Tab>) -> [Change] {
        changes.filter { tabs.admits($0.tab) }
    }
}
