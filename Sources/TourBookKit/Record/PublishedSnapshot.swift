/// What a build publishes, as the record keeps it: every item (by its calendar UID) in the
/// pages' words, and every notes file's hash. Check-outs are left out: a stay's check-out is a
/// fact of its check-in.
struct PublishedSnapshot {
    var items: [String: PublishedItem] = [:]
    var notes: [String: PublishedNotes] = [:]

    init(events: PreparedEvents, model: SiteModel) {
        let wording = events.feed.wording
        for item in events.items {
            if case .hotelCheckOut = item.entry.item { continue }
            let description = wording.describe(item.entry.item)
            var rooms: [PublishedItem.Fact] = []
            if case .hotelCheckIn(let hotel) = item.entry.item {
                rooms = hotel.rooms.map { PublishedItem.Fact(label: model.peopleByID[$0.person]?.name ?? $0.person, value: $0.room ?? "") }
            }
            // A schedule item's place is a fact of its own on the page ("Where").
            let place = description.titleNamesPlace ? nil : description.location.map { PublishedItem.Fact(label: "Where", value: $0) }
            items[item.uid] = PublishedItem(uid: item.uid, date: item.date, tab: item.entry.tab, label: description.label,
                                            title: description.heading, time: wording.time(item.entry.time),
                                            facts: [place].compactMap { $0 } + description.facts.compactMap { Self.fact($0, wording) }, rooms: rooms)
        }
        let tour = model.tour
        for notes in tour.notes.map({ [$0] }) ?? [] { add(notes, date: nil) }
        for (date, day) in model.days { for notes in day.notes { add(notes, date: date) } }
        for (date, list) in tour.looseNotes { for notes in list { add(notes, date: date) } }
    }

    private mutating func add(_ file: Notes, date: CivilDate?) {
        notes[file.path] = PublishedNotes(file: file.path, tab: file.tab, date: date, hash: ContentHash.xxh64(Array(file.markdown.utf8)))
    }

    /// A fact as the day page words it; nil when it says nothing.
    private static func fact(_ fact: ItemDescription.Fact, _ wording: ItemWording) -> PublishedItem.Fact? {
        let text: String?
        switch fact.value {
        case .text(let value): text = value
        case .people(let ids): text = wording.names(ids)
        case .arrival(let time, let place): text = [wording.time(time), place].compactMap { $0 }.joined(separator: " ")
        }
        guard let text, !text.isEmpty else { return nil }
        return PublishedItem.Fact(label: fact.label, value: text)
    }
}
