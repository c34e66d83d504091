/// Every file of a build, planned before anything is rendered: for each role its pages (tabs
/// it can't open have none), its assets (documents only of tabs it can open), its calendars,
/// and what makes it an app that works offline (web manifest, service worker), each with its
/// path; and each traveller's private folder (`PrivatePage`).
struct SitePlan: Sendable {
    struct File: Sendable {
        var path: String
        var recipe: FileRecipe
        /// Another planned file whose bytes always equal these (`OutputFile.sameAs`).
        var sameAs: String?
    }

    let files: [File]

    init(model: SiteModel, sites: [RoleSite], assets: SiteAssets) {
        var files: [File] = []
        // A personal feed holds travel only, the same in every role that sees the same of the
        // person's travel (`SiteModel.travelView`): written for the first such role and linked
        // from the others. So are the contact cards, in every role that sees the same contacts.
        var firstTravelRole: [String: [Set<Audience>: String]] = [:]
        var firstContactsRole: [Set<Audience>: String] = [:]
        // An asset is named by its bytes: every folder's copy is one file.
        var firstOfAsset: [String: String] = [:]
        func asset(_ name: String, at path: String) -> File {
            defer { if firstOfAsset[name] == nil { firstOfAsset[name] = path } }
            return File(path: path, recipe: .asset(name: name), sameAs: firstOfAsset[name])
        }
        for (index, site) in sites.enumerated() {
            let role = site.role
            files += site.pages.map { File(path: site.path($0), recipe: .page(role: index, $0)) }
            files += assets.all.map { asset($0.name, at: "\(role.id)/assets/\($0.name)") }
            // Documents only where the role may see one of their attachments: the file of a
            // closed tab is not in the folder at all.
            let documents = Set(model.documents(for: role.visibility).compactMap { assets.documents[$0.path]?.name })
            files += documents.sorted().map { asset($0, at: "\(role.id)/assets/\($0)") }
            // A calendar without events is not valid iCalendar: a role that sees no item has none.
            if model.hasItems(for: role.visibility) { files.append(File(path: "\(role.id)/calendar.ics", recipe: .roleFeed(role: index))) }
            files.append(File(path: "\(role.id)/changes.xml", recipe: .changesFeed(role: index)))
            files.append(File(path: "\(role.id)/\(WebAppManifest.fileName)", recipe: .webManifest(role: index)))
            files.append(File(path: "\(role.id)/\(OfflineWorker.fileName)", recipe: .offlineWorker(role: index)))
            if role.can(.contacts), let cards = site.cards {
                let contacts = model.contactView(role.visibility)
                files += cards.paths.map { card in
                    File(path: "\(role.id)/\(card.path)", recipe: .contactCards(role: index, date: card.date),
                         sameAs: firstContactsRole[contacts].map { "\($0)/\(card.path)" })
                }
                if firstContactsRole[contacts] == nil { firstContactsRole[contacts] = role.id }
            }
            guard role.can(.travel) else { continue }
            for person in model.travellers(for: role.visibility) {
                let path = CalendarFeed.personPath(person), travel = model.travelView(of: person, role.visibility)
                files.append(File(path: "\(role.id)/\(path)", recipe: .personFeed(role: index, person: person.id),
                                  sameAs: firstTravelRole[person.id]?[travel].map { "\($0)/\(path)" }))
                if firstTravelRole[person.id]?[travel] == nil { firstTravelRole[person.id, default: [:]][travel] = role.id }
            }
        }
        for person in model.travellers {
            files += PrivatePage.assets(assets).map { asset($0.name, at: PrivatePage.path(person, "assets/\($0.name)")) }
            files.append(File(path: PrivatePage.path(person), recipe: .privatePage(person: person.id)))
            files.append(File(path: PrivatePage.path(person, "calendar.ics"), recipe: .privateFeed(person: person.id)))
        }
        self.files = files
    }
}
