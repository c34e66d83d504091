import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The sample tour in Content/ is what `tourbook build` renders out of the box.
struct SampleContentTests {
    @Test func loadsWithOnlyThePassportWarnings() throws {
        let result = ContentLoader(directory: Paths.content.path).load()
        #expect(result.log.entries.isEmpty)
        let tour = try #require(result.tour)
        let model = SiteModel(tour: tour)
        let warnings = model.passportWarnings.entries.map(\.message)
        #expect(warnings.count == 4)
        #expect(warnings.allSatisfy { $0.contains("passport") })
    }

    @Test func coversWhatTheIssueAsksFor() throws {
        let tour = try #require(ContentLoader(directory: Paths.content.path).load().tour)
        let zones = Set(tour.days.map(\.zone.identifier) + tour.days.flatMap { $0.flights.flatMap { [$0.from.zone.identifier, $0.to.zone.identifier] } })
        #expect(zones.count >= 3)
        #expect(zones.contains { $0.hasPrefix("America/") } && zones.contains { $0.hasPrefix("Europe/") })
        #expect(tour.roles.count >= 3)
        let lastDay = try #require(tour.lastDate)
        #expect(tour.days.count >= 12)
        // A red-eye: a flight that lands on a later date than it leaves.
        #expect(tour.days.contains { $0.flights.contains { $0.arrives.date > $0.departs.date } })
        // A bus call after midnight on a show day.
        #expect(tour.days.contains { $0.kind == .show && $0.schedule.contains { ($0.time.time.clockTime?.dayOffset ?? 0) > 0 } })
        // TBD items, a split hotel night, tab-only notes.
        #expect(tour.days.contains { $0.schedule.contains { $0.time.instant == nil } })
        #expect(tour.days.contains { $0.hotels.count >= 2 })
        #expect(tour.days.contains { $0.notes.contains { $0.tab != nil } })
        // Passports in all three states.
        let statuses = Set(PassportCheck(people: tour.people, firstDay: try #require(tour.days.first?.date), lastDay: lastDay).results.map(\.status))
        #expect(statuses == [.ok, .warning, .expired])
    }

    /// A venue from venues.json on two dates, and documents of the tour, a venue and a day,
    /// each for another tab.
    @Test func hasAVenuePlayedTwiceAndDocumentsOfEachOwner() throws {
        let tour = try #require(ContentLoader(directory: Paths.content.path).load().tour)
        let venues = Dictionary(grouping: tour.days.compactMap(\.venue), by: \.name)
        let twice = try #require(venues.values.first { $0.count >= 2 })
        #expect(twice[0].parking != nil && !twice[0].nearby.isEmpty)
        let venueDocuments = Set(tour.days.flatMap { $0.venue?.documents ?? [] })
        let dayDocuments = tour.days.flatMap(\.documents)
        #expect(tour.documents.count == 1 && venueDocuments.count == 1 && dayDocuments.count == 1)
        #expect(Set([tour.documents[0].tab, venueDocuments.first!.tab, dayDocuments[0].tab]) == [.contacts, .travel, .schedule])
    }
}
