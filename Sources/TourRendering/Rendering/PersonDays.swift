import Mustache

/// The body of a person's page (`people/<id>.html`): one section per date they fly, ride or
/// check into a hotel on (`partials/person-day`), with the date's heading and their own lines
/// (`PersonEntries`), a stay on its check-in date only. A section names its zone's offset only
/// where it differs from the section before it (scripts/now-next.js carries it on), as most of a
/// tour's dates keep the zone of the date before.
///
/// The same for every role with person pages (they all see travel) that sees the same travel
/// (`Visibility.ofTravel`: audiences and bookings), so it is made once per person for each such
/// view. A date's sections differ only in their lines, so each date renders one `Skeleton` with
/// a slot for them and each person's section is filled in. A date with none of the person's
/// lines in this view has no section.
struct PersonDays: Sendable {
    static let template = "partials/person-day"

    /// A date's lines, its section's skeletons with its offset and without (nil where they
    /// could not be had: each section is rendered on its own), and which lines are whose, by id.
    struct Prepared: Sendable {
        var entries: [PersonEntries.Entry]
        var skeletons: (offset: Skeleton?, carried: Skeleton?)
        var lines: [String: [Int]]
    }

    /// Each date's input (`PersonDate`), made when it was needed for its keys or a page, and
    /// its sections' keys.
    private let dates: Lock<[PersonDate?]>
    private let keys: [PersonDate.Keys]
    /// What a date's input is made from, for one whose keys came from the store.
    private let model: SiteModel
    private let days: DaySource?
    private let view: LastDayParts.PersonView
    private let library: TemplateLibrary
    /// The dates of each person's page, by id (`PersonalSelection.dates`).
    private let datesByPerson: [String: [Int]]
    /// Each date's lines and skeleton, made the first time a page needs the date.
    private let prepared: Lock<[Int: Prepared]>

    /// `dayLinks`: each date's heading links its day page (false in a private folder, which has none).
    /// `last`: `watch`'s last build's dates, whose inputs and keys are taken back where this
    /// build's parts are the same. `stored`: the keys earlier builds made (`StoredKeys`).
    init(model: SiteModel, days: DaySource?, visibility: Visibility, dayLinks: Bool = true, library: TemplateLibrary, keyBases: KeyBases,
         last: LastDayParts? = nil, stored: StoredKeys? = nil) {
        let (view, bases) = (LastDayParts.PersonView(visibility: visibility, dayLinks: dayLinks), PersonDate.Bases(keyBases))
        // Without days (no role has person pages), no date is needed.
        let keyed = days.map { Self.keyed($0, view, bases, last: last, stored: stored) } ?? []
        (dates, keys) = (Lock(keyed.map(\.date)), keyed.map(\.keys))
        (self.model, self.days, self.view) = (model, days, view)
        self.library = library
        datesByPerson = PersonalSelection.dates(model, visibility)
        prepared = Lock([:])
        keysByPerson = Lock([:])
    }

    /// Each date's input, where it was made, and its sections' keys: `watch`'s last build's
    /// where its parts are the same, else the store's, else made.
    private static func keyed(_ days: DaySource, _ view: LastDayParts.PersonView, _ bases: PersonDate.Bases, last: LastDayParts?,
                              stored: StoredKeys?) -> [(date: PersonDate?, keys: PersonDate.Keys)] {
        Parallel.map(count: days.model.dates.count) { d in
            let make = { Self.date(d, days: days, view) }
            if let last {
                let kept = last.personDate(days.model.dates[d], view, bases: bases)
                if let kept, let keys = kept.keys { return (kept.date, keys) }
                let date = kept?.date ?? make()
                let keys = date.keys(bases)
                last.keep(date, keys: keys, view, bases: bases)
                return (date, keys)
            }
            guard let stored, let key = stored.key(d, view, bases) else {
                let date = make()
                return (date, date.keys(bases))
            }
            let made = Lock<PersonDate?>(nil)
            let keys = stored.pieces.value(key, decode: PersonDate.Keys.init(decoding:), make: {
                let date = make()
                made.withLock { $0 = date }
                return date.keys(bases)
            }, encode: { $0.encoded() })
            return (made.withLock { $0 }, keys)
        }
    }

