/// A place near a venue that crew look up late at night: a kind (`"food"`, `"pharmacy"`), a
/// name, and how to get there or reach it.
public struct NearbyPlace: Sendable, Hashable {
    public var kind: String?
    public var name: String
    public var address: String?
    public var phone: String?
    public var hours: String?
}
