import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Documents: files under assets/ attached to the tour, a venue or a day, for one tab or every
/// role; listed with kind and size, copied with hashed names only where a role may see them,
/// printed with their file names; missing files are errors, mislabelled ones warnings.
struct DocumentTests {
    static let pdf = Array("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n".utf8)

    /// The small tour (roles management: every tab, crew: schedule and travel) with a rider for
    /// contacts, a venue's parking map for travel on two dates, and a stage plot for everyone.
    static func content() -> TempContent {
        let content = TempContent()
        content.replace("tour.json", #""name": "Test Tour","#,
                        #""name": "Test Tour", "documents": [ { "title": "Rider", "file": "assets/rider.pdf", "tab": "contacts" } ],"#)
        content.write("venues.json", #"{ "hall": { "name": "Hall", "documents": [ { "title": "Parking map", "file": "assets/maps/parking.pdf", "tab": "travel" } ] } }"#)
        content.write("days/2027-03-14.json", """
        { "venue": "hall",
          "documents": [ { "title": "Stage plot", "file": "assets/plot.pdf" } ] }
        """)
        content.write("days/2027-03-15.json", #"{ "venue": "hall" }"#)
        content.write("days/2027-03-16.json", #"{ "kind": "off" }"#)
        content.write("assets/rider.pdf", bytes: pdf)
        content.write("assets/maps/parking.pdf", bytes: pdf + Array(repeating: 0x20, count: 2000))
        content.write("assets/plot.pdf", bytes: pdf)
        return content
    }

    @Test func eachFileIsCopiedOnlyIntoRolesThatMaySeeItWithAHashedName() throws {
        let site = try SiteFixture(content: Self.content())
        let rider = AssetName.hashed("rider.pdf", bytes: Self.pdf)
        #expect(rider.hasPrefix("rider.") && rider.hasSuffix(".pdf") && rider.count == "rider.12345678.pdf".count)
        let management = site.files(under: "management/assets").filter { $0.hasSuffix(".pdf") }
        let crew = site.files(under: "crew/assets").filter { $0.hasSuffix(".pdf") }
        #expect(management.count == 3 && management.contains(rider))
        #expect(crew.count == 2 && !crew.contains(rider))
        #expect(try Data(contentsOf: site.output.appendingPathComponent("management/assets/\(rider)")) == Data(Self.pdf))
        // Nor is a closed tab's document named anywhere in the role's folder.
        for (path, text) in site.contents(ofRole: "crew") {
            #expect(!text.contains("Rider") && !text.contains("rider."), "crew/\(path)")
        }
    }

    @Test func pagesListThemWithKindAndSizeWhereTheyBelong() throws {
        let site = try SiteFixture(content: Self.content())
        let parking = AssetName.hashed("parking.pdf", bytes: Self.pdf + Array(repeating: 0x20, count: 2000))
        let home = try site.text("management/index.html")
        #expect(home.contains(#"<a class="document-link" href="assets/\#(AssetName.hashed("rider.pdf", bytes: Self.pdf))">Rider</a> <span class="document-meta">· PDF · 36 bytes</span>"#))
        #expect(!home.contains("Parking map") && !home.contains("Stage plot"))
        // The venue's map on both of its dates, the day's plot on its date only.
        for date in ["2027-03-14", "2027-03-15"] {
            let day = try site.text("crew/days/\(date).html")
            #expect(day.contains(#"<a class="document-link" href="../assets/\#(parking)">Parking map</a> <span class="document-meta">· PDF · 2 KB</span>"#), "\(date)")
            #expect(day.contains("Stage plot") == (date == "2027-03-14"), "\(date)")
        }
        #expect(!(try site.text("crew/days/2027-03-16.html")).contains("document-list"))
    }

    @Test func paperListsTitlesWithTheFileNames() throws {
        let site = try SiteFixture(content: Self.content())
        let print = try site.text("crew/print.html")
        let parking = AssetName.hashed("parking.pdf", bytes: Self.pdf + Array(repeating: 0x20, count: 2000))
        let paper = try #require(print.firstMatch(of: /<section class="card documents documents-paper"[\s\S]*?<\/section>/)).0
        #expect(paper.contains(#"<span class="document-title">Parking map</span> <span class="document-meta">· PDF · 2 KB</span> <span class="document-file">assets/\#(parking)</span>"#))
        #expect(!paper.contains("<a "))
        #expect(print.components(separatedBy: "documents-paper").count - 1 == 2, "one list per date with documents")
    }

    @Test func aMissingFileIsAnErrorAtItsKey() {
        let content = Self.content()
        content.remove("assets/plot.pdf")
        content.write("days/2027-03-16.json", #"{ "documents": [ { "title": "Plot", "file": "../plot.pdf" } ] }"#)
        #expect(content.messages() == [
            #"Content/days/2027-03-14.json:2:51: error: "assets/plot.pdf" does not exist; put the file at Content/assets/plot.pdf at documents[0].file"#,
            #"Content/days/2027-03-16.json:1:45: error: "../plot.pdf" is not a path under assets/; put the file in Content/assets and write "assets/NAME" at documents[0].file"#,
        ])
    }

    @Test func aVenuesMissingFileIsReportedOnceThoughTwoDatesShowIt() {
        let content = Self.content()
        content.remove("assets/maps/parking.pdf")
        #expect(content.messages() == [
            #"Content/venues.json:1:78: error: "assets/maps/parking.pdf" does not exist; put the file at Content/assets/maps/parking.pdf at hall.documents[0].file"#,
        ])
    }

    @Test func unknownKeysAndTabsGetSuggestions() {
        let content = Self.content()
        content.write("days/2027-03-16.json", #"{ "documents": [ { "title": "Plot", "file": "assets/plot.pdf", "tab": "shedule", "fiel": "x" } ] }"#)
        #expect(content.messages() == [
            #"Content/days/2027-03-16.json:1:71: error: unknown tab "shedule"; did you mean "schedule"? at documents[0].tab"#,
            #"Content/days/2027-03-16.json:1:82: error: unknown key "fiel"; did you mean "file"? at documents[0].fiel"#,
        ])
    }

