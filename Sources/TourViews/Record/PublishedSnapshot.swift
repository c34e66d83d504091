/// What a build publishes, as the record keeps it: every item (by its calendar UID) in the
/// pages' words, and every notes file's hash. Check-outs are left out: a stay's check-out is a
/// fact of its check-in.
struct PublishedSnapshot: Sendable {
    var items: [String: PublishedItem] = [:]
    var notes: [String: PublishedNotes] = [:]

    /// `skipping`: dates whose items are not taken (their share of the record is unchanged).
    init(model: SiteModel, skipping: Set<CivilDate> = []) {
        let wording = ItemWording(model.tour, people: model.peopleByID)
        for date in model.dates where !skipping.contains(date) {
            for (entry, uid) in zip(model.timelines[date]!.entries, model.uids[date]!) {
                if case .hotelCheckOut = entry.item { continue }
                items[uid] = Self.item(entry, uid: uid, date: date, model: model, wording: wording)
            }
        }
        let tour = model.tour
        for notes in tour.notes { add(notes, date: nil) }
        for (date, day) in model.days { for notes in day.notes { add(notes, date: date) } }
        for (date, list) in tour.looseNotes { for notes in list { add(notes, date: date) } }
    }

    private static func item(_ entry: TimelineEntry, uid: String, date: CivilDate, model: SiteModel, wording: ItemWording) -> PublishedItem {
        let description = wording.describe(entry.item)
        var rooms: [PublishedItem.Fact] = []
        if case .hotelCheckIn(let hotel) = entry.item {
            rooms = hotel.rooms.map { PublishedItem.Fact(label: model.peopleByID[$0.person]?.name ?? $0.person, value: $0.room ?? "") }
        }
        // A schedule item's place is a fact of its own on the page ("Where").
        let place = description.titleNamesPlace ? nil : description.location.map { PublishedItem.Fact(label: wording.words.fact(.place), value: $0) }
        return PublishedItem(uid: uid, date: date, tab: entry.tab, label: description.label, title: description.heading,
                             time: wording.time(entry.time),
                             facts: [place].compactMap { $0 } + description.facts.compactMap { Self.fact($0, wording) }, rooms: rooms,
                             audience: entry.audience)
    }

    private mutating func add(_ file: Notes, date: CivilDate?) {
        notes[file.path] = PublishedNotes(file: file.path, tab: file.tab, role: file.role, date: date, hash: ContentHash.xxh64(Array(file.markdown.utf8)))
    }

    /// A fact as the day page words it; nil when it says nothing.
    private static func fact(_ fact: ItemDescription.Fact, _ wording: ItemWording) -> PublishedItem.Fact? {
        let text: String?
        switch fact.value {
        case .text(let value): text = value
        case .people(let ids): text = wording.names(ids)
        case .arrival(let time, let place): text = [wording.time(time), place].compactMap { $0 }.joined(separator: " ")
        case .duration: text = nil
        }
        guard let text, !text.isEmpty else { return nil }
        return PublishedItem.Fact(label: fact.label, value: text)
    }
}
