import Mustache

/// What travel.html and a date's person-page sections read of it (`TravelPage`, `PersonDate`):
/// its zone's offset and the values of its travel items, with and without booking references,
/// by entry index. Taken from the date's parts when the build made them; else made on its own,
/// a fraction of the parts, for a date whose bodies came from the store.
struct DayTravel: Sendable {
    let zoneOffset: String
    private let values: [Int: (bookings: MustacheValue, without: MustacheValue)]

    /// Whether an item is a line of someone's own (`PersonDate.Entry`).
    static func isOwnLine(_ item: TimelineEntry.Item) -> Bool {
        switch item {
        case .flight, .ground, .hotelCheckIn: true
        case .hotelCheckOut, .schedule: false
        }
    }

    init(_ parts: DayParts, entries: [TimelineEntry]) {
        zoneOffset = parts.zoneOffset
        values = Dictionary(uniqueKeysWithValues: Self.travel(entries).map { i in
            (i, (parts.entryValue(i, bookings: true), parts.entryValue(i, bookings: false)))
        })
    }

    init(zoneOffset: String, entries: [TimelineEntry], view: EntryView) {
        self.zoneOffset = zoneOffset
        values = Dictionary(uniqueKeysWithValues: Self.travel(entries).map { i in
            let value = view.value(entries[i])
            return (i, (value, BookingReferences.removed(from: value)))
        })
    }

    /// The indices of the travel tab's entries.
    private static func travel(_ entries: [TimelineEntry]) -> [Int] { entries.indices.filter { entries[$0].tab == .travel } }

    /// Entry `i`'s value for a role with or without `bookings`; entry `i` is of the travel tab.
    func value(_ i: Int, bookings: Bool) -> MustacheValue {
        let both = values[i]!
        return bookings ? both.bookings : both.without
    }
}
