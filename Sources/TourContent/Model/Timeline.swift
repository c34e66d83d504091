/// A day's items in true clock order across time zones. Ties go flights, ground, hotel check-ins,
/// hotel check-outs, schedule, then file order; items with no readable time come last, in the
/// order they appear in the file.
public struct Timeline: Sendable {
    public var entries: [TimelineEntry]

    /// The timeline of `date`: the day file's own items, plus check-outs of stays that end that
    /// date (which come from earlier days' files).
    public init(date: CivilDate, day: Day?, checkOuts: [(hotel: Hotel, from: CivilDate)]) {
        var entries: [TimelineEntry] = []
        if let day {
            for flight in day.flights {
                entries.append(TimelineEntry(kind: .flight, item: .flight(flight), time: flight.departs, tab: .travel, fileOrder: (0, 0, flight.order)))
            }
            for leg in day.ground {
                entries.append(TimelineEntry(kind: .ground, item: .ground(leg), time: leg.departs, tab: .travel, fileOrder: (0, 0, leg.order)))
            }
            for hotel in day.hotels {
                entries.append(TimelineEntry(kind: .hotelCheckIn, item: .hotelCheckIn(hotel), time: hotel.checkIn, tab: .travel, fileOrder: (0, 0, hotel.order)))
            }
            for item in day.schedule {
                entries.append(TimelineEntry(kind: .schedule, item: .schedule(item), time: item.time, tab: .schedule, fileOrder: (0, 0, item.order)))
            }
        }
        for (hotel, from) in checkOuts {
            guard let out = hotel.checkOut else { continue }
            entries.append(TimelineEntry(kind: .hotelCheckOut, item: .hotelCheckOut(hotel, from: from), time: out, tab: .travel,
                                         fileOrder: (1, from.daysSinceEpoch, hotel.order)))
        }
        self.entries = Timeline.sorted(entries)
    }

    static func sorted(_ entries: [TimelineEntry]) -> [TimelineEntry] {
        let kindRank = Dictionary(uniqueKeysWithValues: TimelineEntry.Kind.allCases.enumerated().map { ($1, $0) })
        return entries.sorted { a, b in
            switch (a.time.instant, b.time.instant) {
            case let (x?, y?):
                if x != y { return x < y }
                if a.kind != b.kind { return kindRank[a.kind]! < kindRank[b.kind]! }
                return a.fileOrder < b.fileOrder
            case (.some, .none): return true
            case (.none, .some): return false
            case (.none, .none): return a.fileOrder < b.fileOrder
            }
        }
    }
}
