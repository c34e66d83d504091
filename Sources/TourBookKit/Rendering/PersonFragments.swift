import Mustache

/// The HTML of each travel entry as personal pages (`people/<id>.html`) show it: a flight or
/// ground leg complete, with `partials/item` as on the day pages; a hotel check-in or check-out
/// as a short line with the guest's room and the confirmation, with `partials/item-brief` (the
/// "Hotel tonight" line beside it has the address and phone). Schedule items are not personal
/// (`PersonalSelection`) and are not rendered here.
///
/// A rendered entry depends neither on the role (a page only chooses which entries to take) nor
/// on the person, except a hotel's, which carries the guest's room. So every entry is rendered
/// once per build, a hotel's once per guest, and shared by all person pages of all roles.
struct PersonFragments: Sendable {
    static let itemTemplate = "partials/item"
    /// Optional: a templates folder without it gets hotel items in full (`partials/item`).
    static let briefTemplate = "partials/item-brief"
    /// A person's dates, the body of their page in every role.
    static let daysTemplate = "partials/person-days"

    /// One travel entry, as person pages need it.
    struct Entry: Sendable {
        /// Whose it is: passengers of a flight or ground leg, guests of a hotel.
        var people: Set<String>
        /// The HTML every passenger gets; for a hotel entry, each guest's, by id.
        var html: String
        var byGuest: [String: String] = [:]
    }

    let model: SiteModel
    /// By date index: the date's timeline entries. Dates whose rendering failed are nil; their
    /// pages render them again when asked, so the error is reported by the page that needs it.
    private let entries: [[Entry]?]
    private let parts: [DayParts]
    private let library: TemplateLibrary
    private let staysByGuest: [[String: MustacheValue]]
    private let headers: [[String: MustacheValue]]
    /// The dates of each person's page, by id (`PersonalSelection.dates`).
    private let datesByPerson: [String: [Int]]
    /// Each person's dates rendered (`daysTemplate`), by id; a failed one is rendered again
    /// by the page that needs it, which reports the error.
    private var daysByPerson: [String: String] = [:]

    /// `prepared`: render every date's entries now, on every core (a build with person pages).
    init(model: SiteModel, parts: [DayParts], library: TemplateLibrary, shared prepared: Bool) {
        self.model = model
        self.parts = parts
        self.library = library
        let dates = model.dates
        entries = prepared ? Parallel.map(count: dates.count) { d in
            try? PersonFragments.make(model: model, parts: parts, library: library, date: d)
        } : []
        staysByGuest = prepared ? Parallel.map(count: dates.count) { d in PersonFragments.stays(model, date: d) } : []
        headers = prepared ? dates.indices.map { PersonFragments.header(model, date: $0) } : []
        datesByPerson = PersonalSelection.dates(model)
        guard prepared else { return }
        let people = PersonalSelection.people(model)
        let unprepared = self
        let rendered = Parallel.map(count: people.count) { i in try? unprepared.days(of: people[i]) }
        daysByPerson = Dictionary(uniqueKeysWithValues: zip(people, rendered).compactMap { person, html in html.map { (person.id, $0) } })
    }

    /// The person's dates as their page shows them, one section each: the heading, the hotel they
    /// sleep in that night, and their own travel entries of the day.
    func days(of person: Person) throws -> String {
        if let made = daysByPerson[person.id] { return made }
        var days: [MustacheValue] = []
        for d in datesByPerson[person.id] ?? [] {
            var html = ""
            for entry in try entries(date: d) where entry.people.contains(person.id) {
                html += entry.byGuest[person.id] ?? entry.html
            }
            var fields = header(date: d)
            if !html.isEmpty { fields["timeline"] = .html(html) }
            if let stays = stays(date: d)[person.id] { fields["stays"] = stays }
            days.append(.object(fields))
        }
        if days.isEmpty { return "" }
        return String(decoding: try library.render(Self.daysTemplate, .object(["personDays": .list(days)])), as: UTF8.self)
    }

    /// A date's heading on person pages: the same for every person and role.
    func header(date d: Int) -> [String: MustacheValue] {
        d < headers.count ? headers[d] : Self.header(model, date: d)
    }

