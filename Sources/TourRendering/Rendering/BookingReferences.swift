import Mustache

/// Booking references (flight, ground and hotel confirmations) out of a value, for a role
/// without `bookings`: an item's `confirmation` fact line and a hotel card's `confirmation`.
enum BookingReferences {
    static func removed(from value: MustacheValue) -> MustacheValue {
        guard case .object(var fields) = value else { return value }
        fields["confirmation"] = nil
        if case .list(let facts)? = fields["facts"] {
            let kept = facts.filter { $0["key"] != .string(FactKey.confirmation.rawValue) }
            fields["facts"] = kept.isEmpty ? nil : .list(kept)
        }
        return .object(fields)
    }
}
