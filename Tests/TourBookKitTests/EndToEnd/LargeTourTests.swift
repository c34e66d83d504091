import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// A tour far longer than any real one (27 years of day files) loads, checks and builds whole,
/// in bounded time.
@Suite(.endToEnd)
struct LargeTourTests {
    /// 10,000 day files loaded, checked (the build stops at any error) and built in full for one
    /// role: every day page with its notes, and the print book with all of them (about 60 s in a
    /// debug build on two idle cores; loading alone took minutes while attaching notes to their
    /// day was quadratic; the second role only doubles the render).
    @Test(.timeLimit(.minutes(3)))
    func tenThousandDaysLoadCheckAndBuild() throws {
        let content = TempContent()
        content.remove("days")
        try SyntheticTour(days: 10_000, people: 5, roles: 2).write(to: content.content.path)
        let started = ContinuousClock.now
        let site = try SiteFixture(content: content, roles: ["crew"])
        print("10,000 days: build of one role \(ContinuousClock.now - started) (\(site.outcome.timings.line))")
        let days = site.files(under: "crew/days")
        let last = CivilDate(year: 2027, month: 1, day: 4)!.adding(days: 9_999)
        #expect(days.count == 10_000)
        #expect(days.first == "2027-01-04.html")
        #expect(days.last == "\(last).html")
        for day in ["2027-01-04", "\(last)"] {
            #expect(try site.text("crew/days/\(day).html").contains("Laundry: ask the hotel front desk"), "\(day): its notes")
        }
        #expect(try site.text("crew/print.html").contains("2054")) // the last days, 27 years on
    }
}
