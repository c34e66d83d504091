/// What one planned file is, as a value: which role's page, asset or calendar it holds. The
/// plan is made of these before anything is rendered; `SiteFiles` makes the bytes of each.
package enum FileRecipe: Sendable, Hashable {
    /// A page of the role at this index of the build's roles.
    case page(role: Int, RoleSite.Page)
    /// One of `SiteAssets.all`, by its hashed name.
    case asset(name: String)
    /// The role's `calendar.ics`.
    case roleFeed(role: Int)
    /// A person's `people/<id>.ics` as the role at this index sees it: the same in every role
    /// that sees the same audiences.
    case personFeed(role: Int, person: String)
    /// A traveller's `private/<id>/index.html` (`PrivatePage`).
    case privatePage(person: String)
    /// A traveller's `private/<id>/calendar.ics`, with booking references.
    case privateFeed(person: String)
    /// `contacts.vcf` (nil) or `days/<date>.vcf` as the role at this index sees it: the same in
    /// every role with the contacts tab that sees the same audiences.
    case contactCards(role: Int, date: CivilDate?)
    /// The role's `changes.xml` (Atom).
    case changesFeed(role: Int)
    /// The role's `manifest.webmanifest` (`WebAppManifest`).
    case webManifest(role: Int)
    /// The role's `sw.js` (`OfflineWorker`): made from the final hashes of every other file of
    /// the role, so the writer makes it last (`OutputFile.listed`), never with the others.
    case offlineWorker(role: Int)

    /// Made while they are written, from their input (`FileInput`), so the build never holds
    /// them all and one whose key holds is not made at all: pages and calendar feeds.
    package var isMadeLate: Bool {
        switch self {
        case .page, .privatePage, .privateFeed: true
        case .asset, .changesFeed, .webManifest: false
        case .roleFeed, .personFeed, .contactCards, .offlineWorker: true
        }
    }

    /// A page's kind, for rendering one of each before anything is written; nil for the rest.
    package var pageKind: String? {
        switch self {
        case .page(_, let page): page.kindName
        case .privatePage: PrivatePage.template
        default: nil
        }
    }

    /// Made from other files' final hashes (`OutputFile.listed`), after they are written.
    package var isIndex: Bool { if case .offlineWorker = self { true } else { false } }
}
