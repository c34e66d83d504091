import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The six-month rule against the tour's first and last days, never the build date.
struct PassportCheckTests {
    @Test(arguments: [
        ("2027-03-21", PassportCheck.Status.expired), ("2027-03-22", .expired), ("2027-03-23", .warning),
        ("2027-09-21", .warning), ("2027-09-22", .ok), ("2030-01-01", .ok), ("2001-01-01", .expired),
    ])
    func statusAgainstTheLastDay(_ expires: String, _ status: PassportCheck.Status) {
        let person = Person(id: "a", name: "A", passport: Passport(country: "CA", number: "AB1234567", expires: CivilDate(iso: expires)!))
        #expect(PassportCheck(people: [person], firstDay: CivilDate(iso: "2027-03-08")!, lastDay: CivilDate(iso: "2027-03-22")!)
            .results.first?.status == status)
    }

    /// A passport's expiry date is its last valid day. "Expired" only for one already run out on
    /// the first day; one that runs out during the tour says when, in the site's short date style,
    /// and one valid to the last day says so. `data-status` stays `expired` for all three.
    @Test(arguments: [
        ("2027-03-07", "Expired"), ("2027-03-08", "Expires 8 Mar, before the tour ends"),
        ("2027-03-09", "Expires 9 Mar, before the tour ends"), ("2027-03-21", "Expires 21 Mar, before the tour ends"),
        ("2027-03-22", "Expires 22 Mar, the tour's last day"), ("2027-03-23", "Renew soon"), ("2027-09-22", "OK"),
    ])
    func labelAgainstTheFirstAndLastDays(_ expires: String, _ label: String) {
        let person = Person(id: "a", name: "A", passport: Passport(country: "CA", number: "AB1234567", expires: CivilDate(iso: expires)!))
        let result = PassportCheck(people: [person], firstDay: CivilDate(iso: "2027-03-08")!, lastDay: CivilDate(iso: "2027-03-22")!).results[0]
        #expect(result.label(.britishEnglish) == label)
    }

    @Test func sixCalendarMonthsClampToTheMonthsEnd() {
        #expect(CivilDate(iso: "2027-08-31")!.adding(months: 6) == CivilDate(iso: "2028-02-29"))
        #expect(CivilDate(iso: "2026-08-31")!.adding(months: 6) == CivilDate(iso: "2027-02-28"))
        let person = Person(id: "a", name: "A", passport: Passport(number: "X1", expires: CivilDate(iso: "2028-02-28")!))
        #expect(PassportCheck(people: [person], firstDay: CivilDate(iso: "2027-08-01")!, lastDay: CivilDate(iso: "2027-08-31")!)
            .results[0].status == .warning)
    }

    @Test func pagesShowStatusesAndOnlyTheLastFourCharacters() throws {
        let content = TempContent()
        content.write("people.json", """
        [ { "id": "amara", "name": "Amara", "passport": { "country": "CA", "number": "AB1234567", "expires": "2027-03-14" } },
          { "id": "kofi", "name": "Kofi", "passport": { "number": "GH7654321", "expires": "2027-06-01" } },
          { "id": "lena", "name": "Lena", "passport": { "number": "ZZ0000001", "expires": "2031-01-01" } } ]
        """)
        let site = try SiteFixture(content: content)
        let travel = try site.text("management/travel.html")
        let statuses = travel.matches(of: /class="passport[^"]*" data-status="([a-z]+)"/).map { String($0.1) }
        #expect(statuses == ["expired", "warning", "ok"])
        #expect(travel.contains("4567") && travel.contains("4321"))
        for number in ["AB1234567", "1234567", "234567", "34567", "GH7654321", "54321"] {
            for (path, text) in site.contents(ofRole: "management") { #expect(!text.contains(number), "\(number) in \(path)") }
        }
        #expect(try site.text("management/index.html").contains("2 of 3 passports need attention"))
        let warnings = site.outcome.log.contentWarnings.map(\.message)
        #expect(warnings.count == 2)
        #expect(warnings[0].hasPrefix("Amara's passport (expires 2027-03-14) expires on the tour's last day"), "a one-day tour: its first day is its last")
    }

    /// Valid on every day of the tour, it still fails the six-month rule, and the warning says
    /// both; on a one-day tour the last day is also the first.
    @Test(arguments: ["2027-03-08", "2027-03-22"])
    func aPassportValidToTheLastDay(_ firstDay: String) {
        let person = Person(id: "a", name: "Lu", passport: Passport(number: "X1", expires: CivilDate(iso: "2027-03-22")!))
        let result = PassportCheck(people: [person], firstDay: CivilDate(iso: firstDay)!, lastDay: CivilDate(iso: "2027-03-22")!).results[0]
        #expect(result.status == .expired)
        #expect(result.label(.britishEnglish) == "Expires 22 Mar, the tour's last day")
        #expect(result.warning == "Lu's passport (expires 2027-03-22) expires on the tour's last day (2027-03-22): valid for the tour, "
                + "but not for the six months after it that borders and airlines ask for; renew it")
    }

    /// One passport of each kind on a tour from 8 to 22 March: what the travel page says and
    /// what the build warns.
    @Test func pagesAndWarningsSayWhenAPassportRunsOut() throws {
        let content = TempContent()
        content.remove("days/2027-03-14.json")
        content.write("days/2027-03-08.json", "{}")
        content.write("days/2027-03-22.json", "{}")
        content.write("people.json", """
        [ { "id": "old", "name": "Olu", "passport": { "number": "AA0000001", "expires": "2027-03-01" } },
          { "id": "mid", "name": "Mia", "passport": { "number": "BB0000002", "expires": "2027-03-19" } },
          { "id": "soon", "name": "Sol", "passport": { "number": "CC0000003", "expires": "2027-08-01" } },
          { "id": "fine", "name": "Fin", "passport": { "number": "DD0000004", "expires": "2030-01-01" } } ]
        """)
        let site = try SiteFixture(content: content)
        let travel = try site.text("management/travel.html")
        let rows = travel.matches(of: /data-status="([a-z]+)">\s*<td>([^<]+)<\/td>.*?<span class="status-chip status-[a-z]+">([^<]+)<\/span>/)
            .map { "\($0.2): \($0.1), \($0.3)" }
        #expect(rows == ["Olu: expired, Expired", "Mia: expired, Expires 19 Mar, before the tour ends",
                         "Sol: warning, Renew soon", "Fin: ok, OK"])
        #expect(try site.text("management/index.html").contains("3 of 4 passports need attention"))
        #expect(site.outcome.log.contentWarnings.map(\.message) == [
            "Olu's passport (expires 2027-03-01) has expired by the tour's first day (2027-03-08); renew it",
            "Mia's passport (expires 2027-03-19) runs out before the tour ends (2027-03-22); renew it",
            "Sol's passport (expires 2027-08-01) expires less than six months after the tour ends (2027-03-22); renew it",
        ])
    }
}