    @Test(arguments: [
        ("sheet.pdf", Array("<html>not a pdf</html>".utf8), true),
        ("sheet.png", Array("%PDF-1.4\n%%EOF\n".utf8), true),
        ("sheet.jpg", Array("\u{89}PNG".utf8), true),
        ("sheet.pdf", pdf, false),
        ("notes.txt", Array("anything".utf8), false),
    ])
    func aPDFOrImageThatIsNotWhatItsNameSaysIsAWarning(name: String, bytes: [UInt8], warns: Bool) throws {
        let content = Self.content()
        content.write("days/2027-03-16.json", #"{ "documents": [ { "title": "Plot", "file": "assets/\#(name)" } ] }"#)
        content.write("assets/\(name)", bytes: bytes)
        let site = try SiteFixture(content: content)
        let kind = DocumentKind.label(name, .british)
        let expected = warns ? [#"Content/days/2027-03-16.json:1:45: warning: "assets/\#(name)" can't be read as a \#(kind) file (its first bytes are not one); open it, save it again as \#(kind), or name it by what it is at documents[0].file"#] : []
        #expect(site.outcome.log.contentWarnings.map { $0.description.replacingOccurrences(of: content.content.path, with: "Content") } == expected)
        // Copied all the same: it is the tour's file.
        #expect(site.files(under: "crew/assets").contains { $0.hasPrefix(String(name.split(separator: ".")[0]) + ".") })
    }

    @Test func kindsAndSizesAsPagesShowThem() {
        #expect(DocumentKind.label("a.pdf", .british) == "PDF" && DocumentKind.label("a.JPEG", .british) == "JPEG" && DocumentKind.label("a.jpg", .british) == "JPEG")
        #expect(DocumentKind.label("plot.png", .british) == "PNG" && DocumentKind.label("README", .british) == "File")
        #expect(DocumentKind.sizeText(0, .british) == "0 bytes" && DocumentKind.sizeText(1023, .british) == "1023 bytes")
        #expect(DocumentKind.sizeText(1024, .british) == "1 KB" && DocumentKind.sizeText(240 * 1024 + 100, .british) == "240 KB")
        #expect(DocumentKind.sizeText(1024 * 1024, .british) == "1.0 MB" && DocumentKind.sizeText(1_468_006, .british) == "1.4 MB")
    }
}
