import Testing
@testable import TourBookKit
@testable import TourContent
@testable import TourRendering
@testable import TourViews

/// A date's bodies are had from the `PieceStore` by what the date is made from (`DayBodies`):
/// a build whose dates' inputs are those of the store's build makes no date's parts for its
/// bodies, print.html or unmade day pages, and takes the same bodies; a date whose input moved,
/// or that shows a hotel from a date whose file moved, is made again, and so is a date without
/// files of its own (the sample's 12th), which has no key.
struct DayBodiesTests {
    /// The sample's renderer over `store`, each date's key from `keys` (`BuildInputs.dayKeys`).
    static func renderer(_ store: PieceStore, keys: [String: UInt64]) throws -> SiteRenderer {
        let (model, templates, assets) = try PipelineStageTests.sample()
        let ready = SiteBuild.Ready(model: model, templates: templates, assets: assets, toolBase: 7)
        return SiteBuild.Published(model: model, earlier: BuildRecord(), time: 0).renderer(ready, pieces: store, dayKeys: keys)
    }

    static func keys(_ model: SiteModel, moving moved: String? = nil) -> [String: UInt64] {
        Dictionary(uniqueKeysWithValues: model.tour.days.map { day in
            (day.date.description, UInt64(day.date.daysSinceEpoch) &* 31 &+ (day.date.description == moved ? 1 : 0))
        })
    }

    @Test func aBuildOfTheSameInputsTakesEveryBodyFromTheStore() throws {
        let store = PieceStore()
        var log = DiagnosticLog()
        let first = try Self.renderer(store, keys: [:])
        let keys = Self.keys(first.model)
        let maker = try Self.renderer(store, keys: keys)
        let made = try #require(maker.renderDays(log: &log))
        _ = SiteFiles(renderer: maker, days: made)  // the person sections' keys, which the store keeps too
        _ = store.keepUsed()
        let again = try Self.renderer(store, keys: keys)
        let taken = try #require(again.renderDays(log: &log))
        let unkeyed = again.model.dates.indices.filter { keys[again.model.dates[$0].description] == nil }
        let asked = { again.model.dates.indices.filter { taken.source.wasAsked($0) } }
        #expect(unkeyed.map { again.model.dates[$0].description } == ["2027-03-12"])
        #expect(asked() == unkeyed, "no keyed date's parts made")
        // Notes are rendered when a date's parts are made: the first build, every day's; this one, the unkeyed date's alone.
        let notesOf = { (renderer: SiteRenderer, dates: [Int]) in
            Set(dates.flatMap { d in
                let date = renderer.model.dates[d]
                return (renderer.model.days[date]?.notes ?? []) + (renderer.model.tour.looseNotes[date] ?? [])
            }.map(\.file))
        }
        let keyed = again.model.dates.indices.filter { !unkeyed.contains($0) }
        #expect(notesOf(maker, keyed).count > 3 && notesOf(maker, keyed).isSubset(of: maker.notes.renderedFiles))
        #expect(again.notes.renderedFiles.isDisjoint(with: notesOf(again, keyed)))
        #expect(notesOf(again, unkeyed).isSubset(of: again.notes.renderedFiles))
        for (visibility, bodies) in made.bodies {
            #expect(taken.bodies[visibility]!.map(\.facts) == bodies.map(\.facts))
            #expect(taken.bodies[visibility]!.map(\.html) == bodies.map(\.html))
        }
        // print.html is made from the bodies alone; a day page reads its date's parts only when it is made.
        let files = SiteFiles(renderer: again, days: taken)
        for (r, site) in again.sites.enumerated() {
            _ = try files.make(.page(role: r, .print))
            _ = try files.input(.page(role: r, .day(again.model.dates[3])))
            #expect(asked() == unkeyed, "\(site.role.id): print.html and a day page's key need no parts")
        }
        _ = try files.make(.page(role: 0, .day(again.model.dates[3])))
        #expect(asked() == [3] + unkeyed, "a day page that is made reads its own date's")
    }

