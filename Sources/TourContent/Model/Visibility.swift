/// What a role may see: the tabs it may open, and whether it sees booking references
/// (`"bookings": true` in its entry in tour.json). Every page, feed, change line and copied
/// document follows it; roles that see the same share what is made for them.
public struct Visibility: Sendable, Hashable {
    public var tabs: Set<Tab>
    /// Flight, ground and hotel confirmations, and changes to them.
    public var bookings: Bool

    /// The role, when it has notes of its own (`Role.hasOwnNotes`); nil for a role without, so
    /// roles that see the same share what they see.
    public var role: String?

    public init(tabs: Set<Tab>, bookings: Bool = false, role: String? = nil) { (self.tabs, self.bookings, self.role) = (tabs, bookings, role) }

    public func admits(_ owner: Tab?) -> Bool { tabs.admits(owner) }

    /// Notes for its tabs, and a role's own notes only for that role.
    public func admits(_ notes: Notes) -> Bool { admits(notes.tab, role: notes.role) }

    /// `role`: the one role something is for (nil: every role `owner` allows).
    public func admits(_ owner: Tab?, role only: String?) -> Bool { tabs.admits(owner) && (only == nil || only == role) }

    /// The distinct visibilities of `roles`, in a fixed order.
    package static func distinct(_ roles: [Role]) -> [Visibility] {
        Array(Set(roles.map(\.visibility))).sorted { a, b in
            a.tabs != b.tabs ? a.tabs.sorted().lexicographicallyPrecedes(b.tabs.sorted())
                : a.bookings != b.bookings ? !a.bookings : (a.role ?? "") < (b.role ?? "")
        }
    }
}
