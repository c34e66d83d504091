import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The "Times" rules of the content format, as a table: text → minutes after midnight, day
/// offset, approximate; or unreadable (and whether the build warns).
struct TimeParserTests {
    @Test(arguments: [
        ("15:00", 900, 0, false), ("9:05", 545, 0, false), ("09:05", 545, 0, false), ("00:00", 0, 0, false),
        ("23:59", 1439, 0, false), ("~18:30", 1110, 0, true), ("~ 18:30", 1110, 0, true), ("00:30+1", 30, 1, false),
        ("00:30 +1", 30, 1, false), ("01:15+2", 75, 2, false), ("~01:15+1", 75, 1, true), ("3:00 pm", 900, 0, false),
        ("3:00pm", 900, 0, false), ("3:00 PM", 900, 0, false), ("12:00 am", 0, 0, false), ("12:30 pm", 750, 0, false),
        ("11:59 pm", 1439, 0, false), ("7:00 p.m.", 1140, 0, false), ("10 am", 600, 0, false), (" 15:00 ", 900, 0, false),
        ("5:30 pm+1", 1050, 1, false),
    ])
    func readableTimes(_ text: String, _ minutes: Int, _ offset: Int, _ approximate: Bool) throws {
        let result = TimeParser.parse(text)
        let clock = try #require(result.time.clockTime)
        #expect(clock == ClockTime(minuteOfDay: minutes, dayOffset: offset, approximate: approximate))
        #expect(!result.looksBroken)
    }

    @Test(arguments: [
        ("TBD", false), ("", false), ("after the show", false), ("tba", false), ("Doors 19:00", false),
        ("25:99", true), ("14.3", true), ("24:00", true), ("12:60", true), ("13:00 pm", true), ("0:30 am", true),
        ("18:30+3", true), ("1530", true), ("9h30", true), ("7:5", true), ("::", false),
    ])
    func unreadableTimes(_ text: String, _ warns: Bool) {
        let result = TimeParser.parse(text)
        #expect(result.time.clockTime == nil)
        #expect(result.time.unreadableText == (text.trimmingCharacters(in: .whitespaces).isEmpty ? "TBD" : text))
        #expect(result.looksBroken == warns)
    }

    @Test(arguments: [
        (ClockTime(minuteOfDay: 900), "15:00", "3:00 pm"), (ClockTime(minuteOfDay: 0), "00:00", "12:00 am"),
        (ClockTime(minuteOfDay: 30, dayOffset: 1), "00:30+1", "12:30 am+1"),
        (ClockTime(minuteOfDay: 1110, approximate: true), "~18:30", "~6:30 pm"), (ClockTime(minuteOfDay: 720), "12:00", "12:00 pm"),
    ])
    func formatting(_ time: ClockTime, _ twentyFour: String, _ twelve: String) {
        #expect(ClockStyle.twentyFourHour.format(time) == twentyFour)
        #expect(ClockStyle.twelveHour.format(time) == twelve)
    }

    /// Spaces of any kind (a no-break space pasted from an email, an ideographic space) go from
    /// both ends, never from inside; text with none comes back as it was.
    @Test(arguments: [
        ("15:00", "15:00"), (" 15:00 ", "15:00"), ("\t~18:30\n", "~18:30"), ("\u{00A0}3:00 pm\u{00A0}", "3:00 pm"),
        ("\u{3000}午後3時\u{3000}", "午後3時"), ("  ", ""), ("", ""), ("a b", "a b"), (" é ", "é"), ("Zoë\u{2009}", "Zoë"),
        (" \u{301}a ", "\u{301}a"), ("\u{00A0}\u{301}\r\n", "\u{301}"),
    ])
    func spacesAreTrimmedFromBothEnds(_ text: String, _ trimmed: String) {
        #expect(text.trimmedSpaces == trimmed)
        #expect(text.dropFirst(0).trimmedSpaces == trimmed)
        // A substring that starts and ends inside a longer text.
        #expect(("x" + text + "y").dropFirst().dropLast().trimmedSpaces == trimmed)
    }
}
