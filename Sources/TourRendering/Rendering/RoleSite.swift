import Mustache

/// One role's site: which pages it has (tabs it can't open have no page at all) and how each is
/// rendered. Data from a tab the role can't open is never put into a page's values, so no
/// template can show it by mistake. A class, as `SharedValues` is: every page's input is asked of it.
package final class RoleSite: Sendable {
    package enum Page: Sendable, Hashable {
        case home, travel, contacts, print
        /// What changed, build by build (`changes.html`).
        case changes
        case day(CivilDate)
        /// A person's page (`people/<id>.html`), for roles with travel.
        case person(String)


        /// What kind of page this is, for "one of each kind".
        package var kindName: String {
            switch self {
            case .home: "home"
            case .travel: "travel"
            case .contacts: "contacts"
            case .print: "print"
            case .changes: "changes"
            case .day: "day"
            case .person: "person"
            }
        }
    }

    let model: SiteModel
    package let role: Role
    let assets: SiteAssets
    /// The vCard files its day pages link, when the role has contacts.
    package let cards: ContactCardFiles?
    /// The layout's values that every day page of the role has (all but the title), with their
    /// hashes summed once for the pages' keys.
    private let dayLayout: (values: [String: MustacheValue], summed: InputKey.FieldSum)

    init(model: SiteModel, role: Role, assets: SiteAssets, cards: ContactCardFiles?) {
        (self.model, self.role, self.assets, self.cards) = (model, role, assets, cards)
        var values = PageLayout(tour: model.tour, role: role, assets: assets).values(page: .day, depth: 1, title: nil)
        values["pageTitle"] = nil
        dayLayout = (values, InputKey.FieldSum(values))
    }

    package var pages: [Page] {
        var pages: [Page] = [.home]
        if role.can(.travel) { pages.append(.travel) }
        if role.can(.contacts) { pages.append(.contacts) }
        pages.append(.print)
        pages.append(.changes)
        pages += model.dates.map { .day($0) }
        if role.can(.travel) { pages += model.travellers(for: role.visibility).map { .person($0.id) } }
        return pages
    }

    package func path(_ page: Page) -> String {
        switch page {
        case .home: "\(role.id)/index.html"
        case .travel: "\(role.id)/travel.html"
        case .contacts: "\(role.id)/contacts.html"
        case .print: "\(role.id)/print.html"
        case .changes: "\(role.id)/changes.html"
        case .day(let date): "\(role.id)/days/\(date).html"
        case .person(let id): "\(role.id)/people/\(id).html"
        }
    }

    /// A page as the template and the values it is rendered from: the page's one input.
    package struct PageInput: FileInput {
        let template: String
        /// The page's own values; a layout's fields that many pages share are in `layout`.
        let values: [String: MustacheValue]
        /// Fields of `values` that are pieces with keys of their own (a day body): the key stands
        /// for the field, which is not written out again to be hashed.
        var pieces: [String: UInt64] = [:]
        /// How big the page will be, roughly: pages hold tens of megabytes in all, and a doubling
        /// buffer would leave a quarter of that as slack and copy it twice.
        let size: Int
        /// The layout's fields, shared by many pages and put together with `values` only when
        /// the page is rendered, and their hashes, summed beforehand (`InputKey.FieldSum`).
        var layout: (values: [String: MustacheValue], summed: InputKey.FieldSum) = ([:], InputKey.FieldSum())
        /// Fields made only when the page is rendered, for which a piece in `pieces` stands (a
        /// year of travel): a page whose key did not move never makes them.
        var later: (@Sendable () -> [String: MustacheValue])?

        package func key(_ bases: KeyBases) -> UInt64? {
            var key = InputKey("page", templates: bases.of(template))
            key.add(template)
            key.add(fields: values, leavingOut: pieces, summed: layout.summed)
            for name in pieces.keys.sorted() {
                key.add(name)
                key.add(pieces[name]!)
            }
            return key.value
        }

        /// Each value the template gets, by its name (a piece by its key), and the template.
        package func parts(_ bases: KeyBases) -> [InputPart] {
            var parts = [InputPart("template \(template)", bases.digest(of: template))]
            for (name, value) in all where pieces[name] == nil { parts.append(InputPart(name, InputPart.digest(value))) }
            for (name, key) in pieces { parts.append(InputPart(name, key)) }
            return parts
        }

        package func render(with templates: TemplateLibrary) throws -> [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(size)
            try templates.render(template, .object(all), into: &bytes)
            return bytes
        }

        /// The layout's fields and the page's own. The layout's summed hashes stand for its
        /// fields in the key, so no field of the page's own may replace one.
        var all: [String: MustacheValue] {
            let own = later.map { values.merging($0()) { _, _ in preconditionFailure("a page's later field shadows another") } } ?? values
            return layout.values.isEmpty ? own : layout.values.merging(own) { _, _ in preconditionFailure("a page's field shadows its layout's") }
        }
    }

    /// What the page is made from, and nothing else.
    func input(_ page: Page, shared: SharedValues) throws -> any FileInput {
        let layout = PageLayout(tour: model.tour, role: role, assets: assets)
        var values: [String: MustacheValue]
        var pieces: [String: UInt64] = [:]
        var later: (@Sendable () -> [String: MustacheValue])?
        var layoutShared: (values: [String: MustacheValue], summed: InputKey.FieldSum) = ([:], InputKey.FieldSum())
        let template: String
        switch page {
        case .home:
            values = layout.values(page: .home, depth: 0, title: nil, edition: shared.edition)
            values.merge(shared.home) { $1 }
            // Not in the shared home values: a title shows only with contacts.
            values["personPages"] = PersonPage.list(model, role: role) ?? .null
            values["feed"] = HomePage.feed(model, role: role) ?? .null
            values["lastChanged"] = shared.changes.lastChanged()
            values["tourDocuments"] = DocumentLinks.list(model.tour.documents, visibility: role.visibility, assets: assets, words: model.words) ?? .null
            template = "index"
        case .travel:
            values = layout.values(page: .travel, depth: 0, title: model.words.travel)
            let travel = TravelPage(model: model, days: shared.days.source, shares: shared.bodies.map(\.facts.travelShare), visibility: role.visibility)
            (pieces["travel"], later) = (travel.key(), { travel.value() })
            template = "travel"
        case .contacts:
            values = layout.values(page: .contacts, depth: 0, title: model.words.contacts)
            values.merge(shared.contacts) { $1 }
            template = "contacts"
        case .print:
            values = layout.values(page: .print, depth: 0, title: model.words.tourBook, edition: shared.edition)
            values.merge(shared.home) { $1 }
            let dates = model.dates
            (pieces["printDays"], later) = (ContentHash.xxh64(shared.bodies.flatMap { body in withUnsafeBytes(of: body.key.littleEndian, Array.init) }),
                                            { ["printDays": .list(Self.printedDays(shared, dates: dates))] })
            values["tourDocuments"] = DocumentLinks.list(model.tour.documents, visibility: role.visibility, assets: assets, words: model.words) ?? .null
            if role.can(.travel) { values["passportTable"] = .wrapped("rows", PassportList.values(model)) }
            if role.can(.contacts) { values.merge(shared.contacts) { $1 } }
            template = "print"
        case .changes:
            values = layout.values(page: .changes, depth: 0, title: model.words.whatChanged, edition: shared.edition)
            values.merge(shared.changes.value(depth: 0)) { $1 }
            template = "changes"
        case .day(let date):
            let body = shared.body(date)
            let index = shared.index(date)
            var own: [String: MustacheValue] = ["pageTitle": .string(layout.pageTitle(shared.dayHeads.titles[index])),
                                                "dayBody": .htmlBytes(body.html)]
            let (days, visibility) = (shared.days, shared.visibility)  // all the later value needs, not the role's shared values
            (pieces["day"], pieces["dayBody"], later) = (body.key, body.key, { ["day": days.value(index, visibility)] })
            if index > 0 { own["previous"] = shared.dayHeads.links[index - 1] }
            if index + 1 < model.dates.count { own["next"] = shared.dayHeads.links[index + 1] }
            if let link = cards?.dayLink(date) { own["contactCards"] = link }
            (values, layoutShared) = (own, dayLayout)
            template = "day"
        case .person(let id):
            guard let days = shared.personal, let person = model.peopleByID[id] else { throw UnknownPerson(id: id) }
            return PersonPage(model: model, role: role, days: days, person: person)
                .input(layout: layout.values(page: .person, depth: 1, title: person.name, owner: (person.name, person.id)))
        }
        return PageInput(template: template, values: values, pieces: pieces, size: estimatedSize(page, shared: shared), layout: layoutShared,
                         later: later)
    }

    private func estimatedSize(_ page: Page, shared: SharedValues) -> Int {
        switch page {
        case .day(let date): shared.html(date).count + 8_192
        case .print: shared.bodies.reduce(0) { $0 + $1.html.count + 64 } + 256 * 1024
        case .home, .travel, .contacts, .changes: 64 * 1024
        case .person: 0  // PersonPage sizes its own
        }
    }

    struct UnknownPerson: Error { let id: String }

    /// One printed page per date, but dates on which the role has nothing run together on one.
    private static func printedDays(_ shared: SharedValues, dates: [CivilDate]) -> [MustacheValue] {
        var pages: [(bodies: [RenderedDays.Body], first: CivilDate, empty: Bool)] = []
        for (body, date) in zip(shared.bodies, dates) {
            if body.isEmpty, let last = pages.last, last.empty {
                pages[pages.count - 1].bodies.append(body)
            } else {
                pages.append(([body], date, body.isEmpty))
            }
        }
        return pages.map { page in
            .fields(["body": .htmlBytes(page.bodies.count == 1 ? page.bodies[0].html : ArraySlice(page.bodies.flatMap(\.html))),
                     "day": shared.printReadsDay ? shared.dayValue(page.first) : nil,
                     "quiet": page.empty ? .bool(true) : nil])
        }
    }
}
