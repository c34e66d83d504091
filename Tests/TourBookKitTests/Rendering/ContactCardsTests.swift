import Foundation
import Testing
@testable import TourContent

/// `contacts.vcf` and `days/<date>.vcf`: vCard 3.0 for roles with the contacts tab, the same
/// bytes (one file, hard-linked) in each, and nothing of them in other roles.
struct ContactCardsTests {
    /// Two roles with contacts, one without; Kofi has a phone, Amara only a name. The 14th lists
    /// Jo with a phone and a company without either; the 15th lists Jo again.
    static func content() -> TempContent {
        let content = TempContent()
        content.write("tour.json", """
        { "name": "Test Tour", "timeZone": "America/Toronto",
          "roles": { "management": { "title": "Management", "tabs": ["schedule", "travel", "contacts"] },
                     "production": { "title": "Production", "tabs": ["schedule", "contacts"] },
                     "crew": { "title": "Crew", "tabs": ["schedule", "travel"] } } }
        """)
        content.write("people.json", """
        [ { "id": "amara", "name": "Amara Okafor" },
          { "id": "kofi", "name": "Kofi Mensah", "title": "Production Manager", "phone": "+44 7700 900211" } ]
        """)
        content.write("days/2027-03-14.json", """
        { "city": "Toronto", "schedule": [ { "time": "15:00", "title": "Load in" } ],
          "contacts": [ { "name": "Jo Tremblay", "role": "Promoter rep; Ontario, east", "phone": "+1 416 555 0142",
                          "email": "jo@example.com" },
                        { "name": "Maple Staging" } ] }
        """)
        content.write("days/2027-03-15.json", """
        { "city": "Ottawa", "contacts": [ { "name": "Jo Tremblay", "role": "Promoter rep; Ontario, east",
                                            "phone": "+1 416 555 0142", "email": "jo@example.com" } ] }
        """)
        content.write("days/2027-03-16.json", """
        { "city": "Montréal", "contacts": [ { "name": "Maple Staging", "role": "Staging" } ] }
        """)
        return content
    }

    static func cards(_ text: String) -> [String] {
        text.components(separatedBy: "BEGIN:VCARD\r\n").dropFirst().map { "BEGIN:VCARD\r\n" + $0 }
    }

    @Test func theTourFileHoldsThePartyAndEachDayContactOnce() throws {
        let site = try SiteFixture(content: Self.content())
        let cards = Self.cards(try site.text("management/contacts.vcf"))
        // Amara and Maple Staging have no way to reach them: no card.
        #expect(cards.count == 2)
        #expect(cards[0] == """
        BEGIN:VCARD\r
        VERSION:3.0\r
        PRODID:-//TourBook//TourBook 0.1//EN\r
        UID:person-kofi@test-tour\r
        FN:Kofi Mensah\r
        N:Mensah;Kofi;;;\r
        TITLE:Production Manager\r
        ORG:Test Tour\r
        TEL;TYPE=CELL;TYPE=VOICE:+44 7700 900211\r
        CATEGORIES:Test Tour\r
        END:VCARD\r

        """)
        // Listed on two dates: one card, its note names both, its title's `;` and `,` escaped.
        #expect(cards[1].contains("FN:Jo Tremblay\r\nN:Tremblay;Jo;;;\r\nTITLE:Promoter rep\\; Ontario\\, east\r\n"))
        #expect(cards[1].contains("TEL;TYPE=WORK;TYPE=VOICE:+1 416 555 0142\r\nEMAIL;TYPE=INTERNET:jo@example.com\r\n"))
        #expect(cards[1].contains("NOTE:Test Tour · Sun 14 Mar (Toronto)\\, Mon 15 Mar (Ottawa)\r\n"))
        let uid = try #require(cards[1].between("UID:", "\r\n"))
        for date in ["2027-03-14", "2027-03-15"] {
            let day = Self.cards(try site.text("management/days/\(date).vcf"))
            #expect(day.count == 1 && day[0].contains("UID:\(uid)\r\n"), "\(date): the same UID as in contacts.vcf")
        }
    }

    /// A date whose contacts can't be reached has no file and no link; the others are linked.
    @Test func dayPagesLinkTheirFileExactlyWhenThereIsOne() throws {
        let site = try SiteFixture(content: Self.content())
        #expect(try site.text("management/days/2027-03-14.html").contains(#"<a href="2027-03-14.vcf" download>"#))
        #expect(try !site.text("management/days/2027-03-16.html").contains(".vcf"))
        #expect(!site.files(under: "management/days").contains("2027-03-16.vcf"))
        #expect(try site.text("management/contacts.html").contains(#"<a href="contacts.vcf" download>"#))
        // Kept on the phone with the rest of the book.
        #expect(try site.text("management/sw.js").contains(#""days/2027-03-14.vcf""#))
    }

    @Test func aRoleWithoutContactsHasNoneOfIt() throws {
        let site = try SiteFixture(content: Self.content())
        for (path, text) in site.contents(ofRole: "crew") {
            #expect(!path.hasSuffix(".vcf") && !text.contains(".vcf") && !text.contains("Jo Tremblay"), "\(path)")
        }
    }

    /// The same bytes in every role with contacts: written once and hard-linked.
    @Test func everyRoleWithContactsSharesOneFile() throws {
        let site = try SiteFixture(content: Self.content())
        for path in ["contacts.vcf", "days/2027-03-14.vcf", "days/2027-03-15.vcf"] {
            let inodes = try ["management", "production"].map { role in
                try FileManager.default.attributesOfItem(atPath: site.output.appendingPathComponent("\(role)/\(path)").path)[.systemFileNumber] as? Int
            }
            #expect(inodes[0] != nil && inodes[0] == inodes[1], "\(path)")
        }
    }

    /// Lines are folded at 75 octets, never inside a UTF-8 sequence, as in the calendars.
    @Test func longLinesFoldBetweenCharacters() throws {
        let content = Self.content()
        content.replace("days/2027-03-15.json", #""city": "Ottawa""#, #""city": "\#(String(repeating: "Île-d'Orléans ", count: 12))""#)
        let text = try SiteFixture(content: content).text("management/days/2027-03-15.vcf")
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.contains { $0.hasPrefix(" ") }, "the note is folded")
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends with CRLF")
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("NOTE:Test Tour · Mon 15 Mar (" + String(repeating: "Île-d'Orléans ", count: 12) + ")\r\n"))
    }
}
