/// Where a show happens: written in the day file, or once in `venues.json` and named by id from
/// every day played there. Besides name, address and phone, what a day sheet says about the
/// building; every one of those is optional.
public struct Venue: Sendable, Hashable {
    public var name: String
    public var address: String?
    public var phone: String?
    /// Loading dock and load-in access, parking, production office, Wi-Fi, capacity, curfew
    /// and website, as written.
    public var loadIn: String? = nil
    public var parking: String? = nil
    public var productionOffice: String? = nil
    public var wifi: String? = nil
    public var capacity: String? = nil
    public var curfew: String? = nil
    public var website: String? = nil
    /// Places around the building (food, pharmacy…).
    public var nearby: [NearbyPlace] = []
    /// Files that belong to the building (a parking map), shown on the day pages of its dates.
    public var documents: [Document] = []
}
