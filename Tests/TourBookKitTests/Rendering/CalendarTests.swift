import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The calendar files: the wire format (folding, escaping, CRLF), VTIMEZONEs from the zone data,
/// events per role and per person, and UIDs that survive edits.
struct CalendarTests {
    /// A parsed VEVENT: property name (with parameters) → value, lines unfolded.
    typealias Event = [String: String]

    static func unfold(_ text: String) -> String { text.replacingOccurrences(of: "\r\n ", with: "") }

    static func events(_ text: String) -> [Event] {
        unfold(text).components(separatedBy: "BEGIN:VEVENT\r\n").dropFirst().map { block in
            var event: Event = [:]
            for line in block.components(separatedBy: "\r\n") {
                guard line != "END:VEVENT" else { break }
                guard let colon = line.firstIndex(of: ":") else { continue }
                event[String(line[..<colon])] = String(line[line.index(after: colon)...])
            }
            return event
        }
    }

    static func start(_ event: Event) -> String? {
        event.first { $0.key.hasPrefix("DTSTART") }.map { "\($0.key):\($0.value)" }
    }

    static func zones() -> ZoneStore { ZoneStore() }

    // MARK: - Wire format

    @Test func longLinesFoldAt75OctetsWithoutSplittingCharacters() {
        var ics = ICSWriter()
        let value = String(repeating: "é", count: 60) + String(repeating: "a", count: 100) + "→🎸" + String(repeating: "ü", count: 50)
        ics.text("DESCRIPTION", value)
        let lines = ics.bytes.split(separator: 10, omittingEmptySubsequences: false)
        #expect(ics.bytes.suffix(2) == [13, 10])
        for line in lines.dropLast() {
            #expect(line.last == 13, "every line ends in CRLF")
            #expect(line.count - 1 <= 75)
            #expect(String(validating: line.dropLast(), as: UTF8.self) != nil, "a fold split a UTF-8 sequence")
        }
        #expect(lines.count > 4)
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.first == 32 }, "continuations start with a space")
        let text = String(decoding: ics.bytes, as: UTF8.self)
        #expect(Self.unfold(text) == "DESCRIPTION:" + value + "\r\n")
    }

    @Test func textIsEscaped() {
        #expect(ICSWriter.escape(#"a,b;c\d"#) == #"a\,b\;c\\d"#)
        #expect(ICSWriter.escape("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
        #expect(ICSWriter.escape("bell\u{07}tab\t") == "belltab\t")
        var ics = ICSWriter()
        ics.raw("DTSTART", [("TZID", "America/Toronto")], "20270314T150000")
        ics.raw("X", [("P", "a:b")], "v")
        #expect(String(decoding: ics.bytes, as: UTF8.self) == "DTSTART;TZID=America/Toronto:20270314T150000\r\nX;P=\"a:b\":v\r\n")
    }

    @Test func formats() {
        #expect(ICSFormat.offset(-18_000) == "-0500")
        #expect(ICSFormat.offset(19_800) == "+0530")
        #expect(ICSFormat.offset(-17_762) == "-045602")
        #expect(ICSFormat.localDateTime(0) == "19700101T000000")
        #expect(ICSFormat.localDateTime(-1) == "19691231T235959")
        #expect(ICSFormat.date(CivilDate(year: 2027, month: 3, day: 14)!) == "20270314")
    }

    // MARK: - VTIMEZONE

    @Test func vtimezoneListsEachTransitionInRange() throws {
        let toronto = try Self.zones().zone("America/Toronto")
        var ics = ICSWriter()
        let range = VTimeZone.range(first: CivilDate(year: 2027, month: 3, day: 8)!, last: CivilDate(year: 2027, month: 3, day: 22)!)
        VTimeZone.write(toronto, range: range, into: &ics)
        let text = String(decoding: ics.bytes, as: UTF8.self)
        #expect(text.hasPrefix("BEGIN:VTIMEZONE\r\nTZID:America/Toronto\r\n"))
        #expect(text.contains("BEGIN:DAYLIGHT\r\nDTSTART:20270314T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nTZNAME:EDT\r\nEND:DAYLIGHT\r\n"))
        #expect(text.contains("BEGIN:STANDARD\r\nDTSTART:20271107T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nTZNAME:EST\r\nEND:STANDARD\r\n"))
        // March 2026 to March 2028: the opening observance plus five changes.
        #expect(text.components(separatedBy: "TZOFFSETTO").count - 1 == 6)
        #expect(text.hasSuffix("END:VTIMEZONE\r\n"))
    }

    @Test func aZoneWithoutChangesGetsOneStandardObservance() throws {
        let tokyo = try Self.zones().zone("Asia/Tokyo")
        var ics = ICSWriter()
        let day = CivilDate(year: 2027, month: 3, day: 8)!
        VTimeZone.write(tokyo, range: VTimeZone.range(first: day, last: day), into: &ics)
        let text = String(decoding: ics.bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "BEGIN:STANDARD").count - 1 == 1)
        #expect(!text.contains("DAYLIGHT"))
        #expect(text.contains("TZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900\r\nTZNAME:JST\r\n"))
    }

    // MARK: - Events of the sample

    @Test func sampleEventsFollowThePages() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true))
        let crew = try site.text("crew/calendar.ics")
        #expect(crew.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//TourBook//TourBook 0.1//EN\r\n"))
        // The whole header, line for line (an earlier version cut "RE" off REFRESH-INTERVAL when
        // it put the role's name in).
        let header = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//TourBook//TourBook 0.1//EN\r\nCALSCALE:GREGORIAN\r\n"
        let refresh = "REFRESH-INTERVAL;VALUE=DURATION:PT12H\r\nX-PUBLISHED-TTL:PT12H\r\n"
        #expect(crew.hasPrefix(header + "X-WR-CALNAME:Harbour Lights Tour 2027 · Crew\r\n" + refresh))
        #expect(try site.text("crew/people/mateo.ics").hasPrefix(header + "X-WR-CALNAME:Harbour Lights Tour 2027 · Mateo Álvarez Ruiz\r\n" + refresh))
        #expect(!crew.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "only CRLF line ends")
        let events = Self.events(crew)
        #expect(events.allSatisfy { $0["DTSTAMP"] == "20261130T005320Z" }, "DTSTAMP is the build's time, SiteFixture.time")
        #expect(!crew.contains("SEQUENCE") && !crew.contains("LAST-MODIFIED"), "a first build revised nothing")
        #expect(Set(events.compactMap { $0["UID"] }).count == events.count)

        // The red-eye: leaves in Toronto's zone, lands in London's.
        let redEye = try #require(events.first { $0["SUMMARY"] == "Flight AC 868 · Toronto YYZ → London LHR" })
        #expect(redEye["DTSTART;TZID=America/Toronto"] == "20270315T223000")
        #expect(redEye["DTEND;TZID=Europe/London"] == "20270316T093500")
        // TBD: all day, on the page's date.
        let interview = try #require(events.first { $0["SUMMARY"] == #"TBD: Phone interview\, CBC Music"# })
        #expect(interview["DTSTART;VALUE=DATE"] == "20270308")
        #expect(interview["DTEND;VALUE=DATE"] == "20270309")
        // Approximate, and a stay from check-in to check-out in the day's zone.
        #expect(events.contains { $0["SUMMARY"] == "Support soundcheck (approx.)" && $0["DTSTART;TZID=America/Toronto"] == "20270308T173000" })
        let drake = try #require(events.first { $0["SUMMARY"] == "The Drake Hotel" })
        #expect(drake["DTSTART;TZID=America/Toronto"] == "20270313T140000")
        #expect(drake["DTEND;TZID=America/Toronto"] == "20270315T140000")
        #expect(crew.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/London\r\n"))

        // local crew: schedule only; guests: the items that name them, doors and showtime.
        let local = Self.events(try site.text("local/calendar.ics"))
        #expect(!local.isEmpty && !local.contains { $0["SUMMARY"]!.hasPrefix("Flight") || $0["TRANSP"] != nil })
        let guests = Self.events(try site.text("guests/calendar.ics"))
        #expect(Set(guests.map { $0["SUMMARY"]! }) == ["Doors", "The Night Ferries"] && guests.count == 16, "\(guests.map { $0["SUMMARY"]! })")
        #expect(!local.contains { $0["SUMMARY"] == "Crew shuttle" } && crew.contains("SUMMARY:Crew shuttle"))
        #expect(!site.files(under: "local").contains { $0.hasPrefix("people/") })
        #expect(try site.text("crew/index.html").contains(#"href="calendar.ics""#))
        #expect(try site.text("guests/index.html").contains(#"href="calendar.ics""#))
    }

    @Test func aPersonsFeedHasOnlyTheirTravelWithTheirRoom() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true))
        let mateo = Self.events(try site.text("crew/people/mateo.ics"))
        let crew = Self.events(try site.text("crew/calendar.ics"))
        #expect(mateo.contains { $0["SUMMARY"] == "The Drake Hotel · Room 212" })
        #expect(mateo.contains { $0["SUMMARY"] == "Flight AC 868 · Toronto YYZ → London LHR" })
        #expect(!mateo.contains { $0["SUMMARY"] == "Flight AC 856 · Toronto YYZ → London LHR" }, "the crew's flight, not his")
        #expect(!mateo.contains { $0["SUMMARY"]!.hasPrefix("Chelsea Hotel") }, "the crew's hotel, not his")
        // The schedule is the role's feed's, not a person's: none of it, and every event one of
        // the role's travel events (same UID base, same start).
        #expect(!crew.filter { $0["UID"]!.contains("-schedule-") }.isEmpty)
        #expect(!mateo.contains { $0["UID"]!.contains("-schedule-") })
        let crewUIDs = Set(crew.map { $0["UID"]! })
        #expect(mateo.allSatisfy { crewUIDs.contains($0["UID"]!.replacingOccurrences(of: "-for-mateo@", with: "@")) })
        #expect(mateo.allSatisfy { $0["UID"]!.hasSuffix("-for-mateo@harbour-lights-tour-2027") })
        #expect(!mateo.contains { $0["DESCRIPTION"]?.contains("Rooms:") == true }, "nobody else's room numbers")
    }

    /// A passenger named twice is on the flight once: one event in their feed, not two, and a
    /// warning at the second mention.
    @Test func aPassengerNamedTwiceHasTheFlightOnceInTheirFeed() throws {
        let content = TempContent(copyingSample: true)
        let day = try String(contentsOf: content.content.appendingPathComponent("days/2027-03-15.json"), encoding: .utf8)
        let twice = day.replacingOccurrences(of: #""theo", "mateo", "ingrid""#, with: #""theo", "mateo", "mateo", "ingrid""#)
        #expect(twice != day)
        content.write("days/2027-03-15.json", twice)
        let site = try SiteFixture(content: content)
        let mateo = Self.events(try site.text("crew/people/mateo.ics"))
        #expect(mateo.filter { $0["SUMMARY"] == "Flight AC 868 · Toronto YYZ → London LHR" }.count == 1)
        let warning = site.outcome.log.warnings.first { $0.message.contains(#""mateo" is already a passenger"#) }
        #expect(warning?.location.file.hasSuffix("days/2027-03-15.json") == true)
        #expect(warning?.location.line == 21)
        #expect(try site.text("crew/days/2027-03-15.html").components(separatedBy: "Mateo").count
                == SiteFixture(content: TempContent(copyingSample: true)).text("crew/days/2027-03-15.html").components(separatedBy: "Mateo").count,
                "the day page names him as often as without the repeat")
    }

    @Test func buildsAreByteForByteTheSame() throws {
        let one = try SiteFixture(content: TempContent(copyingSample: true))
        let two = try SiteFixture(content: TempContent(copyingSample: true))
        let files = one.files().filter { $0.hasSuffix(".ics") }
        // A calendar per role (guests see doors and showtime), a personal feed per travelling
        // person in each of the 3 travel roles, and each one's own in their private folder.
        let travelling = SiteModel(tour: try #require(ContentLoader(directory: Paths.content.path).load().tour)).travellers.count
        #expect(travelling == 14) // of 15 people, one never flies, rides or sleeps on the tour
        #expect(files.count == 5 + 3 * travelling + travelling)
        #expect(files == two.files().filter { $0.hasSuffix(".ics") })
        // A personal feed holds travel only, so it is one file in every travel role (hard links).
        for person in ["mateo", "amara"] {
            let inodes = Set(try ["management", "band", "crew"].map { role in
                try FileManager.default.attributesOfItem(atPath: one.output.appendingPathComponent("\(role)/people/\(person).ics").path)[.systemFileNumber] as! UInt64
            })
            #expect(inodes.count == 1, "\(person)'s feeds are \(inodes.count) files")
        }
        for file in files { #expect(try one.text(file) == two.text(file), "\(file)") }
    }

    @Test func aStayWithATBDCheckInIsAllDayAndItsCheckOutAnEventOfItsOwn() throws {
        let content = TempContent()
        content.write("days/2027-03-14.json", """
        { "city": "Toronto", "kind": "show",
          "ground": [ { "kind": "van", "from": "A", "to": "B", "departs": "10:15", "arrives": "later" } ],
          "hotels": [ { "name": "Chelsea Hotel", "checkIn": "TBD", "checkOut": "2027-03-16 11:00",
                        "rooms": [ { "person": "amara", "room": "1412" } ] } ] }
        """)
        let site = try SiteFixture(content: content)
        let events = Self.events(try site.text("crew/calendar.ics"))
        let stay = try #require(events.first { $0["SUMMARY"] == "TBD: Chelsea Hotel" })
        #expect(stay["DTSTART;VALUE=DATE"] == "20270314" && stay["DTEND;VALUE=DATE"] == "20270316")
        let out = try #require(events.first { $0["SUMMARY"] == "Check-out Chelsea Hotel" })
        #expect(out["DTSTART;TZID=America/Toronto"] == "20270316T110000")
        let van = try #require(events.first { $0["SUMMARY"] == "Van A → B" })
        #expect(van["DTSTART;TZID=America/Toronto"] == "20270314T101500" && van.keys.allSatisfy { !$0.hasPrefix("DTEND") })
        let amara = Self.events(try site.text("crew/people/amara.ics"))
        #expect(amara.contains { $0["SUMMARY"] == "TBD: Chelsea Hotel · Room 1412" })
        #expect(!amara.contains { $0["SUMMARY"]!.hasPrefix("Van") })
    }

    // MARK: - UIDs

    @Test func editsKeepTheUIDsOfEverythingElse() throws {
        let content = TempContent(copyingSample: true)
        func uids() throws -> [String: Event] {
            let site = try SiteFixture(content: content)
            let events = Self.events(try site.text("management/calendar.ics"))
            return Dictionary(uniqueKeysWithValues: events.map { ($0["UID"]!, $0) })
        }
        let before = try uids()
        #expect(before.count > 100)

        // Move Line check, insert a new item before it, move the crew's flight.
        var day = try String(contentsOfFile: content.path("days/2027-03-08.json"), encoding: .utf8)
        day = day.replacingOccurrences(of: #"{ "time": "14:30", "title": "Line check", "for": ["management", "band", "crew", "local"] },"#,
                                       with: #"{ "time": "13:45", "title": "Press photos" }, { "time": "14:40", "title": "Line check", "for": ["management", "band", "crew", "local"] },"#)
        content.write("days/2027-03-08.json", day)
        var travel = try String(contentsOfFile: content.path("days/2027-03-15.json"), encoding: .utf8)
        travel = travel.replacingOccurrences(of: #""departs": "19:40""#, with: #""departs": "20:10""#)
        content.write("days/2027-03-15.json", travel)
        let after = try uids()

        #expect(Set(before.keys).isSubset(of: Set(after.keys)), "no UID went away")
        let added = Set(after.keys).subtracting(before.keys)
        #expect(added.count == 1 && added.first!.hasPrefix("2027-03-08-schedule-press-photos-"))
        let lineCheck = try #require(before.first { $0.value["SUMMARY"] == "Line check" }?.key)
        #expect(after[lineCheck]?["DTSTART;TZID=America/Toronto"] == "20270308T144000", "same UID, new time")
        let flight = try #require(before.first { $0.value["SUMMARY"] == "Flight AC 856 · Toronto YYZ → London LHR" }?.key)
        #expect(after[flight]?["DTSTART;TZID=America/Toronto"] == "20270315T201000")
        let changed = before.keys.filter { Self.start(before[$0]!) != Self.start(after[$0]!) }
        #expect(Set(changed) == [lineCheck, flight])
    }

    @Test func equalItemsOnOneDateAreToldApartInFileOrder() {
        let zone = try! Self.zones().zone("America/Toronto")
        let date = CivilDate(year: 2027, month: 3, day: 14)!
        func item(_ time: String, _ title: String, _ order: Int) -> ScheduleItem {
            ScheduleItem(time: ZonedTime(time: TimeParser.parse(time).time, zone: zone, pageDate: date), title: title, order: order)
        }
        let day = Day(date: date, file: "x", kind: .show, zone: zone, schedule: [item("18:00", "Dinner", 0), item("12:00", "Dinner", 1), item("TBD", "Call", 2)],
                      flights: [], ground: [], hotels: [], contacts: [], notes: [])
        let timeline = Timeline(date: date, day: day, checkOuts: [])
        let uids = CalendarUID.uids(timeline, date: date, tour: "test-tour")
        // The timeline puts 12:00 first; the ordinal follows the file, so the 18:00 one is the first.
        #expect(timeline.entries.map { $0.time.time.clockTime?.hour } == [12, 18, nil])
        #expect(uids[1] == "2027-03-14-schedule-dinner-\(CalendarUID.hash(["Dinner"]))@test-tour")
        #expect(uids[0] == "2027-03-14-schedule-dinner-\(CalendarUID.hash(["Dinner"]))-2@test-tour")
        #expect(uids[2].hasPrefix("2027-03-14-schedule-call-"))
    }

    /// A UID's hash is FNV-1a over its key's parts joined by U+001F, folded to 32 bits, as
    /// subscribed calendars have it: a different hash would make every event new.
    @Test(arguments: [[""], ["Dinner"], ["QF 974", "YYZ", "BOS"], ["Soundcheck", "for band,crew"], ["Café", "", "→"]])
    func aUIDsHashIsFNVOverItsJoinedKey(parts: [String]) {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in parts.joined(separator: "\u{1F}").utf8 { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        #expect(CalendarUID.hash(parts) == String(format: "%08x", UInt32(truncatingIfNeeded: value ^ (value >> 32))))
    }
}
