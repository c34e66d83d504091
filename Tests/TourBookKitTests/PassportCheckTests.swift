import Testing
@testable import TourBookKit

/// The six-month rule against the tour's last day, never the build date.
struct PassportCheckTests {
    @Test(arguments: [
        ("2027-03-21", PassportCheck.Status.expired), ("2027-03-22", .expired), ("2027-03-23", .warning),
        ("2027-09-21", .warning), ("2027-09-22", .ok), ("2030-01-01", .ok), ("2001-01-01", .expired),
    ])
    func statusAgainstTheLastDay(_ expires: String, _ status: PassportCheck.Status) {
        let person = Person(id: "a", name: "A", passport: Passport(country: "CA", number: "AB1234567", expires: CivilDate(iso: expires)!))
        #expect(PassportCheck(people: [person], lastDay: CivilDate(iso: "2027-03-22")!).results.first?.status == status)
    }

    @Test func sixCalendarMonthsClampToTheMonthsEnd() {
        #expect(CivilDate(iso: "2027-08-31")!.adding(months: 6) == CivilDate(iso: "2028-02-29"))
        #expect(CivilDate(iso: "2026-08-31")!.adding(months: 6) == CivilDate(iso: "2027-02-28"))
        let person = Person(id: "a", name: "A", passport: Passport(number: "X1", expires: CivilDate(iso: "2028-02-28")!))
        #expect(PassportCheck(people: [person], lastDay: CivilDate(iso: "2027-08-31")!).results[0].status == .warning)
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
        let warnings = site.outcome.log.warnings.map(\.message)
        #expect(warnings.count == 2)
        #expect(warnings[0].hasPrefix("Amara's passport (expires 2027-03-14) has expired"))
    }
}
