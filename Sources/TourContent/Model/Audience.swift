/// Which roles something is for: every role its tab allows, or (`"for": ["crew"]` on an item, a
/// role's own notes file) only the roles named. It narrows what the tabs allow, never widens it.
public struct Audience: Sendable, Hashable {
    /// The roles named, sorted; nil: every role.
    public let roles: [String]?

    public static let everyone = Audience(roles: nil)

    public init(roles: [String]?) { self.roles = roles.map { Array(Set($0)).sorted() } }

    public static func only(_ role: String) -> Audience { Audience(roles: [role]) }

    public var isEveryone: Bool { roles == nil }

    /// Whether a reader is in it. `role`: the reader's `Visibility.role`, nil for a role no
    /// audience names (which is in none but `everyone`).
    public func includes(_ role: String?) -> Bool {
        guard let roles else { return true }
        guard let role else { return false }
        return roles.contains(role)
    }
}
