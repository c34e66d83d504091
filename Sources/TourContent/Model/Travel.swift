/// A flight: departure in the `from` zone, arrival in the `to` zone, each `+N` from the page's date.
public struct Flight: TravelItem {
    public var flight: String?
    public var from: Airport
    public var to: Airport
    public var departs: ZonedTime
    public var arrives: ZonedTime
    public var passengers: [String]
    public var booking: TravelBooking
}

/// A flight end: the code (or name) as written, its zone, and what the airport table knows.
public struct Airport: Sendable, Hashable {
    public var code: String
    public var zone: ZoneInfo
    /// The city the airport serves, from the airport table (nil for an airport not in it).
    public var city: String?
    /// The airport's full name, from the airport table.
    public var name: String?

    public init(code: String, zone: ZoneInfo, city: String? = nil, name: String? = nil) {
        self.code = code
        self.zone = zone
        self.city = city
        self.name = name
    }

    /// `Toronto YYZ`, or the code alone when the city isn't known.
    public var label: String { city.map { "\($0) \(code)" } ?? code }
}

/// A car, shuttle, bus or train leg. Each end's time is in the zone that end names, or the day's;
/// its times carry their zones.
public struct GroundLeg: TravelItem {
    public var kind: String?
    public var from: String?
    public var to: String?
    public var departs: ZonedTime
    public var arrives: ZonedTime?
    public var company: String?
    public var driver: Driver?
    public var passengers: [String]
    public var booking: TravelBooking
}

public struct Driver: Sendable, Hashable {
    public var name: String?
    public var phone: String?
}

/// A hotel stay starting on its day's page, ending on the check-out date's page.
public struct Hotel: TravelItem {
    public var name: String
    public var address: String?
    public var phone: String?
    public var checkIn: ZonedTime
    public var checkOut: ZonedTime?
    public var rooms: [Room]
    public var booking: TravelBooking

    public struct Room: Sendable, Hashable {
        public var person: String
        public var room: String?
    }

    /// The date of the day file that books the stay: its check-in's date less any `+N`.
    public var bookedOn: CivilDate { checkIn.date.adding(days: -(checkIn.time.clockTime?.dayOffset ?? 0)) }
}

/// What every travel item (flight, ground leg, hotel stay) has beside its own facts: the
/// booking's reference and note, its place in its file, its identity and who it is for.
public struct TravelBooking: Sendable, Hashable {
    public var confirmation: String?
    public var note: String?
    /// Position in its file, for ordering items without a readable time.
    public var order: Int
    /// The content's `id`, which keeps the item's calendar UID through a rename.
    public var id: String? = nil
    /// Who it is for (`"for"`), within the travel tab.
    public var audience: Audience = .everyone
}

/// A flight, ground leg or hotel stay: its booking's fields read as its own (`flight.note`).
@dynamicMemberLookup
public protocol TravelItem: Sendable, Hashable {
    var booking: TravelBooking { get set }
}

extension TravelItem {
    public subscript<T>(dynamicMember field: WritableKeyPath<TravelBooking, T>) -> T {
        get { booking[keyPath: field] }
        set { booking[keyPath: field] = newValue }
    }
}