    /// The 13th books a stay that checks out on the 15th: a new key for the 13th's files makes
    /// the 13th and the dates it shows that hotel on again, and no other.
    @Test func aDateShowingAnotherDatesHotelIsMadeWhenThatDateMoves() throws {
        let store = PieceStore()
        var log = DiagnosticLog()
        let model = try Self.renderer(store, keys: [:]).model
        _ = try #require(try Self.renderer(store, keys: Self.keys(model)).renderDays(log: &log))
        _ = store.keepUsed()
        let moved = try Self.renderer(store, keys: Self.keys(model, moving: "2027-03-13"))
        let taken = try #require(moved.renderDays(log: &log))
        let made = Set(model.dates.indices.filter { taken.source.wasAsked($0) }.map { model.dates[$0].description })
        let hotels = Set(model.dates.filter { date in
            (model.staysByNight[date] ?? []).contains { $0.bookedOn.description == "2027-03-13" }
                || (model.checkOutsByDate[date] ?? []).contains { $0.from.description == "2027-03-13" }
        }.map(\.description))
        #expect(hotels.count >= 3 && hotels.contains("2027-03-15"))
        #expect(made == hotels.union(["2027-03-13", "2027-03-12"]))
    }

    /// travel.html and person pages read a date's travel items from its parts when the build
    /// made them, else from values made on their own: the same values, with and without
    /// booking references, for every travel item of every date of the sample and a synthetic tour.
    @Test func aDatesTravelMadeOnItsOwnIsItsPartsTravel() throws {
        let (sample, _, assets) = try PipelineStageTests.sample()
        let content = TempContent()
        for file in ["tour.json", "people.json", "days/2027-03-14.json"] { content.remove(file) }
        try SyntheticTour(days: 30, people: 12, roles: 4).write(to: content.content.path)
        let synthetic = SiteModel(tour: try #require(content.load().tour))
        var items = 0
        for model in [sample, synthetic] {
            let days = DaySource(model: model, notes: NotesHTML(model.tour), assets: assets, dayKeys: nil, last: nil)
            for (d, date) in model.dates.enumerated() {
                let entries = model.timelines[date]?.entries ?? []
                let alone = days.travel(d)
                #expect(!days.wasAsked(d), "made without the parts")
                let fromParts = DayTravel(days.parts(d), entries: entries)
                #expect(alone.zoneOffset == fromParts.zoneOffset)
                for i in entries.indices where entries[i].tab == .travel {
                    for bookings in [true, false] { #expect(alone.value(i, bookings: bookings) == fromParts.value(i, bookings: bookings), "\(date) \(i)") }
                    items += 1
                }
            }
        }
        #expect(items > 100)
    }

    @Test func factsReadBackAsWrittenOrNotAtAll() throws {
        let facts = RenderedDays.Body.Facts(key: 0xfeed_0000_0000_beef, digest: 3, isEmpty: true, travelShare: 0x8000_0000_0000_0001)
        let bytes = facts.encoded()
        #expect(RenderedDays.Body.Facts(decoding: bytes[...]) == facts)
        #expect(RenderedDays.Body.Facts(decoding: bytes.dropLast()) == nil)
        #expect(RenderedDays.Body.Facts(decoding: ArraySlice(bytes + [0])) == nil)
        var flag = bytes
        flag[flag.count - 8] = 2
        #expect(RenderedDays.Body.Facts(decoding: flag[...]) == nil)
    }

    /// A stay booked with a check-in after midnight (`+1`) is still its day file's.
    @Test func aStayIsBookedOnItsDayFilesDate() throws {
        let date = try #require(CivilDate(iso: "2027-03-13"))
        let zone = try ZoneStore().zone("Europe/London")
        let checkIn = ZonedTime(time: .clock(ClockTime(minuteOfDay: 60, dayOffset: 1)), zone: zone, pageDate: date)
        let hotel = Hotel(name: "Late", checkIn: checkIn, rooms: [], booking: TravelBooking(order: 1))
        #expect(checkIn.date.description == "2027-03-14" && hotel.bookedOn == date)
    }
}
