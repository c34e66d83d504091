import Mustache

/// Renders every role's pages and feeds in memory, spread over all cores: the day bodies here,
/// each planned file by `SiteFiles`. Nothing is planned or written here.
///
/// Day bodies come first: a body per date and distinct `Visibility`, taken from the `PieceStore`
/// or rendered once from the date's parts (`DayBodies`), and day pages and print.html take the
/// rendered HTML.
package struct SiteRenderer {
    package let model: SiteModel
    package let assets: SiteAssets
    package let templates: TemplateSet
    /// The notes files as HTML, made once for every role.
    let notes: NotesHTML
    package let sites: [RoleSite]
    /// What the roles see, each once, in a fixed order: a day body is rendered once per visibility.
    let visibilities: [Visibility]
    /// What changed since the earlier build.
    let history: BuildHistory
    /// Every calendar event, written once, with its revision.
    package let events: PreparedEvents
    /// The travellers' private feeds' events (`CalendarFeed.bookings`).
    package let privateEvents: PreparedEvents
    /// What day pages mark as changed, for each visibility (`BuildHistory.marks`).
    package let marks: [Visibility: [CivilDate: [String: String]]]

    /// What every key of this build's pieces starts from (`KeyBases`); nil: no keys.
    package let keyBases: KeyBases?
    /// The bases keys are made from: a build without keys still makes them (unused) from these.
    package var bases: KeyBases { keyBases ?? KeyBases(fixed: 0) }
    /// Where day bodies made earlier are kept, by key; nil: every body is made.
    let pieces: PieceStore?
    /// Each date's key (`BuildInputs.dayKeys`): what its parts and what is kept of them by date
    /// are made from; nil: every date is made.
    let dayKeys: [String: UInt64]?
    /// `watch`: the parts its last build made.
    let lastDays: LastDayParts?
    /// Where person sections' keys made earlier are kept (`PersonDays.StoredKeys`); nil: each
    /// date's are made.
    let storedKeys: PersonDays.StoredKeys?

    package init(model: SiteModel, assets: SiteAssets, templates: TemplateSet, history: BuildHistory, events: PreparedEvents,
                 privateEvents: PreparedEvents, keyBases: KeyBases? = nil, pieces: PieceStore? = nil, dayKeys: [String: UInt64]? = nil,
                 lastDays: LastDayParts? = nil) {
        storedKeys = keyBases == nil ? nil : pieces.flatMap { pieces in dayKeys.map { PersonDays.StoredKeys(pieces: pieces, model: model, dayKeys: $0) } }
        (self.model, self.assets, self.templates, self.history, self.events) = (model, assets, templates, history, events)
        self.privateEvents = privateEvents
        (self.keyBases, self.pieces, self.dayKeys, self.lastDays) = (keyBases, pieces, dayKeys, lastDays)
        notes = NotesHTML(model.tour)
        // The vCard files, once for each set of contacts the roles with contacts see.
        let cards = Dictionary(grouping: model.roles.filter { $0.can(.contacts) }, by: { model.contactView($0.visibility) })
            .mapValues { ContactCardFiles(model, visibility: $0[0].visibility) }
        sites = model.roles.map { role in
            RoleSite(model: model, role: role, assets: assets, cards: role.can(.contacts) ? cards[model.contactView(role.visibility)] : nil)
        }
        visibilities = Visibility.distinct(model.roles)
        marks = Dictionary(uniqueKeysWithValues: visibilities.map { ($0, history.marks(for: $0)) })
    }

    /// Every date's day bodies, each taken from `pieces` or made (`DayBodies`).
    package func renderDays(log: inout DiagnosticLog) -> RenderedDays? {
        let source = DaySource(model: model, notes: notes, assets: assets, dayKeys: dayKeys, last: lastDays)
        let days = DayBodies(source: source, library: templates.library, templateBase: bases.of(DayBody.template),
                             store: keyBases == nil ? nil : pieces)
        let (dates, visibilities, marks) = (model.dates, self.visibilities, self.marks)
        let made: [Result<RenderedDays.Body, Error>] = Parallel.map(count: visibilities.count * dates.count) { i in
            let (d, visibility) = (i % dates.count, visibilities[i / dates.count])
            return Result { try days.body(d, visibility, marks: marks[visibility]?[dates[d]] ?? [:]) }
        }
        var bodies: [Visibility: [RenderedDays.Body]] = [:]
        for (t, visibility) in visibilities.enumerated() {
            var list: [RenderedDays.Body] = []
            list.reserveCapacity(dates.count)
            for result in made[(t * dates.count)..<((t + 1) * dates.count)] {
                switch result {
                case .success(let body): list.append(body)
                case .failure(let error):
                    log.error(SourceLocation(file: "\(DayBody.template).mustache"), "rendering a day failed: \(error)")
                    return nil
                }
            }
            bodies[visibility] = list
        }
        return RenderedDays(source: source, bodies: bodies, marks: marks)
    }

    /// What each role's pages share: its tabs' day bodies, the home page's values (which depend
    /// on what the role sees only), the contacts, and the person pages' dates.
    package func sharedValues(_ days: RenderedDays) -> [SharedValues] {
        // Person pages: each date's input and key now; its entries and skeletons when a page
        // that is made needs them, once for each view of travel the roles have. Made on the
        // other core while the home and contacts values are made here.
        let travelViews = Set(sites.filter { $0.role.can(.travel) }.map(\.role.visibility.ofTravel))
        let personDays = Parallel.Pending { [model, library = templates.library, bases, last = lastDays, stored = storedKeys] in
            Dictionary(uniqueKeysWithValues: travelViews.map { view in
                (view, PersonDays(model: model, days: days.source, visibility: view, library: library, keyBases: bases, last: last, stored: stored))
            })
        }
        let homeRoles = Dictionary(grouping: sites.map(\.role), by: \.visibility).values.map { $0[0] }
        let common = HomePage.Common(model: model, assets: assets)
        let homeValues = Parallel.map(count: homeRoles.count) { [model, notes] r in
            HomePage(model: model, notes: notes, role: homeRoles[r], common: common).value()
        }
        let homeVariants = Dictionary(uniqueKeysWithValues: zip(homeRoles.map(\.visibility), homeValues))
        let contacts = Dictionary(grouping: sites.filter { $0.role.can(.contacts) }, by: { model.contactView($0.role.visibility) })
            .mapValues { ContactsPage(model: model, cards: $0[0].cards!, visibility: $0[0].role.visibility).value() }
        let personal = personDays.value
        let dayHeads = DayHeads(model: model)
        let printReadsDay = templates.library.namesLookedUp(by: "print", within: "printDays")?.contains("day") ?? true
        return sites.map { site in
            let role = site.role
            let bodies = days.bodies[role.visibility]!
            let checksum = Self.checksum(of: role, bodies: bodies.map(\.digest), tour: model.tour.name)
            let edition = Self.edition(history.edition(of: role.id), checksum: checksum, tour: model.tour)
            return SharedValues(days: days, visibility: role.visibility, edition: edition, printReadsDay: printReadsDay, dayHeads: dayHeads,
                                home: homeVariants[role.visibility]!, contacts: contacts[model.contactView(role.visibility)] ?? [:],
                                personal: personal[role.visibility.ofTravel],
                                changes: ChangesPage(model: model, entries: history.entries(for: role.reader),
                                                                         started: history.record.started ?? 0))
        }
    }
}

