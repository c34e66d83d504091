import Foundation
import Testing
@testable import TourContent
@testable import TourViews
@testable import TourRendering

/// Each traveller's own folder, `private/<id>/`: their travel with rooms and booking references,
/// their passport's status and their own feed; no role folder links there, and it holds nothing
/// of anyone else's. `RoleVisibilityPropertyTests` checks the same on random tours.
@Suite(.endToEnd)
struct PrivateFolderTests {
    @Test func everyTravellerGetsTheirOwnPageAndFeedWithTheirBookings() throws {
        let content = TempContent(copyingSample: true)
        let site = try SiteFixture(content: content)
        let model = SiteModel(tour: try #require(content.load().tour))
        #expect(site.files(under: "private").count == model.travellers.count * (5 + PrivatePage.scripts.count))
        let zoe = try site.text("private/zoe/index.html")
        // Zoë's own room and booking references, her passport, her feed.
        #expect(zoe.contains("<h1>Zoë Lefebvre</h1>") && zoe.contains("HOX-6627193") && zoe.contains(#"Room <b>504</b>"#))
        #expect(zoe.contains(#"<span class="code">B5NMX7</span>"#) && zoe.contains("Expires 30 Jun 2030"))
        #expect(zoe.contains(#"href="calendar.ics""#) && zoe.contains(#"href="assets/style."#))
        #expect(!zoe.contains("../days/") && !zoe.contains("Buchungsnr"))
        let feed = try site.text("private/zoe/calendar.ics").replacingOccurrences(of: "\r\n ", with: "")
        #expect(feed.contains("Confirmation: HOX-6627193") && feed.contains("UID:") && !feed.contains("Soundcheck"))
        // Nobody else's room, phone or passport (a booking is shared by everyone on it).
        for person in model.travellers where person.id != "zoe" {
            let theirs = try site.text("private/\(person.id)/index.html")
            #expect(!theirs.contains("Zoë Lefebvre") && !theirs.contains(#"Room <b>504</b>"#) && !theirs.contains("555 0131")
                    && !theirs.contains("30 Jun 2030"), "private/\(person.id) holds Zoë's")
        }
        #expect(!zoe.contains("Amara Okafor") && !zoe.contains("•••4812"))
    }

    /// An asset is named by its bytes, so every folder's copy of it, in each role's folder and
    /// each traveller's, is one file (hard links).
    @Test func everyCopyOfAnAssetIsOneFile() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true))
        var inodes: [String: Set<UInt64>] = [:]
        for path in site.files() where path.contains("/assets/") {
            let inode = try FileManager.default.attributesOfItem(atPath: site.output.appendingPathComponent(path).path)[.systemFileNumber] as! UInt64
            inodes[String(path.split(separator: "/").last!), default: []].insert(inode)
        }
        #expect(inodes.keys.contains { $0.hasPrefix("style.") } && inodes.count > 5)
        for (name, files) in inodes { #expect(files.count == 1, "\(name) is \(files.count) files") }
    }

    @Test func noRoleFolderLinksToAPrivateFolder() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true))
        for role in ["management", "band", "crew", "local", "guests"] {
            for file in site.contents(ofRole: role) {
                #expect(!file.text.contains("private/"), "\(role)/\(file.path) names a private folder")
            }
        }
    }

    @Test func aRoleMayNotBeCalledPrivate() {
        let content = TempContent(copyingSample: true)
        content.replace("tour.json", #""band":       {"#, #""private":       {"#)
        // The band's items name it in "for", which is now an unknown role there: tour.json says why.
        let errors = content.messages().filter { $0.contains(": error: ") && $0.hasPrefix("Content/tour.json") }
        #expect(errors.count == 1 && errors[0].hasPrefix("Content/tour.json:14:") && errors[0].contains(#""private" is the folder of the travellers' own pages"#), "\(errors)")
    }

    /// A role's notes files are named after it (`tour.<role>.md`), so a role can't take a tab's name.
    @Test(arguments: Tab.allCases) func aRoleMayNotBeCalledAfterATab(_ tab: Tab) {
        let content = TempContent(copyingSample: true)
        content.replace("tour.json", #""band":       {"#, "\"\(tab.rawValue)\":       {")
        // The band's items name it in "for", which is now an unknown role there: tour.json says why.
        let errors = content.messages().filter { $0.contains(": error: ") && $0.hasPrefix("Content/tour.json") }
        #expect(errors.count == 1 && errors[0].hasPrefix("Content/tour.json:14:") && errors[0].contains("\"\(tab.rawValue)\" is a tab's name"), "\(errors)")
    }

    /// `--role` builds make the private folders too: a traveller's booking changed while only
    /// the crew's book is rebuilt reaches their folder.
    @Test func aBuildOfSomeRolesKeepsThePrivateFoldersCurrent() throws {
        let content = TempContent(copyingSample: true)
        _ = try SiteFixture(content: content)
        content.replace("days/2027-03-16.json", "HOX-6627193", "HOX-7000001")
        let site = try SiteFixture(content: content, roles: ["crew"])
        #expect(try site.text("private/zoe/index.html").contains("HOX-7000001"))
        #expect(try site.text("management/travel.html").contains("HOX-6627193"), "management is not rebuilt")
    }
}
