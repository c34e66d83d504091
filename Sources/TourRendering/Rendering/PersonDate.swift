import Mustache

/// Everything one date's sections of person pages are made from (`PersonDays`): the heading and
/// the date's itinerary lines with whose they are. Built from the model here and nowhere else,
/// so its key (`InputKey`) covers all a section reads.
struct PersonDate: Sendable {
    /// A travel entry of the date as `PersonEntries` shows it: one line.
    struct Entry: Sendable {
        enum Kind: Sendable {
            /// A flight or ground leg, with its passengers.
            case passage(passengers: [String])
            /// A hotel stay, on its check-in date: the guests' rooms (the line's confirmation,
            /// nights and check-out are the same for every guest).
            case stay(rooms: [(person: String, room: String?)])

            /// How many people it names (one more for each room beyond someone's first).
            var people: Int {
                switch self {
                case .passage(let passengers): passengers.count
                case .stay(let rooms): rooms.count
                }
            }
        }
        var value: MustacheValue
        var kind: Kind
    }

    var date: CivilDate
    var heading: [String: MustacheValue]
    var entries: [Entry]

    /// The date's zone's offset (`+01:00`), as its heading says it.
    var offset: String? {
        guard case .string(let offset)? = heading["offset"] else { return nil }
        return offset
    }
}

extension PersonDate {
    /// `visibility`: which travel lines there are (their audiences) and whether they keep their
    /// booking references.
    init(model: SiteModel, travel: DayTravel, date: CivilDate, visibility: Visibility, dayLinks: Bool = true) {
        self.date = date
        let day = model.days[date]
        let offset = travel.zoneOffset
        let heading: [String: MustacheValue?] = [
            "date": .string(date.description),
            "dateLong": .string(DateText.long(date, model.tour.locale)),
            "dateShort": .string(DateText.shortWithYear(date, model.tour.locale)),
            "href": dayLinks ? .string("../days/\(date).html") : nil,
            "kind": .string(day?.kind.rawValue ?? "none"),
            "kindShort": .string(model.words.kindShort(day?.kind)),
            "offset": .string(offset),
            "city": .text(day?.city),
        ]
        self.heading = heading.compactMapValues { $0 }
        let section = ItineraryLine.Section(date: date, offset: offset)
        entries = (model.timelines[date]?.entries ?? []).enumerated().compactMap { i, entry in
            guard DayTravel.isOwnLine(entry.item), visibility.admits(entry.tab, entry.audience) else { return nil }
            let value = travel.value(i, bookings: visibility.bookings)
            switch entry.item {
            case .flight(let flight): return Entry(value: ItineraryLine.passage(value, in: section), kind: .passage(passengers: flight.passengers))
            case .ground(let leg): return Entry(value: ItineraryLine.passage(value, in: section), kind: .passage(passengers: leg.passengers))
            case .hotelCheckIn(let hotel):
                return Entry(value: ItineraryLine.stay(value, hotel, model.words, in: section), kind: .stay(rooms: hotel.rooms.map { ($0.person, $0.room) }))
            case .hotelCheckOut, .schedule: return nil
            }
        }
    }

    /// The keys of this date's sections (`InputKey`): the heading's (the heading holds the
    /// date) for a section without lines, and each person's, which adds their own lines and
    /// nothing of anyone else's. So two views of travel that differ only in other people's lines
    /// give a person's section the same key, and their pages can be one file.
    struct Keys: Sendable {
        var heading: UInt64
        var people: [String: UInt64]

        func of(_ id: String) -> UInt64 { people[id] ?? heading }

        /// As the store keeps them (`PieceStore`): the heading's key, then each person's id and
        /// key in the order of the ids.
        func encoded() -> [UInt8] {
            var writer = PieceWriter()
            writer.number(heading)
            writer.number(UInt64(people.count))
            for id in people.keys.sorted() {
                writer.text(id)
                writer.number(people[id]!)
            }
            return writer.bytes
        }

        init(heading: UInt64, people: [String: UInt64]) { (self.heading, self.people) = (heading, people) }

        /// What `encoded` wrote; nil for anything else.
        init?(decoding bytes: ArraySlice<UInt8>) {
            var reader = PieceReader(bytes)
            guard let heading = reader.number(), let count = reader.number(), count <= bytes.count else { return nil }
            var people: [String: UInt64] = [:]
            people.reserveCapacity(Int(count))
            for _ in 0..<count {
                guard let id = reader.text(), let key = reader.number() else { return nil }
                people[id] = key
            }
            guard reader.atEnd else { return nil }
            (self.heading, self.people) = (heading, people)
        }
    }

    /// What the keys start from: the bases of the section's template and of its lines'.
    struct Bases: Equatable {
        var heading: UInt64
        var line: UInt64

        init(_ bases: KeyBases) { (heading, line) = (bases.of(PersonDays.template), bases.of(PersonEntries.briefTemplate)) }
    }

    func keys(_ bases: Bases) -> Keys {
        var heading = InputKey(PersonDays.template, templates: bases.heading)
        let lineBase = bases.line
        heading.add(.object(self.heading))
        // Each person's key, and the last line it took: a line counts once for each person, who
        // is looked up once per passenger or room (a set of who had the line was a second lookup).
        var people: [String: (key: InputKey, line: Int)] = [:]
        people.reserveCapacity(entries.reduce(0) { $0 + $1.kind.people })
        for (n, entry) in entries.enumerated() {
            var line = InputKey(PersonEntries.briefTemplate, templates: lineBase)
            line.add(entry.value)
            let digest = line.value
            switch entry.kind {
            case .passage(let passengers):
                for id in passengers { Self.take(n, digest, into: &people[id, default: (heading, -1)]) }
            case .stay(let rooms):
                // The line, then every room of theirs in the stay, in order: more than the line may
                // show, never less. One pass: a hotel of the whole party has dozens of rooms.
                for room in rooms { Self.take(n, digest, room: room.room, into: &people[room.person, default: (heading, -1)]) }
            }
        }
        return Keys(heading: heading.value, people: people.mapValues(\.key.value))
    }

    /// Line `n`'s digest into a person's key, unless it has it already, then their room in it
    /// when the line is a stay.
    private static func take(_ n: Int, _ digest: UInt64, room: String?? = nil, into person: inout (key: InputKey, line: Int)) {
        if person.line != n {
            person.key.add(digest)
            person.line = n
        }
        if let room { person.key.add(room.map(MustacheValue.string) ?? .null) }
    }
}
