import Mustache

/// Makes the bytes of a planned file (`FileRecipe`). The writer asks for files made late while
/// it writes them; the same recipe always gives the same bytes.
protocol FileMaking: Sendable {
    func make(_ recipe: FileRecipe) throws -> [UInt8]
}

/// The bytes of every planned file of a build: pages rendered with the values the roles share,
/// assets as they are, calendar feeds put together from the prepared events.
struct SiteFiles: FileMaking {
    let model: SiteModel
    let sites: [RoleSite]
    let shared: [SharedValues]
    let library: TemplateLibrary
    let assets: SiteAssets
    let events: PreparedEvents

    func make(_ recipe: FileRecipe) throws -> [UInt8] {
        switch recipe {
        case .page(let role, let page):
            return try sites[role].render(page, with: library, shared: shared[role])
        case .asset(let name):
            return assets.named(name)?.bytes ?? []
        case .roleFeed(let role):
            let role = sites[role].role
            return events.document(tabs: role.tabs, name: "\(model.tour.name) · \(role.title)")
        case .changesFeed(let role):
            return ChangesFeed(model: model, role: sites[role].role, page: shared[role].changes).bytes()
        case .personFeed(let id):
            guard let person = model.peopleByID[id] else { throw RoleSite.UnknownPerson(id: id) }
            return events.document(person: person, name: "\(model.tour.name) · \(person.name)")
        case .webManifest(let role):
            return WebAppManifest(tour: model.tour, role: sites[role].role, assets: assets).bytes()
        case .offlineWorker(let role):
            throw MadeAsIndex(path: sites[role].path(.home))
        }
    }
}
