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

    /// Each date's input (`PersonDate`), and its key.
    private let dates: [PersonDate]
    private let keys: [UInt64]
    private let library: TemplateLibrary
    /// The dates of each person's page, by id (`PersonalSelection.dates`).
    private let datesByPerson: [String: [Int]]
    /// Each date's entries and skeletons, made the first time a page needs the date.
    private let prepared: Lock<[Int: Prepared]>

    init(model: SiteModel, parts: [DayParts], library: TemplateLibrary, keyBase: UInt64) {
        // Without parts (no role has person pages), no date is needed.
        dates = parts.isEmpty ? [] : Parallel.map(count: model.dates.count) { d in PersonDate(model: model, parts: parts[d], date: model.dates[d]) }
        keys = dates.map { $0.key(keyBase) }
        self.library = library
        datesByPerson = PersonalSelection.dates(model)
        prepared = Lock([:])
    }

    /// What the person's sections are made from: the key of each of their dates.
    func key(of person: Person) -> [UInt64] { (datesByPerson[person.id] ?? []).map { keys[$0] } }

    /// The dates of the person's page.
    func dates(of person: Person) -> [CivilDate] { (datesByPerson[person.id] ?? []).map { dates[$0].date } }

    /// The person's sections, as their page shows them. `skeletons`: false renders each section
    /// on its own, as the skeletons must give it (for tests).
    func bytes(of person: Person, skeletons: Bool = true) throws -> [UInt8] {
        var out: [UInt8] = []
        for d in datesByPerson[person.id] ?? [] { try section(person.id, date: d, skeletons: skeletons, into: &out) }
        return out
    }

    private func prepare(date d: Int) throws -> Prepared {
        if let made = prepared.withLock({ $0[d] }) { return made }
        let entries = try PersonEntries.make(dates[d], library: library)
        let members = members(date: d, entries: entries)
        var skeletons: [Shape: Skeleton] = [:]
        for id in members.keys.sorted() {
            guard let shape = members[id]?.shape, skeletons[shape] == nil else { continue }
            let count = shape.stays.count
            skeletons[shape] = try Skeleton.make(slots: count + 1) { placeholder in
                let stays = zip(shape.stays, shape.roomKnown).enumerated().map { slot, stay in (stay.0, stay.1 ? placeholder(slot) : nil) }
                return try library.render(Self.template, value(date: d, stays: stays, timeline: shape.timeline ? placeholder(count) : nil))
            }
        }
        let made = Prepared(entries: entries, skeletons: skeletons, members: members)
        prepared.withLock { $0[d] = made }
        return made
    }

    private func section(_ id: String, date d: Int, skeletons: Bool, into out: inout [UInt8]) throws {
        let made = try prepare(date: d)
        let member = made.members[id] ?? Member()
        var timeline: [UInt8] = []
        for i in member.entries { made.entries[i].html(for: id, into: &timeline) }
        if skeletons, let skeleton = made.skeletons[member.shape] {
            skeleton.fill(member.rooms.map { $0.map(Skeleton.escaped) ?? [] } + [timeline], into: &out)
            return
        }
        let value = value(date: d, stays: Array(zip(member.shape.stays, member.rooms)),
                          timeline: member.shape.timeline ? String(decoding: timeline, as: UTF8.self) : nil)
        try library.render(Self.template, value, into: &out)
    }

    /// Everyone's part of date `d`, by id, in one pass over its stays and entries.
    private func members(date d: Int, entries: [PersonEntries.Entry]) -> [String: Member] {
        var members: [String: Member] = [:]
        for (i, night) in dates[d].nights.enumerated() {
            for room in night.rooms where members[room.person]?.shape.stays.last != i {
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

    /// A date's section: its heading, the stays (index into the night's stays, and the room as
    /// the page shows it), and the entries' HTML.
    private func value(date d: Int, stays: [(Int, String?)], timeline: String?) -> MustacheValue {
        let date = dates[d]
        var value = date.heading
        if let stays = MustacheValue.nonEmpty(stays.map { index, room in
            var night = date.nights[index].value
            if let room = MustacheValue.text(room) { night["room"] = room }
            return .object(night)
        }) { value["stays"] = stays }
        if let timeline { value["timeline"] = .html(timeline) }
        return .object(value)
    }
}
