import Mustache

/// What the previous build rendered, kept by `watch`: for every date, the inputs its body was
/// made from and the results (pieces, values, bodies, and each role's day page). A date whose
/// inputs are equal, under equal global inputs, is not built or rendered again.
public final class RenderMemory: Sendable {
    /// Inputs every page depends on: when any differs, nothing is reused.
    struct Global: Equatable {
        var templates: UInt64
        var tourName: String, artist: String?, zone: String, clock: ClockStyle
        /// What every page's links are made from: UIDs, calendar links, map links, documents.
        var tourID: String, baseURL: String?, mapLinks: MapLinks, documents: [Document]
        var roles: [Role]
        var people: [Person]
        var first: CivilDate, count: Int
        /// Every asset's hashed name, documents included.
        var assets: [String]
    }

    /// Under equal global inputs the dates are the same, so everything is by date index.
    struct Snapshot {
        var global: Global
        var inputs: [DateInputs]
        var days: RenderedDays
        /// Day pages by path.
        var dayPages: [String: [UInt8]]
    }

    private let snapshot = Lock<Snapshot?>(nil)

    public init() {}

    /// The previous build's results, if they were made under the same global inputs.
    func previous(matching global: Global) -> Snapshot? {
        snapshot.withLock { $0.flatMap { $0.global == global ? $0 : nil } }
    }

    func remember(_ new: Snapshot) { snapshot.withLock { $0 = new } }
}

/// Everything one date's page body is made from, to tell whether it changed since the last
/// build.
struct DateInputs: Equatable, Sendable {
    struct CheckOut: Equatable, Sendable { var hotel: Hotel; var from: CivilDate }
    var day: Day?
    var stays: [Hotel]
    var checkOuts: [CheckOut]
    var looseNotes: [Notes]
    /// What the day marks as changed, for each set of tabs (`SiteRenderer.marks`).
    var marks: [Set<Tab>: [String: String]]

    init(_ model: SiteModel, _ date: CivilDate, marks: [Set<Tab>: [String: String]]) {
        self.marks = marks
        day = model.days[date]
        stays = model.staysByNight[date] ?? []
        checkOuts = (model.checkOutsByDate[date] ?? []).map { CheckOut(hotel: $0.hotel, from: $0.from) }
        looseNotes = model.tour.looseNotes[date] ?? []
    }
}
