import Mustache

/// The HTML of each timeline entry as personal pages (`people/<id>.html`) show it: a flight or
/// ground leg complete, with `partials/item` as on the day pages; a schedule item as one short
/// line, with `partials/item-brief` (time, title, and the place when it is not the day's venue;
/// the day page has the rest); a hotel check-in or check-out as a short line with the guest's
/// room and the confirmation (the "Hotel tonight" line beside it has the address and phone).
///
/// A rendered entry depends neither on the role (a page only chooses which entries to take) nor
/// on the person, except a hotel's, which carries the guest's room. So every entry is rendered
/// once per build, a hotel's once per guest, and shared by all person pages of all roles.
struct PersonFragments: Sendable {
    static let itemTemplate = "partials/item"
    /// Optional: a templates folder without it gets schedule and hotel items in full (`partials/item`).
    static let briefTemplate = "partials/item-brief"

    /// One timeline entry, as person pages need it.
    struct Entry: Sendable {
        var tab: Tab
        /// Whose it is: passengers of a flight or ground leg, guests of a hotel; nil for the
        /// schedule, which is everyone's.
        var people: Set<String>?
        /// The HTML everyone gets; for a hotel entry, each guest's, by id.
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

    /// The stays each guest sleeps in on the night of date `d`, in file order, by person id.
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

    /// Date `d`'s entries (rendered now if they were not, or failed).
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
        return try (model.timelines[date]?.entries ?? []).enumerated().map { i, entry in
            let value = parts[d].entries[i].value
            switch entry.item {
            case .flight:
                return Entry(tab: entry.tab, people: PersonalSelection.owners(entry), html: try render(itemTemplate, value))
            case .ground:
                return Entry(tab: entry.tab, people: PersonalSelection.owners(entry), html: try render(itemTemplate, value))
            case .hotelCheckIn(let hotel), .hotelCheckOut(let hotel, _):
                var made = Entry(tab: entry.tab, people: PersonalSelection.owners(entry), html: "")
                for room in hotel.rooms where made.byGuest[room.person] == nil {
                    made.byGuest[room.person] = try render(brief, brief == itemTemplate
                        ? PersonPage.adding(room.room.flatMap { .fact("Room", $0) }, to: value)
                        : adding(["room": .text(room.room), "code": .text(hotel.confirmation)], to: value))
                }
                return made
            case .schedule(let item):
                var extra: [String: MustacheValue?] = [:]
                if let place = item.location, !same(place, model.days[date]?.venue?.name) { extra["where"] = .text(place) }
                return Entry(tab: entry.tab, people: nil, html: try render(brief, brief == itemTemplate ? value : adding(extra, to: value)))
            }
        }
    }

    private static func adding(_ fields: [String: MustacheValue?], to value: MustacheValue) -> MustacheValue {
        guard case .object(var all) = value else { return value }
        for (key, field) in fields { if let field { all[key] = field } }
        return .object(all)
    }

    /// Whether a schedule item's place is the day's venue (then the line does not repeat it).
    static func same(_ place: String, _ venue: String?) -> Bool {
        guard let venue else { return false }
        func key(_ s: String) -> String { s.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        return key(place) == key(venue)
    }
}
