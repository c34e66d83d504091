/// A notes file as a build published it: which tab sees it, on which day, and a hash of its text.
package struct PublishedNotes: Equatable, Sendable {
    /// The path inside the content folder (`Notes.path`).
    var file: String
    var tab: Tab?
    /// The one role it is for (`Notes.role`).
    var role: String? = nil
    var date: CivilDate?
    var hash: UInt64

    var audience: Audience { role.map(Audience.only) ?? .everyone }

    /// The path inside the content folder for a path a record holds. Records before this one
    /// held the folder's own path in front (`/home/tm/Tour/days/2027-03-09.md`); notes files are
    /// only ever `tour.md`, `tour.<tab>.md` or directly in `days/`, so the last one or two parts
    /// are the path.
    static func contentPath(recorded: String) -> String {
        let parts = recorded.split(separator: "/", omittingEmptySubsequences: false)
        guard let name = parts.last, parts.count > 1 else { return recorded }
        return name.hasPrefix("tour.") ? String(name) : "days/" + name
    }
}
