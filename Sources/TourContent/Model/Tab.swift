/// The parts of the tour book a role may open. What a role can't open is left out of its
/// site entirely, not hidden with CSS.
public enum Tab: String, Sendable, CaseIterable, Comparable {
    case schedule, travel, contacts

    public static func < (a: Tab, b: Tab) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
