import Mustache

/// Booking references (flight, ground and hotel confirmations) out of a value, for a role
/// without `bookings`: an item's `confirmation` fact line and a hotel card's `confirmation`.
enum BookingReferences {
    /// The value itself when it holds none: most items (schedule, ground without a reference)
    /// are asked for every role, and a copy of each was most of the work.
    static func removed(from value: MustacheValue) -> MustacheValue {
        guard case .object(let fields) = value else { return value }
        let facts: [MustacheValue]? = if case .list(let list)? = fields["facts"] { list } else { nil }
        let isReference = { (fact: MustacheValue) in fact["key"] == confirmation }
        guard fields["confirmation"] != nil || facts?.contains(where: isReference) == true || facts?.isEmpty == true else { return value }
        var kept = fields
        kept["confirmation"] = nil
        if let facts {
            let others = facts.filter { !isReference($0) }
            kept["facts"] = others.isEmpty ? nil : .list(others)
        }
        return .object(kept)
    }

    private static let confirmation = MustacheValue.string(FactKey.confirmation.rawValue)
}
