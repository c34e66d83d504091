/// What a role may see: the tabs it may open, and whether it sees booking references
/// (`"bookings": true` in its entry in tour.json). Every page, feed, change line and copied
/// document follows it; roles that see the same share what is made for them.
public struct Visibility: Sendable, Hashable {
    public var tabs: Set<Tab>
    /// Flight, ground and hotel confirmations, and changes to them.
    public var bookings: Bool

    public init(tabs: Set<Tab>, bookings: Bool = false) { (self.tabs, self.bookings) = (tabs, bookings) }

    public func admits(_ owner: Tab?) -> Bool { tabs.admits(owner) }

    /// The distinct visibilities of `roles`, in a fixed order.
    package static func distinct(_ roles: [Role]) -> [Visibility] {
        Array(Set(roles.map(\.visibility))).sorted { a, b in
            a.tabs == b.tabs ? !a.bookings && b.bookings : a.tabs.sorted().lexicographicallyPrecedes(b.tabs.sorted())
        }
    }
}
