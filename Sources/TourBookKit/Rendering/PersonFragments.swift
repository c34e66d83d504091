import Mustache

/// The HTML of each timeline entry as personal pages (`people/<id>.html`) show it: a flight or
/// ground leg complete, with `partials/item` as on the day pages; a schedule item as one short
/// line, with `partials/item-brief` (time, title, and the place when it is not the day's venue;
/// the day page has the rest).
///
/// A rendered entry depends neither on the role (a page only chooses which entries to take) nor
/// on the person, except a hotel check-in or check-out, which carries the person's room. So every
/// other entry is rendered once per build and shared by all person pages of all roles; hotel
/// entries are rendered for each person.
struct PersonFragments: Sendable {
    static let itemTemplate = "partials/item"
    /// Optional: a templates folder without it gets schedule items in full (`partials/item`).
    static let briefTemplate = "partials/item-brief"

    let model: SiteModel
    /// Every date's pieces; their entries line up with the date's timeline.
    let parts: [DayParts]
    let library: TemplateLibrary
    /// By date index, by timeline entry: the entry's HTML, nil for hotel entries. A date with no
    /// array (not rendered ahead, or its rendering failed) is rendered on demand, so an error is
    /// reported by the page that needs it.
    private let rendered: [[String?]?]

    /// `shared`: render every date's entries now, on every core (a build with person pages);
    /// otherwise each entry is rendered when a page asks for it.
    init(model: SiteModel, parts: [DayParts], library: TemplateLibrary, shared: Bool) {
        let onDemand = PersonFragments(model: model, parts: parts, library: library, rendered: [])
        guard shared else { self = onDemand; return }
        let dates = model.dates
        let rendered: [[String?]?] = Parallel.map(count: dates.count) { d in
            try? (model.timelines[dates[d]]?.entries ?? []).indices.map { i in try onDemand.entry(d, i).map(onDemand.render) }
        }
        self.init(model: model, parts: parts, library: library, rendered: rendered)
    }

    private init(model: SiteModel, parts: [DayParts], library: TemplateLibrary, rendered: [[String?]?]) {
        self.model = model
        self.parts = parts
        self.library = library
        self.rendered = rendered
    }

    /// The HTML of entry `i` of date `d`'s timeline on `person`'s page.
    func html(date d: Int, entry i: Int, person: String) throws -> String {
        if d < rendered.count, let html = rendered[d]?[i] { return html }
        if let shared = try entry(d, i) { return try render(shared) }
        // A hotel check-in or check-out: with the person's room.
        let entry = model.timelines[model.dates[d]]!.entries[i]
        var value = parts[d].entries[i].value
        switch entry.item {
        case .hotelCheckIn(let hotel), .hotelCheckOut(let hotel, _):
            if let room = PersonalSelection.room(in: hotel, for: person) { value = PersonPage.adding(.fact("Room", room), to: value) }
        case .flight, .ground, .schedule:
            break
        }
        return try render((Self.itemTemplate, value))
    }

    /// The template and value of an entry everyone's page shows the same, nil for a hotel entry.
    private func entry(_ d: Int, _ i: Int) throws -> (template: String, value: MustacheValue)? {
        let date = model.dates[d]
        let entry = model.timelines[date]!.entries[i]
        let value = parts[d].entries[i].value
        switch entry.item {
        case .flight, .ground:
            return (Self.itemTemplate, value)
        case .hotelCheckIn, .hotelCheckOut:
            return nil
        case .schedule(let item):
            guard library.has(Self.briefTemplate) else { return (Self.itemTemplate, value) }
            guard case .object(var fields) = value else { return (Self.briefTemplate, value) }
            if let place = item.location, !Self.same(place, model.days[date]?.venue?.name) { fields["where"] = .text(place) }
            return (Self.briefTemplate, .object(fields))
        }
    }

    private func render(_ entry: (template: String, value: MustacheValue)) throws -> String {
        String(decoding: try library.render(entry.template, entry.value), as: UTF8.self)
    }

    /// Whether a schedule item's place is the day's venue (then the line does not repeat it).
    static func same(_ place: String, _ venue: String?) -> Bool {
        guard let venue else { return false }
        func key(_ s: String) -> String { s.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        return key(place) == key(venue)
    }
}