extension SiteRenderer {
    /// The travellers' own itineraries: with booking references, and no day pages to link.
    func privateDays(_ days: RenderedDays) -> PersonDays {
        PersonDays(model: model, days: model.travellers.isEmpty ? nil : days.source, visibility: .traveller, dayLinks: false,
                   library: templates.library, keyBases: bases, last: lastDays, stored: storedKeys)
    }

    /// `Edition 12 · 2 Mar 2027 · 7ad54dc3`: the number people say (builds that changed what the
    /// role sees, from the record), the day the last of them was made, and the checksum.
    static func edition(_ edition: BuildRecord.Edition, checksum: String, tour: Tour) -> MustacheValue {
        let date = ChangeTime.local(edition.time, tour: tour).date
        return .fields(["number": .int(edition.number), "date": .string(DateText.medium(date, tour.locale)),
                        "iso": .string(date.description), "checksum": .string(checksum)])
    }

    /// A short hash of what the role can see of the tour, day by day: a digest of each date's
    /// digest (of its body as the role's pages show it), so a printout and the site match
    /// exactly when they say the same. Never the clock, so builds repeat.
    /// `bodies`: the digest of each date's body (`RenderedDays.Body.digest`).
    static func checksum(of role: Role, bodies: [UInt64], tour: String) -> String {
        var digest = StreamingHash()
        for text in [tour, role.id, role.title] {
            Array(text.utf8).withUnsafeBytes { digest.update($0) }
            digest.update(0)
        }
        for body in bodies { digest.update(body) }
        let hex = ContentHash.hex(digest.value)
        return String(hex.prefix(8))
    }
}

