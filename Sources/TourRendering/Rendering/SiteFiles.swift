import Mustache

/// The bytes of every planned file of a build (`FileRecipe`): pages rendered with the values
/// the roles share, assets as they are, calendar feeds put together from the prepared events.
/// The same recipe always gives the same bytes.
package struct SiteFiles: Sendable {
    let model: SiteModel
    let sites: [RoleSite]
    let shared: [SharedValues]
    let library: TemplateLibrary
    let assets: SiteAssets
    let events: PreparedEvents
    /// The travellers' own pages and feeds.
    let privatePages: PrivatePage
    let privateEvents: PreparedEvents

    package init(renderer: SiteRenderer, days: RenderedDays) {
        (model, sites, library, assets) = (renderer.model, renderer.sites, renderer.templates.library, renderer.assets)
        (events, privateEvents) = (renderer.events, renderer.privateEvents)
        shared = renderer.sharedValues(days)
        privatePages = PrivatePage(model: model, assets: assets, days: renderer.privateDays(days))
    }

    /// What a file made late is made from (`FileRecipe.isMadeLate`), and nothing else.
    package func input(_ recipe: FileRecipe) throws -> any FileInput {
        switch recipe {
        case .page(let role, let page): return try sites[role].input(page, shared: shared[role])
        case .roleFeed(let role):
            let role = sites[role].role
            return events.input(visibility: role.visibility, name: "\(model.tour.name) · \(role.title)")
        case .personFeed(let role, let id):
            guard let person = model.peopleByID[id] else { throw RoleSite.UnknownPerson(id: id) }
            return events.input(person: person, visibility: sites[role].role.visibility, name: "\(model.tour.name) · \(person.name)")
        case .privatePage(let id):
            guard let person = model.peopleByID[id] else { throw RoleSite.UnknownPerson(id: id) }
            return privatePages.input(person)
        case .privateFeed(let id):
            guard let person = model.peopleByID[id] else { throw RoleSite.UnknownPerson(id: id) }
            return privateEvents.input(person: person, visibility: .traveller, name: "\(model.tour.name) · \(person.name)")
        case .contactCards(let role, let date):
            guard let cards = sites[role].cards, let file = date.map({ cards.days[$0] }) ?? cards.tour else { throw NotMadeLate(recipe: recipe) }
            return file
        case .asset, .changesFeed, .webManifest, .offlineWorker: throw NotMadeLate(recipe: recipe)
        }
    }

    struct NotMadeLate: Error { let recipe: FileRecipe }

    /// A file's bytes: those made late from their input, the others at once.
    package func make(_ recipe: FileRecipe) throws -> [UInt8] {
        switch recipe {
        case .page, .roleFeed, .personFeed, .contactCards, .privatePage, .privateFeed:
            return try input(recipe).render(with: library)
        case .asset(let name):
            return assets.named(name)?.bytes ?? []
        case .changesFeed(let role):
            return ChangesFeed(model: model, role: sites[role].role, page: shared[role].changes).bytes()
        case .webManifest(let role):
            return WebAppManifest(tour: model.tour, role: sites[role].role, assets: assets).bytes()
        case .offlineWorker(let role):
            throw MadeAsIndex(path: sites[role].path(.home))
        }
    }
}
