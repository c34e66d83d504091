import Foundation
import Testing
@testable import TourContent

/// Kinds of day: each one a day file may name reads as its own word on the day page, the home
/// page's calendar and its legend, with its own colour on screen and its own mark on paper; show
/// and festival days are numbered among themselves ("Show 5 of 38").
struct DayKindTests {
    /// Every kind, with the words a tour manager expects: the chip's and the day page's.
    static let words: [(kind: String, chip: String, page: String)] = [
        ("show", "Show", "Show day"), ("festival", "Festival", "Festival day"), ("rehearsal", "Rehearsal", "Rehearsal day"),
        ("production", "Production", "Production day"), ("promo", "Promo", "Promo day"), ("travel", "Travel", "Travel day"),
        ("off", "Off", "Day off"),
    ]

    @Test func everyKindIsInTheTable() {
        #expect(Day.Kind.allCases.map(\.rawValue) == Self.words.map(\.kind))
    }

    /// The sample with its day off in Toronto (the 14th) made each kind in turn.
    @Test(arguments: words.map(\.kind))
    func aKindReadsAsItsWordOnTheDayAndHomePages(_ kind: String) throws {
        let words = try #require(Self.words.first { $0.kind == kind })
        let content = TempContent(copyingSample: true)
        content.replace("days/2027-03-14.json", #""kind": "off""#, #""kind": "\#(kind)""#)
        let site = try SiteFixture(content: content, roles: ["crew"])
        let day = try site.text("crew/days/2027-03-14.html")
        #expect(day.contains(#"<article class="day kind-\#(kind)""#))
        #expect(day.contains(#"<span class="kind-chip kind-\#(kind)">\#(words.page)</span>"#))
        let home = try site.text("crew/index.html")
        #expect(home.contains(#"<td class="kind-\#(kind)"><a href="days/2027-03-14.html" title="Sunday, 14 March 2027, Toronto, ON (\#(words.page))">14</a></td>"#))
        #expect(home.contains(#"<li><span class="swatch kind-\#(kind)" aria-hidden="true"></span>\#(words.chip)</li>"#))
    }

    /// Show and festival days are counted in date order; no other day says "Show".
    @Test func showAndFestivalDaysAreNumbered() throws {
        let content = TempContent(copyingSample: true)
        content.replace("days/2027-03-10.json", #""kind": "show""#, #""kind": "festival""#)
        content.replace("days/2027-03-11.json", #""kind": "show""#, #""kind": "rehearsal""#)
        let site = try SiteFixture(content: content, roles: ["crew"])
        let model = SiteModel(tour: try #require(content.load().tour))
        let shows = model.tour.days.filter { ["show", "festival"].contains($0.kind.rawValue) }.map(\.date)
        #expect(shows.count == 7)
        for (i, date) in model.dates.enumerated() {
            let count = try #require(try site.text("crew/days/\(date).html").between(#"<span class="day-count">"#, "</span>"))
            let show = shows.firstIndex(of: date).map { " · Show \($0 + 1) of \(shows.count)" } ?? ""
            #expect(count == "Day \(i + 1) of \(model.dates.count)\(show)", "\(date)")
        }
    }

    /// The legend lists the kinds the tour has, in the table's order, and "No plans" only when
    /// a date has no day file.
    @Test func theLegendHasOnlyTheKindsOfTheTour() throws {
        let content = TempContent(copyingSample: true)
        content.replace("days/2027-03-21.json", #""kind": "off""#, #""kind": "promo""#)
        let home = try SiteFixture(content: content, roles: ["crew"]).text("crew/index.html")
        let legend = try #require(home.between(#"<ul class="legend" aria-label="Legend">"#, "</ul>"))
        let labels = legend.components(separatedBy: #"aria-hidden="true"></span>"#).dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(labels == ["Show", "Festival", "Production", "Promo", "Travel", "Off", "No plans"])

        content.write("days/2027-03-12.json", #"{ "kind": "rehearsal", "city": "Toronto, ON" }"#)
        let full = try SiteFixture(content: content, roles: ["crew"]).text("crew/index.html")
        let labelsNow = try #require(full.between(#"<ul class="legend" aria-label="Legend">"#, "</ul>"))
            .components(separatedBy: #"aria-hidden="true"></span>"#).dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(labelsNow == ["Show", "Festival", "Rehearsal", "Production", "Promo", "Travel", "Off"])
    }

    /// The style sheet gives each kind a colour white text can sit on (WCAG AA, 4.5:1) in every
    /// place a kind shows, and a rule for paper.
    @Test(arguments: words.map(\.kind))
    func everyKindHasItsColourAndItsPrintMark(_ kind: String) throws {
        let css = try String(contentsOf: Paths.templates.appendingPathComponent("style.css"), encoding: .utf8)
        let hex = try #require(css.between("  --\(kind): #", ";"), "no --\(kind) colour")
        #expect(Self.contrastWithWhite(hex) >= 4.5, "--\(kind): #\(hex) gives white text \(Self.contrastWithWhite(hex)):1")
        for selector in [".kind-chip.kind-\(kind) {", "table.month td.kind-\(kind) {", ".swatch.kind-\(kind) {",
                         ".day-list li.kind-\(kind) a {", ".day.kind-\(kind) .day-kind {"] {
            #expect(css.contains("\(selector) ") && css.contains("var(--\(kind))"), "\(selector) has no rule")
        }
        let print = try #require(css.components(separatedBy: "@media print").dropFirst().joined().nilIfEmpty)
        #expect(print.contains(".kind-chip.kind-\(kind)") && print.contains("table.month td.kind-\(kind)"), "\(kind) has no mark on paper")
    }

    /// The contrast ratio of white on `#rrggbb` (WCAG 2's relative luminance).
    static func contrastWithWhite(_ hex: String) -> Double {
        let value = Int(hex, radix: 16) ?? 0
        let channels = [value >> 16, value >> 8 & 0xff, value & 0xff].map { c -> Double in
            let s = Double(c) / 255
            return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        return 1.05 / (luminance + 0.05)
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
