/// One line of a day's timeline: what it is, when (resolved), and which tab may see it.
public struct TimelineEntry: Sendable {
    /// The `data-kind` hook; the case order is the tie-break order for equal instants.
    public enum Kind: String, Sendable, CaseIterable {
        case flight
        case ground
        case hotelCheckIn = "hotel-checkin"
        case hotelCheckOut = "hotel-checkout"
        case schedule
    }

    public enum Item: Sendable {
        case flight(Flight)
        case ground(GroundLeg)
        case hotelCheckIn(Hotel)
        case hotelCheckOut(Hotel, from: CivilDate)
        case schedule(ScheduleItem)
    }

    public var kind: Kind
    /// Set once: `audience` is read from it when the entry is made.
    public let item: Item
    public var time: ZonedTime
    /// Schedule items need the schedule tab; everything else needs travel.
    public var tab: Tab
    /// (0 for the page's own file, else 1 and the source file's day; position in file): keeps
    /// items without a readable time in file order, the page's own file first.
    var fileOrder: (Int, Int, Int)
    /// Who the item is for (`"for"`), within `tab`. Stored: every role's filter asks it of every
    /// entry of the tour, and reading it from `item` copied the item each time.
    public let audience: Audience

    init(kind: Kind, item: Item, time: ZonedTime, tab: Tab, fileOrder: (Int, Int, Int)) {
        (self.kind, self.item, self.time, self.tab, self.fileOrder) = (kind, item, time, tab, fileOrder)
        audience = switch item {
        case .flight(let flight): flight.audience
        case .ground(let leg): leg.audience
        case .hotelCheckIn(let hotel), .hotelCheckOut(let hotel, _): hotel.audience
        case .schedule(let item): item.audience
        }
    }

    /// The item's `id` in the content, if it has one.
    var itemID: String? {
        switch item {
        case .flight(let flight): flight.id
        case .ground(let leg): leg.id
        case .hotelCheckIn(let hotel), .hotelCheckOut(let hotel, _): hotel.id
        case .schedule(let item): item.id
        }
    }
}