    /// Where a one-shot build finds the keys earlier builds made of each date's sections
    /// (`PieceStore`): by what the date's input is made from, its day key and its items' UIDs
    /// (`RecordShares.key`, as a record's share), and the view of travel and the templates
    /// the keys start from. A date without a day file has none and is made each time.
    package struct StoredKeys: Sendable {
        let pieces: PieceStore
        /// By date index.
        let dates: [UInt64?]

        package init(pieces: PieceStore, model: SiteModel, dayKeys: [String: UInt64]) {
            self.init(pieces: pieces, dates: model.dates.map { date in dayKeys[date.description].map { RecordShares.key($0, uids: model.uids[date] ?? []) } })
        }

        init(pieces: PieceStore, dates: [UInt64?]) { (self.pieces, self.dates) = (pieces, dates) }

        func key(_ d: Int, _ view: LastDayParts.PersonView, _ bases: PersonDate.Bases) -> UInt64? {
            guard let date = dates[d] else { return nil }
            var key = InputKey("person date keys", templates: date)
            key.add(view.visibility)
            key.add(UInt64(view.dayLinks ? 1 : 0))
            key.add(bases.heading)
            key.add(bases.line)
            return key.value
        }
    }

    /// Date `d`'s input, made now if its keys came from the store.
    private func date(_ d: Int) -> PersonDate {
        if let made = dates.withLock({ $0[d] }) { return made }
        let made = Self.date(d, days: days!, view)
        dates.withLock { $0[d] = made }
        return made
    }

    private static func date(_ d: Int, days: DaySource, _ view: LastDayParts.PersonView) -> PersonDate {
        PersonDate(model: days.model, travel: days.travel(d), date: days.model.dates[d], visibility: view.visibility, dayLinks: view.dayLinks)
    }

    /// Each person's `key(of:)`, made the first time a page asks: every role with the same view
    /// of travel asks for the same person's, and each is hundreds of lookups by id.
    private let keysByPerson: Lock<[String: [UInt64]]>

    /// What the person's sections are made from: the key of their section on each of their dates.
    func key(of person: Person) -> [UInt64] {
        if let made = keysByPerson.withLock({ $0[person.id] }) { return made }
        let made = (datesByPerson[person.id] ?? []).map { keys[$0].of(person.id) }
        keysByPerson.withLock { $0[person.id] = made }
        return made
    }

    /// The dates of the person's page.
    func dates(of person: Person) -> [CivilDate] { (datesByPerson[person.id] ?? []).map { model.dates[$0] } }

    /// The person's sections, as their page shows them. `skeletons`: false renders each section
    /// on its own, as the skeletons must give it (for tests).
    func bytes(of person: Person, skeletons: Bool = true) throws -> [UInt8] {
        var out: [UInt8] = []
        var offset: String?
        for d in datesByPerson[person.id] ?? [] {
            let own = date(d).offset
            try section(person.id, date: d, carried: own == offset, skeletons: skeletons, into: &out)
            offset = own
        }
        return out
    }

    private func prepare(date d: Int) throws -> Prepared {
        if let made = prepared.withLock({ $0[d] }) { return made }
        let entries = try PersonEntries.make(date(d), library: library)
        var lines: [String: [Int]] = [:]
        for (i, entry) in entries.enumerated() {
            for id in entry.people { lines[id, default: []].append(i) }
        }
        let skeleton = { (carried: Bool) in
            try Skeleton.make(slots: 1) { placeholder in try library.render(Self.template, value(date: d, carried: carried, lines: placeholder(0))) }
        }
        let made = Prepared(entries: entries, skeletons: (try skeleton(false), try skeleton(true)), lines: lines)
        prepared.withLock { $0[d] = made }
        return made
    }

    /// `carried`: the section before it has the same offset, so this one leaves it out.
    private func section(_ id: String, date d: Int, carried: Bool, skeletons: Bool, into out: inout [UInt8]) throws {
        let made = try prepare(date: d)
        var lines: [UInt8] = []
        for i in made.lines[id] ?? [] { made.entries[i].html(for: id, into: &lines) }
        if skeletons, let skeleton = carried ? made.skeletons.carried : made.skeletons.offset {
            skeleton.fill([lines], into: &out)
        } else {
            try library.render(Self.template, value(date: d, carried: carried, lines: String(decoding: lines, as: UTF8.self)), into: &out)
        }
    }

    /// A date's section: its heading (without its offset where it is carried) and the lines' HTML.
    private func value(date d: Int, carried: Bool, lines: String) -> MustacheValue {
        var value = date(d).heading
        if carried { value["offset"] = nil }
        value["lines"] = .html(lines)
        return .object(value)
    }
}
