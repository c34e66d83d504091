/// The parts of the tour book a role may open. What a role can't open is left out of its
/// site entirely, not hidden with CSS.
public enum Tab: String, Sendable, CaseIterable, Comparable {
    case schedule, travel, contacts

    public static func < (a: Tab, b: Tab) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// One bit per tab, for sets of tabs tested without hashing (`Visibility.admits`).
    var bit: UInt8 {
        switch self {
        case .schedule: 1
        case .travel: 2
        case .contacts: 4
        }
    }

    static func bits(_ tabs: Set<Tab>) -> UInt8 { tabs.reduce(0) { $0 | $1.bit } }
}

