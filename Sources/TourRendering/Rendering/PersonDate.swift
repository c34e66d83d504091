import Mustache

/// Everything one date's sections of person pages are made from (`PersonDays`): the heading,
/// the night's stays and the travel entries with whose they are. Built from the model here and
/// nowhere else, so its key (`InputKey`) covers all a section reads.
struct PersonDate: Sendable {
    /// A stay of the night: how the section shows the hotel, and who sleeps there in which room.
    struct Night: Sendable {
        var value: [String: MustacheValue]
        var rooms: [(person: String, room: String?)]
    }

    /// A travel entry of the date as `PersonEntries` shows it.
    struct Entry: Sendable {
        enum Kind: Sendable {
            /// A flight or ground leg, with its passengers.
            case passage(passengers: [String])
            /// A hotel check-in or check-out: the guests' rooms and the confirmation.
            case stay(rooms: [(person: String, room: String?)], confirmation: String?)
        }
        var value: MustacheValue
        var kind: Kind
    }

    var date: CivilDate
    var heading: [String: MustacheValue]
    var nights: [Night]
    var entries: [Entry]

    init(model: SiteModel, parts: DayParts, date: CivilDate) {
        self.date = date
        let day = model.days[date]
        let heading: [String: MustacheValue?] = [
            "date": .string(date.description),
            "dateLong": .string(DateText.long(date)),
            "href": .string("../days/\(date).html"),
            "kind": .string(day?.kind.rawValue ?? "none"),
            "kindShort": .string(TabText.kindShort(day?.kind)),
            "offset": .string(DayZone.offset(model, date)),
            "city": .text(day?.city),
        ]
        self.heading = heading.compactMapValues { $0 }
        let maps = model.tour.mapLinks
        nights = (model.staysByNight[date] ?? []).map { hotel in
            let value: [String: MustacheValue?] = ["name": .string(hotel.name), "address": .text(hotel.address),
                                                   "map": maps.href(hotel.address).map(Value.string), "phone": .text(hotel.phone),
                                                   "tel": .tel(hotel.phone)]
            return Night(value: value.compactMapValues { $0 }, rooms: hotel.rooms.map { ($0.person, $0.room) })
        }
        entries = (model.timelines[date]?.entries ?? []).enumerated().compactMap { i, entry in
            let value = parts.entries[i].value
            switch entry.item {
            case .flight(let flight): return Entry(value: value, kind: .passage(passengers: flight.passengers))
            case .ground(let leg): return Entry(value: value, kind: .passage(passengers: leg.passengers))
            case .hotelCheckIn(let hotel), .hotelCheckOut(let hotel, _):
                return Entry(value: value, kind: .stay(rooms: hotel.rooms.map { ($0.person, $0.room) }, confirmation: hotel.confirmation))
            case .schedule: return nil
            }
        }
    }

    /// The key of all of the above (the heading holds the date).
    func key(_ base: UInt64) -> UInt64 {
        var key = InputKey(PersonDays.template, templates: base)
        key.add(.object(heading))
        func add(_ rooms: [(person: String, room: String?)]) {
            key.add(UInt64(rooms.count))
            for room in rooms { key.add(room.person); key.add(room.room.map(MustacheValue.string) ?? .null) }
        }
        key.add(UInt64(nights.count))
        for night in nights { key.add(.object(night.value)); add(night.rooms) }
        key.add(UInt64(entries.count))
        for entry in entries {
            key.add(entry.value)
            switch entry.kind {
            case .passage(let passengers): key.add(.list(passengers.map(MustacheValue.string)))
            case .stay(let rooms, let confirmation): add(rooms); key.add(confirmation.map(MustacheValue.string) ?? .null)
            }
        }
        return key.value
    }
}