/// What one role's pages share with others: its day bodies, the values they came from (made
/// when a page reads them), and the home and contacts values. A class: each of the role's
/// thousands of page inputs is made with it, and a copy of a struct retained each of its fields.
package final class SharedValues: Sendable {
    /// Every role's bodies, and the dates' parts.
    let days: RenderedDays
    /// What the role sees, which picks its bodies from `days`.
    let visibility: Visibility
    /// What print.html and the home page say the book is (`SiteRenderer.edition`).
    let edition: MustacheValue
    /// Whether print.html's templates read a date's `day` value: when they do not, print.html
    /// makes none, so a build takes every other date's body from the store without its parts.
    let printReadsDay: Bool
    /// Each date's title and link, the same in every role (`DayHeads`).
    let dayHeads: DayHeads
    /// The home page's values for this role's tabs, and the contacts page's.
    let home: [String: MustacheValue]
    let contacts: [String: MustacheValue]
    /// Person pages' dates; nil for a role without travel, which has none.
    let personal: PersonDays?
    /// What changed for the role.
    let changes: ChangesPage

    /// The role's bodies, by date index: taken from `days` once, as every day page asks.
    let bodies: [RenderedDays.Body]
    /// The first date's day number (`CivilDate.daysSinceEpoch`), which dates' indexes count from.
    private let firstDay: Int

    init(days: RenderedDays, visibility: Visibility, edition: MustacheValue, printReadsDay: Bool, dayHeads: DayHeads,
         home: [String: MustacheValue], contacts: [String: MustacheValue], personal: PersonDays?, changes: ChangesPage) {
        (self.days, self.visibility, self.edition, self.printReadsDay, self.dayHeads) = (days, visibility, edition, printReadsDay, dayHeads)
        (self.home, self.contacts, self.personal, self.changes) = (home, contacts, personal, changes)
        bodies = days.bodies[visibility]!
        firstDay = days.source.model.dates[0].daysSinceEpoch
    }

    func body(_ date: CivilDate) -> RenderedDays.Body { bodies[index(date)] }
    func html(_ date: CivilDate) -> ArraySlice<UInt8> { body(date).html }
    /// The date's body's value, which its day page's template reads beside the HTML.
    func dayValue(_ date: CivilDate) -> MustacheValue { days.value(index(date), visibility) }
    func index(_ date: CivilDate) -> Int { date.daysSinceEpoch - firstDay }
}

/// What every role's day pages say of each date: its long date (the page's title, before the
/// tour's name and the role's) and the link the pages of the dates beside it show (`Tue 9 Mar`
/// and the city). Made once a build, by date index, for the thousands of day pages of all roles.
package struct DayHeads: Sendable {
    let titles: [String]
    let links: [MustacheValue]

    init(model: SiteModel) {
        titles = model.dates.map { DateText.long($0, model.tour.locale) }
        links = model.dates.map { date in
            .fields(["href": .string("\(date).html"), "label": .string(DateText.short(date, model.tour.locale)),
                     "city": .text(model.days[date]?.city)])
        }
    }
}
