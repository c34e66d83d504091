import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Awkward but valid input is accepted (CRLF, byte order marks, a 5 MB notes file, 500 people;
/// 10,000 days: `LargeTourTests`); input beyond reason (a 200 MB file, JSON nested 10,000 deep, links out of the
/// folder, FIFOs and devices) gets a clear error, quickly, without exhausting memory or stack.
struct ContentLoaderLimitsTests {
    // MARK: Awkward but valid

    /// Every kind of content file written on Windows: a byte order mark and CRLF line ends.
    @Test func byteOrderMarkAndCRLFInEveryFile() throws {
        let content = TempContent()
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        func windows(_ file: String, _ text: String) {
            content.write(file, bytes: bom + Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        }
        windows("tour.json", TempContent.tour)
        windows("people.json", TempContent.people)
        windows("days/2027-03-14.json", """
        {
          "city": "Toronto",
          "kind": "show",
          "venue": { "name": "Massey Hall", "address": "178 Victoria St" },
          "schedule": [ { "time": "15:00", "title": "Load in", "note": "Dock B" },
                        { "time": "9:30 pm", "title": "Show" } ],
          "hotels": [ { "name": "The Drake", "checkIn": "14:00", "checkOut": "2027-03-15 11:00",
                        "rooms": [ { "person": "amara", "room": "212" } ] } ]
        }

        """)
        windows("days/2027-03-15.json", "{\n  \"city\": \"Montréal\"\n}\n")
        windows("tour.md", "# Rules\n\nBe on time.\n\n- one\n- two\n")
        windows("days/2027-03-14.md", "Day notes\nsecond line\n\n## Parking\n\nBehind the hall.\n")
        windows("days/2027-03-14.travel.md", "> Passports out\n")
        windows("days/2027-03-15.contacts.md", "1. Call Jo\n2. Call Sam\n")
        let loaded = content.load()
        #expect(loaded.log.entries.isEmpty, "\(loaded.log.sorted)")
        let tour = try #require(loaded.tour)
        #expect(tour.name == "Test Tour")
        #expect(tour.days[0].schedule.map(\.title) == ["Load in", "Show"])
        #expect(tour.days[0].hotels[0].rooms[0].room == "212")
        #expect(tour.notes.first?.markdown == "# Rules\n\nBe on time.\n\n- one\n- two\n")
        #expect(tour.days.flatMap(\.notes).allSatisfy { !$0.markdown.contains("\r") && !$0.markdown.hasPrefix("\u{FEFF}") })

        let site = try SiteFixture(content: content)
        let home = try site.text("management/index.html")
        #expect(home.contains("<h2>Rules</h2>") && home.contains("<li>one</li>"))
        let day = try site.text("management/days/2027-03-14.html")
        #expect(day.contains("<h3>Parking</h3>") && day.contains("Passports out"))
        #expect(try site.text("management/days/2027-03-15.html").contains("<li>Call Sam</li>"))
        for (path, text) in site.contents(ofRole: "management") where path.hasSuffix(".html") {
            #expect(!text.contains("\r") && !text.contains("\u{FEFF}"), "\(path) carries a CR or a byte order mark")
        }
    }

    /// Old Mac line ends (CR alone) in notes read as line breaks too.
    @Test func bareCarriageReturnsInNotes() throws {
        let content = TempContent()
        content.write("tour.md", "# Title\r\rText\r")
        #expect(try #require(content.load().tour).notes.first?.markdown == "# Title\n\nText\n")
    }

    /// A 5 MB notes file is read and rendered whole.
    @Test func fiveMegabyteNotesFile() throws {
        let content = TempContent()
        var notes = "# Rider\n\n"
        var line = 0
        while notes.utf8.count < 5 * 1_048_576 {
            line += 1
            notes += "## Section \(line)\n\nParagraph \(line) with **bold**, _emphasis_, `code` and a [link](https://example.com/\(line)).\n\n- item a\n- item b\n\n"
        }
        notes += "The very last line zqlastline.\n"
        content.write("tour.md", notes)
        let site = try SiteFixture(content: content)
        let home = try site.text("crew/index.html")
        #expect(home.utf8.count > 5 * 1_048_576)
        #expect(home.contains("Paragraph \(line) with <strong>bold</strong>"))
        #expect(home.contains("The very last line zqlastline."))
    }

    /// 500 people: everyone is on the contacts page and in the passport list.
    @Test func fiveHundredPeople() throws {
        let content = TempContent()
        content.remove("days")
        try SyntheticTour(days: 30, people: 500, roles: 3).write(to: content.content.path)
        let tour = try #require(content.load().tour)
        #expect(tour.people.count == 500)
        let site = try SiteFixture(content: content)
        let contacts = try site.text("management/contacts.html")
        for person in [tour.people.first!, tour.people[249], tour.people.last!] {
            #expect(contacts.contains(person.name.replacingOccurrences(of: "'", with: "&#39;")), "\(person.name) is missing")
        }
        let passports = tour.people.filter { $0.passport != nil }.count
        #expect(passports > 100)
        let travel = try site.text("management/travel.html")
        #expect(travel.components(separatedBy: "<tr").count - 1 >= passports)
    }

    // MARK: Beyond reason

    /// A 200 MB file (sparse: no disk used) is refused from its size alone, at once, with the
    /// file named; whichever content file it is.
    @Test(arguments: ["days/2027-03-14.json", "people.json", "tour.md", "days/2027-03-14.travel.md"])
    func twoHundredMegabyteFileIsRefusedQuickly(_ file: String) throws {
        let content = TempContent()
        content.write(file, "")
        #expect(truncate(content.path(file), 200 * 1_048_576) == 0)
        let started = ContinuousClock.now
        let messages = content.messages()
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(messages.contains("Content/\(file): error: the file is 200 MB, more than the 64 MB a content file may have"), "\(messages)")
    }

    /// Objects nested 10,000 deep (and lists and objects mixed) end in an error at the depth
    /// limit, not in a stack overflow.
    @Test(arguments: [
        Named("objects 10,000 deep", String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000)),
        Named("lists and objects 5,000 deep each", String(repeating: "[{\"a\":", count: 5_000) + "1" + String(repeating: "}]", count: 5_000)),
        Named("a schedule of 10,000 open lists", "{\"schedule\": " + String(repeating: "[", count: 10_000)),
    ])
    func jsonNestedTenThousandDeep(_ input: Named<String>) {
        let content = TempContent()
        content.write("days/2027-03-14.json", input.value)
        let messages = content.messages()
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Content/days/2027-03-14.json:1:") == true)
        #expect(messages.first?.hasSuffix("error: values are nested more than 256 levels deep") == true, "\(messages)")
    }

    /// Nesting the limit allows is read, and then refused as the wrong type like any other value.
    @Test func nestingJustUnderTheLimitIsAnOrdinaryTypeError() {
        let content = TempContent()
        content.write("days/2027-03-14.json", "{\"city\": " + String(repeating: "[", count: 255) + String(repeating: "]", count: 255) + "}")
        #expect(content.messages() == ["Content/days/2027-03-14.json:1:10: error: expected a string, found a list at city"])
    }

    /// A link to a device, whether the device is /dev/zero (endless) or /dev/null (empty).
    @Test(arguments: ["/dev/zero", "/dev/null", "/dev/urandom"])
    func aSymlinkToADeviceIsRefused(_ device: String) {
        let content = TempContent()
        content.remove("people.json")
        #expect(symlink(device, content.path("people.json")) == 0)
        #expect(symlink(device, content.path("tour.md")) == 0)
        let messages = content.messages()
        #expect(messages == [
            "Content/people.json: error: this is a link to \(device), outside the content folder; copy the file in instead",
            "Content/tour.md: error: this is a link to \(device), outside the content folder; copy the file in instead",
        ])
    }

    /// A real character device inside the content folder (mknod needs root).
    @Test(.enabled(if: getuid() == 0, "mknod needs root"))
    func aDeviceFileIsRefused() {
        let content = TempContent()
        content.remove("days/2027-03-14.json")
        #expect(mknod(content.path("days/2027-03-14.json"), S_IFCHR | 0o644, dev_t((1 << 8) | 5)) == 0) // like /dev/zero
        #expect(mknod(content.path("tour.md"), S_IFCHR | 0o644, dev_t((1 << 8) | 3)) == 0) // like /dev/null
        content.write("days/2027-03-15.json", "{}")
        #expect(content.messages() == [
            "Content/days/2027-03-14.json: error: this is not a regular file (a pipe, socket or device?); replace it with a normal file",
            "Content/tour.md: error: this is not a regular file (a pipe, socket or device?); replace it with a normal file",
        ])
    }

    /// A FIFO as a notes file, reached directly or through a link inside the folder: refused
    /// without blocking on the open.
    @Test func aFIFOAsNotesDirectlyOrThroughALink() {
        let content = TempContent()
        #expect(mkfifo(content.path("days/2027-03-14.md"), 0o644) == 0)
        #expect(symlink(content.path("days/2027-03-14.md"), content.path("tour.md")) == 0)
        #expect(content.messages() == [
            "Content/days/2027-03-14.md: error: this is not a regular file (a pipe, socket or device?); replace it with a normal file",
            "Content/tour.md: error: this is not a regular file (a pipe, socket or device?); replace it with a normal file",
        ])
    }

    /// A link into a folder outside, and a link loop: errors, no escape and no hang.
    @Test func linksOutOfTheFolderAndLinkLoops() {
        let content = TempContent()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("tourbook-outside-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try! Data("{}".utf8).write(to: outside.appendingPathComponent("2027-03-20.json"))
        #expect(symlink(outside.appendingPathComponent("2027-03-20.json").path, content.path("days/2027-03-20.json")) == 0)
        #expect(symlink(content.path("days/loop-b"), content.path("days/2027-03-16.json")) == 0)
        #expect(symlink(content.path("days/2027-03-16.json"), content.path("days/loop-b")) == 0)
        let messages = content.messages()
        #expect(messages.contains { $0.hasPrefix("Content/days/2027-03-20.json: error: this is a link to ") && $0.contains("outside the content folder") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("Content/days/2027-03-16.json: error:") }, "\(messages)")
        #expect(content.load().tour == nil)
    }
}
