import Mustache

/// The body of a person's page (`people/<id>.html`): one section per date they travel, check in
/// or out, or sleep in a hotel (`partials/person-day`), with the date's heading, the hotel they
/// sleep in that night with their room, and their own travel entries (`PersonEntries`).
///
/// The same for every role with person pages (they all see travel), so it is made once per
/// person. People on one date mostly share a section's shape (the same hotel and legs, another
/// room), so each date renders a `Skeleton` per shape and each person's section is filled in.
struct PersonDays: Sendable {
    static let template = "partials/person-day"

    /// What makes two people's sections on a date alike but for their rooms and entries: which of
    /// the night's stays they sleep in, whether their room there is known, and whether they have
    /// entries that day.
    struct Shape: Hashable, Sendable {
        var stays: [Int] = []
        var roomKnown: [Bool] = []
        var timeline = false
    }

    /// One person's part of a date: the shape of their section, their room in each stay of it,
    /// and which of the date's entries are theirs.
    struct Member: Sendable {
        var shape = Shape()
        var rooms: [String?] = []
        var entries: [Int] = []
    }

    /// A date's entries, section skeletons and members, made before pages are (nil where
    /// rendering failed: the page that needs the date renders it again and reports the error).
    struct Prepared: Sendable {
        var entries: [PersonEntries.Entry]
        var skeletons: [Shape: Skeleton]
        var members: [String: Member]
    }

    let model: SiteModel
    private let parts: [DayParts]
    private let library: TemplateLibrary
    /// The dates of each person's page, by id (`PersonalSelection.dates`).
    private let datesByPerson: [String: [Int]]
    private let prepared: [Prepared?]

    /// `prepare`: render every date's entries and skeletons now, on every core.
    init(model: SiteModel, parts: [DayParts], library: TemplateLibrary, prepare: Bool) {
        self.model = model
        self.parts = parts
        self.library = library
        let datesByPerson = PersonalSelection.dates(model)
        self.datesByPerson = datesByPerson
        guard prepare else { prepared = []; return }
        var byDate = [[String]](repeating: [], count: model.dates.count)
        for (id, dates) in datesByPerson { for d in dates { byDate[d].append(id) } }
        let peopleByDate = byDate
        let unprepared = PersonDays(model: model, parts: parts, library: library, datesByPerson: datesByPerson)
        prepared = Parallel.map(count: model.dates.count) { d in try? unprepared.prepare(date: d, people: peopleByDate[d].sorted()) }
    }

    private init(model: SiteModel, parts: [DayParts], library: TemplateLibrary, datesByPerson: [String: [Int]]) {
        (self.model, self.parts, self.library, self.datesByPerson, prepared) = (model, parts, library, datesByPerson, [])
    }

    /// The person's sections, as their page shows them.
    func bytes(of person: Person) throws -> [UInt8] {
        var out: [UInt8] = []
        for d in datesByPerson[person.id] ?? [] { try section(person.id, date: d, into: &out) }
        return out
    }

    private func prepare(date d: Int, people: [String]) throws -> Prepared {
        let entries = try PersonEntries.make(model: model, parts: parts[d], library: library, date: model.dates[d])
        let members = members(date: d, entries: entries)
        var skeletons: [Shape: Skeleton] = [:]
        for id in people {
            guard let shape = members[id]?.shape, skeletons[shape] == nil else { continue }
            let count = shape.stays.count
            skeletons[shape] = try Skeleton.make(slots: count + 1) { placeholder in
                let stays = zip(shape.stays, shape.roomKnown).enumerated().map { slot, stay in (stay.0, stay.1 ? placeholder(slot) : nil) }
                return try library.render(Self.template, value(date: d, stays: stays, timeline: shape.timeline ? placeholder(count) : nil))
            }
        }
        return Prepared(entries: entries, skeletons: skeletons, members: members)
    }

    private func section(_ id: String, date d: Int, into out: inout [UInt8]) throws {
        if d < prepared.count, let made = prepared[d], let member = made.members[id], let skeleton = made.skeletons[member.shape] {
            var timeline: [UInt8] = []
            for i in member.entries { made.entries[i].html(for: id, into: &timeline) }
            skeleton.fill(member.rooms.map { $0.map(Skeleton.escaped) ?? [] } + [timeline], into: &out)
            return
        }
        let entries = prepared.count > d ? prepared[d]?.entries : nil
        let all = try entries ?? PersonEntries.make(model: model, parts: parts[d], library: library, date: model.dates[d])
        let member = members(date: d, entries: all)[id] ?? Member()
        var timeline: [UInt8] = []
        for i in member.entries { all[i].html(for: id, into: &timeline) }
        let value = value(date: d, stays: Array(zip(member.shape.stays, member.rooms)),
                          timeline: member.shape.timeline ? String(decoding: timeline, as: UTF8.self) : nil)
        try library.render(Self.template, value, into: &out)
    }

    /// Everyone's part of date `d`, by id, in one pass over its stays and entries.
    private func members(date d: Int, entries: [PersonEntries.Entry]) -> [String: Member] {
        var members: [String: Member] = [:]
        for (i, hotel) in nights(d).enumerated() {
            for room in hotel.rooms where members[room.person]?.shape.stays.last != i {
                members[room.person, default: Member()].shape.stays.append(i)
                members[room.person]!.shape.roomKnown.append(MustacheValue.text(room.room) != nil)
                members[room.person]!.rooms.append(room.room)
            }
        }
        for (i, entry) in entries.enumerated() {
            for id in entry.people {
                members[id, default: Member()].entries.append(i)
                members[id]!.shape.timeline = true
            }
        }
        return members
    }

    private func nights(_ d: Int) -> [Hotel] { model.staysByNight[model.dates[d]] ?? [] }

    /// A date's section: its heading, the stays (index into the night's stays, and the room as
    /// the page shows it), and the entries' HTML.
    private func value(date d: Int, stays: [(Int, String?)], timeline: String?) -> MustacheValue {
        let date = model.dates[d]
        let day = model.days[date]
        let hotels = nights(d)
        return .fields([
            "date": .string(date.description),
            "dateLong": .string(DateText.long(date)),
            "href": .string("../days/\(date).html"),
            "kind": .string(day?.kind.rawValue ?? "none"),
            "kindShort": .string(TabText.kindShort(day?.kind)),
            "offset": .string(DayZone.offset(model, date)),
            "city": .text(day?.city),
            "stays": .nonEmpty(stays.map { index, room in
                let hotel = hotels[index]
                return .fields(["name": .string(hotel.name), "address": .text(hotel.address),
                                "map": model.tour.mapLinks.href(hotel.address).map(Value.string), "phone": .text(hotel.phone),
                                "tel": .tel(hotel.phone), "room": .text(room)])
            }),
            "timeline": timeline.map { .html($0) },
        ])
    }
}
