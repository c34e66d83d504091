/// What a role may see: the tabs it may open, and whether it sees booking references
/// (`"bookings": true` in its entry in tour.json). Every page, feed, change line and copied
/// document follows it; roles that see the same share what is made for them.
public struct Visibility: Sendable, Hashable {
    /// Its tabs, as `Tab.bit`s: `admits` runs for every item of every page and feed, and a bit
    /// test needs no hashing.
    private var tabBits: UInt8
    public var tabs: Set<Tab> { Set(Tab.allCases.filter { tabBits & $0.bit != 0 }) }
    /// Flight, ground and hotel confirmations, and changes to them.
    public var bookings: Bool

    /// The role, when an audience names it (`Role.isNamed`); nil for a role none names, so
    /// roles that see the same share what they see.
    public var role: String?
    /// Every audience admits it: a traveller's private folder, which holds their own items
    /// whoever else they are for.
    public var everyAudience = false

    public init(tabs: Set<Tab>, bookings: Bool = false, role: String? = nil) {
        (tabBits, self.bookings, self.role) = (Tab.bits(tabs), bookings, role)
    }

    /// A traveller reading their own items: every tab, booking references, every audience.
    public static let traveller: Visibility = {
        var all = Visibility(tabs: Set(Tab.allCases), bookings: true)
        all.everyAudience = true
        return all
    }()

    /// The one rule of who sees what, which every page, feed, change line and copied document
    /// follows: something of a tab is for the roles that may open that tab; something of no tab
    /// (`nil`: the tour's notes, a document for everyone) is for every role.
    public func admits(_ owner: Tab?) -> Bool { owner.map { tabBits & $0.bit != 0 } ?? true }

    /// Notes for its tabs, and a role's own notes only for that role.
    public func admits(_ notes: Notes) -> Bool { admits(notes.tab, notes.audience) }

    /// Something of `owner`'s tab (nil: of none) for `audience`.
    public func admits(_ owner: Tab?, _ audience: Audience) -> Bool {
        admits(owner) && (everyAudience || audience.includes(role))
    }

    /// What of this reaches a traveller's person pages and feeds in a role's folder: travel, as
    /// the role's audiences and bookings allow (its other tabs do not matter there).
    public var ofTravel: Visibility {
        var travel = self
        travel.tabBits &= Tab.travel.bit
        return travel
    }

    /// The distinct visibilities of `roles`, in a fixed order.
    package static func distinct(_ roles: [Role]) -> [Visibility] {
        Array(Set(roles.map(\.visibility))).sorted { a, b in
            a.tabs != b.tabs ? a.tabs.sorted().lexicographicallyPrecedes(b.tabs.sorted())
                : a.bookings != b.bookings ? !a.bookings : (a.role ?? "", a.everyAudience ? 1 : 0) < (b.role ?? "", b.everyAudience ? 1 : 0)
        }
    }
}
