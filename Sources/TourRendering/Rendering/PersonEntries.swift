import Mustache

/// A date's lines of personal pages (`people/<id>.html`), each an `ItineraryLine` rendered with
/// `partials/item-brief`: a flight or ground leg, or a hotel stay with the guest's room.
/// Schedule items are nobody's own (`PersonalSelection`) and are left out.
///
/// A line depends neither on the role nor on the person, except a stay's, which carries the
/// guest's room: each is rendered once per build, a stay once with a placeholder for the room
/// (`Skeleton`), and shared by every person page of every role.
enum PersonEntries {
    static let briefTemplate = "partials/item-brief"
    /// What a templates folder without `partials/item-brief` shows the lines with.
    static let itemTemplate = "partials/item"

    /// One travel line, as person pages need it.
    package struct Entry: Sendable {
        /// Whose it is: passengers of a flight or ground leg, guests of a hotel.
        var people: Set<String>
        /// The HTML every passenger gets, and a guest's whose room is not known.
        var html: [UInt8]
        /// A stay's guests' rooms, escaped, by id, and the line with a slot for them; a guest's
        /// HTML is made when asked (a large tour's guests' lines would be most of memory).
        var rooms: [String: [UInt8]] = [:]
        var skeleton: Skeleton?
        /// Each guest's HTML, where no skeleton could be had.
        var byGuest: [String: [UInt8]] = [:]

        func html(for id: String, into out: inout [UInt8]) {
            if let skeleton, let room = rooms[id] {
                skeleton.fill([room], into: &out)
            } else {
                out += byGuest[id] ?? html
            }
        }
    }

    static func make(_ date: PersonDate, library: TemplateLibrary) throws -> [Entry] {
        let template = library.has(briefTemplate) ? briefTemplate : itemTemplate
        return try date.entries.map { entry in
            switch entry.kind {
            case .passage(let passengers):
                return Entry(people: Set(passengers), html: try library.render(template, entry.value))
            case .stay(let rooms):
                return try hotelEntry(rooms: rooms, value: entry.value, template: template, library: library)
            }
        }
    }

    /// A hotel line per guest: rendered once with the room as a placeholder and once without a
    /// room, then each guest's room put in (rendered per guest only if the skeleton can't be had).
    private static func hotelEntry(rooms: [(person: String, room: String?)], value: MustacheValue,
                                   template: String, library: TemplateLibrary) throws -> Entry {
        let label = value["roomLabel"].flatMap { if case .string(let text) = $0 { text } else { nil } } ?? ""
        func withRoom(_ room: String?) -> MustacheValue {
            template == itemTemplate ? adding(fact: room.flatMap { .fact(.room, label, $0) }, to: value)
                : adding(["room": .text(room), "roomUnknown": MustacheValue.text(room) == nil ? .bool(true) : nil], to: value)
        }
        let skeleton = try Skeleton.make(slots: 1) { placeholder in try library.render(template, withRoom(placeholder(0))) }
        let roomless = try library.render(template, withRoom(nil))
        var entry = Entry(people: Set(rooms.map(\.person)), html: roomless, skeleton: skeleton)
        for room in rooms where entry.rooms[room.person] == nil && entry.byGuest[room.person] == nil {
            guard let text = room.room, MustacheValue.text(text) != nil else { continue }
            if skeleton != nil {
                entry.rooms[room.person] = Skeleton.escaped(text)
            } else {
                entry.byGuest[room.person] = try library.render(template, withRoom(text))
            }
        }
        return entry
    }

    private static func adding(_ fields: [String: MustacheValue?], to value: MustacheValue) -> MustacheValue {
        guard case .object(var all) = value else { return value }
        for (key, field) in fields { if let field { all[key] = field } }
        return .object(all)
    }

    /// An entry value with one more fact (the facts list is made when there is none).
    private static func adding(fact: MustacheValue?, to value: MustacheValue) -> MustacheValue {
        guard let fact, case .object(var fields) = value else { return value }
        var facts: [MustacheValue] = []
        if case .list(let existing)? = fields["facts"] { facts = existing }
        facts.insert(fact, at: 0)
        fields["facts"] = .list(facts)
        return .object(fields)
    }
}
