import Foundation
import Testing
@testable import TourContent

/// A schedule item's `ends`: shown under its start on the day page and in print, the end of its
/// calendar event, listed when it changes, and a warning pointing at `ends` when it is not after
/// the start.
struct ScheduleEndTests {
    /// The sample's last show (Berlin, the 20th): the headline set runs 21:00 to 22:45.
    @Test func theSetShowsItsEndOnTheDayPageInPrintAndInTheFeed() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true), roles: ["crew"])
        let end = #"<time class="clock" datetime="2027-03-20T21:00+01:00">21:00</time><span class="ends">–<time datetime="2027-03-20T22:45+01:00">22:45</time></span>"#
        #expect(try site.text("crew/days/2027-03-20.html").contains(end))
        #expect(try site.text("crew/print.html").contains(end))
        // No "Ends" fact line under the title: the time column says it.
        #expect(try !site.text("crew/days/2027-03-20.html").contains("fact-ends"))
        let feed = try site.text("crew/calendar.ics").replacingOccurrences(of: "\r\n", with: "\n")
        let event = try #require(feed.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("SUMMARY:The Night Ferries\n") && $0.contains("20270320T") })
        #expect(event.contains("DTSTART;TZID=Europe/Berlin:20270320T210000\nDTEND;TZID=Europe/Berlin:20270320T224500\n"))
        // An item without an end keeps a start-only event.
        let curfew = try #require(feed.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("SUMMARY:Curfew\n") && $0.contains("20270320T") })
        #expect(!curfew.contains("DTEND"))
    }

    /// Past midnight with `+1`, like `time`.
    @Test func anEndPastMidnightIsOnTheNextDay() throws {
        let content = TempContent(copyingSample: true)
        content.replace("days/2027-03-20.json", #""ends": "22:45""#, #""ends": "00:15+1""#)
        let site = try SiteFixture(content: content, roles: ["crew"])
        #expect(try site.text("crew/days/2027-03-20.html").contains(#"<span class="ends">–<time datetime="2027-03-21T00:15+01:00">00:15+1</time></span>"#))
        let feed = try site.text("crew/calendar.ics")
        #expect(feed.contains("DTSTART;TZID=Europe/Berlin:20270320T210000\r\nDTEND;TZID=Europe/Berlin:20270321T001500\r\n"))
    }

    @Test(arguments: [("21:00", "the same minute"), ("20:30", "before the start")])
    func anEndNotAfterTheStartIsAWarningAtEnds(_ ends: String, _ why: String) throws {
        let content = TempContent(copyingSample: true)
        content.replace("days/2027-03-20.json", #""ends": "22:45""#, #""ends": "\#(ends)""#)
        let warnings = content.messages().filter { $0.contains("it ends before it starts") }
        #expect(warnings.count == 1, "\(why)")
        #expect(warnings.first?.hasPrefix("Content/days/2027-03-20.json:20:32: warning: ") == true
                && warnings.first?.hasSuffix("at schedule[8].ends") == true, "\(warnings)")
    }

    /// A set that runs longer is listed in what changed, and its feed event moves its end.
    @Test func aChangedEndIsListed() throws {
        let (content, _) = try ChangesPageTests.rebuilt { c in c.replace("days/2027-03-20.json", #""ends": "22:45""#, #""ends": "23:00""#) }
        let lines = try ChangesPageTests.latestLines(content, role: "crew")
        #expect(lines.contains { $0.contains("The Night Ferries") && $0.contains("22:45") && $0.contains("23:00") }, "\(lines)")
        #expect(try ChangesPageTests.text(content, "crew/calendar.ics").contains("DTEND;TZID=Europe/Berlin:20270320T230000"))
    }
}
