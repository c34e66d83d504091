import Foundation
import Testing
@testable import TourContent
@testable import TourViews

/// tour.json's `locale`: dates in CLDR's formats for it (checked against Babel by
/// Tests/site/check-locale-dates.py), the clock it uses unless `clock` says otherwise, the
/// week's first day, and `lang`.
struct LocaleTests {
    static func sample(locale: String, clock: String? = nil) -> TempContent {
        let content = TempContent(copyingSample: true)
        content.replace("tour.json", #""locale": "en-GB","#, #""locale": "\#(locale)","#)
        content.replace("tour.json", #""clock": "24h","#, clock.map { #""clock": "\#($0)","# } ?? "")
        return content
    }

    @Test func americanPagesWriteUSDatesAndA12HourClock() throws {
        let site = try SiteFixture(content: Self.sample(locale: "en-US"), roles: ["crew"])
        let day = try site.text("crew/days/2027-03-20.html")
        #expect(day.contains("<html lang=\"en-US\">"))
        // `~12:30 AM+1` is wider than `~00:30+1`: the style sheet widens the time column for it.
        #expect(day.contains("<body class=\"page-day clock-12h\">"))
        #expect(day.contains("<h1>Saturday, March 20, 2027"))
        #expect(day.contains(#"datetime="2027-03-20T21:00+01:00">9:00 PM</time>"#))
        #expect(day.contains(#"datetime="2027-03-21T00:30+01:00">~12:30 AM+1</time>"#))
        let home = try site.text("crew/index.html")
        #expect(home.contains("Mar 8, 2027 – Mar 22, 2027"))
        #expect(home.contains(#"<thead><tr><th scope="col" abbr="Sunday">S</th><th scope="col" abbr="Monday">M</th>"#))
        // 1 March 2027 is a Monday: one blank cell before it in a week from Sunday.
        #expect(try site.text("crew/travel.html").contains("Expires Mar 19, before the tour ends"))
    }

    /// `clock` still wins over the locale's.
    @Test func clockOverridesTheLocalesClock() throws {
        let site = try SiteFixture(content: Self.sample(locale: "en-US", clock: "24h"), roles: ["crew"])
        #expect(try site.text("crew/days/2027-03-20.html").contains(#"datetime="2027-03-20T21:00+01:00">21:00</time>"#))
        let british = try SiteFixture(content: Self.sample(locale: "en-GB", clock: "12h"), roles: ["crew"])
        #expect(try british.text("crew/days/2027-03-20.html").contains(#"datetime="2027-03-20T21:00+01:00">9:00 pm</time>"#))
    }

    @Test func britishIsTheDefault() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true), roles: ["crew"])
        let day = try site.text("crew/days/2027-03-20.html")
        #expect(day.contains("<html lang=\"en-GB\">") && day.contains("<h1>Saturday, 20 March 2027"))
        #expect(day.contains("<body class=\"page-day\">"))
        #expect(try site.text("crew/index.html").contains(#"<thead><tr><th scope="col" abbr="Monday">M</th>"#))
    }

    @Test(arguments: [
        ("de_DE", "locale is \"de_DE\"; did you mean \"de-DE\"? use one of \"en-GB\", \"en-US\", \"de-DE\", \"fr-FR\", \"es-ES\" at locale"),
        ("en_US", "locale is \"en_US\"; did you mean \"en-US\"? use one of \"en-GB\", \"en-US\", \"de-DE\", \"fr-FR\", \"es-ES\" at locale"),
        ("klingon", "locale is \"klingon\"; use one of \"en-GB\", \"en-US\", \"de-DE\", \"fr-FR\", \"es-ES\" at locale"),
    ])
    func anUnknownLocaleIsAnErrorAtTheKey(_ locale: String, _ message: String) {
        let errors = Self.sample(locale: locale).messages().filter { $0.contains(": error: ") }
        #expect(errors.count == 1 && errors.first?.hasSuffix(message) == true && errors.first?.hasPrefix("Content/tour.json:") == true, "\(errors)")
    }

    /// Every locale's patterns, with names from its table: the formats the pages use.
    @Test(arguments: [
        (TourLocale.britishEnglish, "Saturday, 20 March 2027", "20 Mar 2027", "Sat 20 Mar", "Sat, 20 Mar 2027", "March 2027"),
        (.americanEnglish, "Saturday, March 20, 2027", "Mar 20, 2027", "Sat, Mar 20", "Sat, Mar 20, 2027", "March 2027"),
        (.german, "Samstag, 20. März 2027", "20.03.2027", "Sa., 20. März", "Sa., 20. März 2027", "März 2027"),
        (.french, "samedi 20 mars 2027", "20 mars 2027", "sam. 20 mars", "sam. 20 mars 2027", "mars 2027"),
        (.spanish, "sábado, 20 de marzo de 2027", "20 mar 2027", "sáb, 20 mar", "sáb, 20 mar 2027", "marzo de 2027"),
    ])
    func patternsFormatAsCLDRDoes(_ locale: TourLocale, _ long: String, _ medium: String, _ short: String, _ withYear: String, _ month: String) throws {
        let date = try #require(CivilDate(iso: "2027-03-20"))
        #expect(DateText.long(date, locale) == long)
        #expect(DateText.medium(date, locale) == medium)
        #expect(DateText.short(date, locale) == short)
        #expect(DateText.shortWithYear(date, locale) == withYear)
        #expect(DateText.month(year: 2027, month: 3, locale) == month)
    }

    /// Switching the locale rewords every time and date: the build after it lists no changes
    /// and says why, rather than report every item as moved; the next edit is listed again.
    @Test func aNewLocaleIsNotTakenForChangedItems() throws {
        let content = TempContent(copyingSample: true)
        #expect(CalendarRevisionTests.build(content, at: CalendarRevisionTests.first).failure == nil)
        content.replace("tour.json", #""clock": "24h","#, "")
        content.replace("tour.json", #""locale": "en-GB","#, #""locale": "en-US","#)
        content.replace("days/2027-03-13.json", #""person": "mateo", "room": "212""#, #""person": "mateo", "room": "218""#)
        let switched = CalendarRevisionTests.build(content, at: CalendarRevisionTests.second)
        let warnings = switched.log.warnings.map(\.description)
        #expect(warnings.contains { $0.contains("tour.json: warning: the tour's locale or clock is now en-US 12h, not en-GB 24h") }, "\(warnings)")
        #expect(try ChangesPageTests.latestLines(content, role: "crew").isEmpty)
        #expect(try !ChangesPageTests.text(content, "crew/days/2027-03-17.html").contains("changed-chip"))
        content.replace("days/2027-03-13.json", #""time": "08:30", "title": "Load in""#, #""time": "09:00", "title": "Load in""#)
        #expect(CalendarRevisionTests.build(content, at: CalendarRevisionTests.third).failure == nil)
        #expect(try ChangesPageTests.latestLines(content, role: "crew") == ["Sat, Mar 13 · Load in moved 8:30 AM → 9:00 AM"])
    }
}
