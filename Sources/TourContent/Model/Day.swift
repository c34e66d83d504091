/// One day file: `days/YYYY-MM-DD.json`, its date taken from the file name.
public struct Day: Sendable, Equatable {
    /// What sort of day it is. A festival day is a show too: both count in "Show 5 of 38".
    public enum Kind: String, Sendable, CaseIterable {
        case show, festival, rehearsal, production, promo, travel, off

        public var isShow: Bool { self == .show || self == .festival }
    }

    public var date: CivilDate
    public var file: String
    public var city: String?
    public var kind: Kind
    public var zone: ZoneInfo
    public var venue: Venue?
    public var schedule: [ScheduleItem]
    public var flights: [Flight]
    public var ground: [GroundLeg]
    public var hotels: [Hotel]
    public var contacts: [Contact]
    public var notes: [Notes]
    /// Files attached to this date (`documents`), each for one tab or every role.
    public var documents: [Document] = []
}

public struct Contact: Sendable, Hashable {
    public var name: String
    public var role: String?
    public var phone: String?
    public var email: String?
    /// Who it is for (`"for"`), within the contacts tab.
    public var audience: Audience = .everyone
}

public struct ScheduleItem: Sendable, Hashable {
    public var time: ZonedTime
    /// When it ends (`"ends": "22:45"`, `+1` past midnight), read like `time`.
    public var ends: ZonedTime? = nil
    public var title: String
    public var location: String?
    public var note: String?
    public var order: Int
    /// The content's `id`, which keeps the item's calendar UID through a rename.
    public var id: String? = nil
    /// Who it is for (`"for"`), within the schedule tab.
    public var audience: Audience = .everyone
}