    private static func header(_ model: SiteModel, date d: Int) -> [String: MustacheValue] {
        let date = model.dates[d]
        let day = model.days[date]
        var fields: [String: MustacheValue] = [
            "date": .string(date.description),
            "dateLong": .string(DateText.long(date)),
            "href": .string("../days/\(date).html"),
            "kind": .string(day?.kind.rawValue ?? "none"),
            "kindShort": .string(TabText.kindShort(day?.kind)),
            "offset": .string(DayZone.offset(model, date)),
        ]
        if let city = MustacheValue.text(day?.city) { fields["city"] = city }
        return fields
    }

    /// The stays each guest sleeps in on the night of date `d` ("Hotel tonight", with their
    /// room), in file order, by person id; shared by every role.
    func stays(date d: Int) -> [String: MustacheValue] {
        d < staysByGuest.count ? staysByGuest[d] : Self.stays(model, date: d)
    }

    private static func stays(_ model: SiteModel, date d: Int) -> [String: MustacheValue] {
        var byGuest: [String: [Hotel]] = [:]
        for hotel in model.staysByNight[model.dates[d]] ?? [] {
            for guest in Set(hotel.rooms.map(\.person)) { byGuest[guest, default: []].append(hotel) }
        }
        var values: [String: MustacheValue] = [:]
        for (guest, hotels) in byGuest {
            values[guest] = .list(hotels.map { hotel in
                .fields([
                    "name": .string(hotel.name), "address": .text(hotel.address),
                    "phone": .text(hotel.phone), "tel": .tel(hotel.phone),
                    "room": .text(PersonalSelection.room(in: hotel, for: guest)),
                ])
            })
        }
        return values
    }

    /// Date `d`'s travel entries (rendered now if they were not, or failed).
    func entries(date d: Int) throws -> [Entry] {
        if d < entries.count, let made = entries[d] { return made }
        return try Self.make(model: model, parts: parts, library: library, date: d)
    }

    private static func make(model: SiteModel, parts: [DayParts], library: TemplateLibrary, date d: Int) throws -> [Entry] {
        let date = model.dates[d]
        let brief = library.has(briefTemplate) ? briefTemplate : itemTemplate
        func render(_ template: String, _ value: MustacheValue) throws -> String {
            String(decoding: try library.render(template, value), as: UTF8.self)
        }
        return try (model.timelines[date]?.entries ?? []).enumerated().compactMap { i, entry in
            let value = parts[d].entries[i].value
            switch entry.item {
            case .flight(let flight):
                return Entry(people: Set(flight.passengers), html: try render(itemTemplate, counting(flight.passengers, in: value)))
            case .ground(let leg):
                return Entry(people: Set(leg.passengers), html: try render(itemTemplate, counting(leg.passengers, in: value)))
            case .hotelCheckIn(let hotel), .hotelCheckOut(let hotel, _):
                var made = Entry(people: PersonalSelection.owners(entry), html: "")
                for room in hotel.rooms where made.byGuest[room.person] == nil {
                    made.byGuest[room.person] = try render(brief, brief == itemTemplate
                        ? adding(fact: room.room.flatMap { .fact("Room", $0) }, to: value)
                        : adding(["room": .text(room.room), "code": .text(hotel.confirmation)], to: value))
                }
                return made
            case .schedule:
                return nil
            }
        }
    }

    /// Up to this many passengers are named on a person's page; more are counted (the day page,
    /// which the date's heading links, names them all). A list of a whole party on every leg
    /// hides the leg's own facts on a phone.
    static let namedPassengers = 8

    private static func counting(_ passengers: [String], in value: MustacheValue) -> MustacheValue {
        guard passengers.count > namedPassengers, case .object(var fields) = value,
              case .list(var facts)? = fields["facts"] else { return value }
        for (i, fact) in facts.enumerated() {
            guard case .string("passengers")? = fact["key"] else { continue }
            facts[i] = .fact("Passengers", "\(passengers.count), named on the day page") ?? fact
        }
        fields["facts"] = .list(facts)
        return .object(fields)
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
