/// Everything a build knows about the tour, loaded and checked.
public struct Tour: Sendable {
    /// What tells this tour apart from every other in a calendar that holds several: the end of
    /// every calendar UID. tour.json's `id`, else made from the name.
    public var id: String
    public var name: String
    public var artist: String?
    public var zone: ZoneInfo
    public var clock: ClockStyle
    /// Path under the content folder, e.g. `assets/artist.jpg`.
    public var artwork: String?
    public var roles: [Role]
    public var people: [Person]
    /// `tour.md` (for everyone), then `tour.schedule.md`, `tour.travel.md` and `tour.contacts.md`
    /// (for roles with that tab), those that exist.
    public var notes: [Notes]
    /// Day files in date order.
    public var days: [Day]
    /// Notes files for dates with no day file (shown on that date's page).
    public var looseNotes: [CivilDate: [Notes]]
    /// Where the site is published (`https://…/`), so calendar links can be absolute; nil
    /// when not given.
    public var baseURL: String?
    /// Where tapped addresses lead (`mapLinks` in tour.json).
    public var mapLinks: MapLinks = .standard
    /// Files for the whole tour (tour.json's `documents`), on the home page.
    public var documents: [Document] = []
    /// How dates and times are written (`locale` in tour.json).
    public var locale: TourLocale = .britishEnglish

    /// Every document attached anywhere, in tour, then date order; a file attached twice is
    /// listed twice (each attachment has its own tab).
    public var allDocuments: [Document] {
        documents + days.flatMap { ($0.venue?.documents ?? []) + $0.documents }
    }

    public var firstDate: CivilDate? { days.first?.date }
    public var lastDate: CivilDate? { days.last?.date }
}
