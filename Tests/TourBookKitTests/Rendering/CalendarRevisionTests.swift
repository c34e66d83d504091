import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Revisions a subscribed calendar can follow (`EventRevisions`, `BuildRecord`): SEQUENCE and
/// LAST-MODIFIED move when, and only when, an event's content changes, and DTSTAMP is the time
/// it last did.
struct CalendarRevisionTests {
    typealias Event = CalendarTests.Event

    static let first: Int64 = 1_796_000_000  // 20261130T005320Z
    static let second: Int64 = 1_796_100_000  // 20261201T044000Z
    static let third: Int64 = 1_796_200_000  // 20261202T082640Z

    static func build(_ content: TempContent, at time: Int64, output: String = "Output") -> SiteBuild.Outcome {
        var options = IncrementalBuildTests.options(content, output)
        options.time = time
        return SiteBuild(configuration: options).run()
    }

    static func feed(_ content: TempContent, _ path: String, output: String = "Output") throws -> [String: Event] {
        let text = try String(contentsOf: content.root.appendingPathComponent("\(output)/\(path)"), encoding: .utf8)
        return Dictionary(uniqueKeysWithValues: CalendarTests.events(text).map { ($0["UID"]!, $0) })
    }

    static func uid(_ events: [String: Event], _ prefix: String) throws -> String {
        try #require(events.keys.first { $0.hasPrefix(prefix) }, "no event \(prefix)")
    }

    @Test func aMovedCallTimeIsTheOnlyEventRevised() throws {
        let content = TempContent(copyingSample: true)
        #expect(Self.build(content, at: Self.first).summary != nil)
        let before = try Self.feed(content, "crew/calendar.ics")
        #expect(before.values.allSatisfy { $0["DTSTAMP"] == "20261130T005320Z" && $0["SEQUENCE"] == nil && $0["LAST-MODIFIED"] == nil })

        content.replace("days/2027-03-13.json", #"{ "time": "08:30", "title": "Load in""#, #"{ "time": "09:00", "title": "Load in""#)
        #expect(Self.build(content, at: Self.second).summary != nil)
        let after = try Self.feed(content, "crew/calendar.ics")
        let loadIn = try Self.uid(after, "2027-03-13-schedule-load-in")
        #expect(after[loadIn]?["SEQUENCE"] == "1")
        #expect(after[loadIn]?["DTSTAMP"] == "20261201T044000Z")
        #expect(after[loadIn]?["LAST-MODIFIED"] == "20261201T044000Z")
        #expect(after.keys.sorted() == before.keys.sorted())
        for (uid, event) in after where uid != loadIn {
            #expect(event == before[uid], "\(uid) changed although its content did not")
        }

        // Moved again: the next sequence; moved back: still the next one, as its content changed.
        content.replace("days/2027-03-13.json", #""09:00", "title": "Load in""#, #""08:30", "title": "Load in""#)
        #expect(Self.build(content, at: Self.third).summary != nil)
        let back = try Self.feed(content, "crew/calendar.ics")
        #expect(back[loadIn]?["SEQUENCE"] == "2")
        #expect(back[loadIn]?["DTSTAMP"] == "20261202T082640Z")
    }

    @Test func aRoomChangeRevisesOnlyThatGuestsStay() throws {
        let content = TempContent(copyingSample: true)
        #expect(Self.build(content, at: Self.first).summary != nil)
        content.replace("days/2027-03-13.json", #""person": "mateo", "room": "212""#, #""person": "mateo", "room": "218""#)
        #expect(Self.build(content, at: Self.second).summary != nil)
        let mateo = try Self.feed(content, "management/people/mateo.ics")
        let stay = try Self.uid(mateo, "2027-03-13-hotel-the-drake-hotel")
        #expect(mateo[stay]?["SUMMARY"] == "The Drake Hotel · Room 218")
        #expect(mateo[stay]?["SEQUENCE"] == "1")
        let ingrid = try Self.feed(content, "management/people/ingrid.ics")
        let hers = try Self.uid(ingrid, "2027-03-13-hotel-the-drake-hotel")
        #expect(ingrid[hers]?["SEQUENCE"] == nil, "Ingrid's room did not change")
        #expect(ingrid[hers]?["DTSTAMP"] == "20261130T005320Z")
        // The role's feed lists every room, so its stay changed too.
        let crew = try Self.feed(content, "management/calendar.ics")
        #expect(crew[try Self.uid(crew, "2027-03-13-hotel-the-drake-hotel")]?["SEQUENCE"] == "1")
    }

    @Test func anEditNoEventShowsRevisesNothing() throws {
        let content = TempContent(copyingSample: true)
        #expect(Self.build(content, at: Self.first).summary != nil)
        let feed = content.root.appendingPathComponent("Output/crew/calendar.ics")
        let before = try Data(contentsOf: feed)
        content.write("days/2027-03-17.md", "## New notes\n\nBring **earplugs**.\n")
        let outcome = Self.build(content, at: Self.second)
        #expect((outcome.summary?.written ?? 0) > 0, "the notes' pages were rewritten")
        #expect(try Data(contentsOf: feed) == before)
    }

    @Test func theSameContentFromTheSameRecordIsTheSameBytes() throws {
        let content = TempContent(copyingSample: true)
        #expect(Self.build(content, at: Self.first, output: "A").summary != nil)
        let a = content.root.appendingPathComponent("A").path, b = content.root.appendingPathComponent("B").path
        try IncrementalBuildTests.copyBookkeeping(from: a, to: b)
        content.replace("days/2027-03-13.json", #""time": "15:00", "title": "Soundcheck""#, #""time": "15:30", "title": "Soundcheck""#)
        #expect(Self.build(content, at: Self.second, output: "A").summary != nil)
        #expect(Self.build(content, at: Self.second, output: "B").summary != nil)
        let first = IncrementalBuildTests.files(a), second = IncrementalBuildTests.files(b)
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, bytes) in first { #expect(second[path] == bytes, "\(path) differs") }
        #expect(try Self.feed(content, "crew/calendar.ics", output: "B").values.contains { $0["SEQUENCE"] == "1" })
    }

    @Test(arguments: [("damaged", "tourbook-record 1\nevent\tbroken\n"), ("lost", nil)])
    func aDamagedOrLostRecordIsAWarningAndANewRecord(_ how: String, _ bytes: String?) throws {
        let content = TempContent(copyingSample: true)
        #expect(Self.build(content, at: Self.first).summary != nil)
        let record = content.root.appendingPathComponent("Output/\(OutputWriter.recordFileName)")
        if let bytes { try Data(bytes.utf8).write(to: record) } else { try FileManager.default.removeItem(at: record) }
        content.replace("days/2027-03-13.json", #""time": "15:00", "title": "Soundcheck""#, #""time": "15:30", "title": "Soundcheck""#)
        let outcome = Self.build(content, at: Self.second)
        #expect(outcome.failure == nil)
        #expect(outcome.log.warnings.contains { $0.location.file.hasSuffix(OutputWriter.recordFileName) && $0.message.contains("starting a new one") },
                "\(how): \(outcome.log.sorted.map(\.description))")
        // Nothing to compare with: every event starts again, stamped with this build.
        let feed = try Self.feed(content, "crew/calendar.ics")
        #expect(feed.values.allSatisfy { $0["SEQUENCE"] == nil && $0["DTSTAMP"] == "20261201T044000Z" })
        #expect(BuildRecord.decoded(Array(try Data(contentsOf: record))) != nil)
        // Nor does the changes page list anything: no changes rather than wrong ones.
        #expect(try ChangesPageTests.latestLines(content, role: "crew").isEmpty)
    }

    /// Each revision's lines are written once and kept: one of the same stamp and another
    /// sequence, or the same sequence and another stamp, has lines of its own, asked in any order.
    @Test func eachRevisionHasItsOwnLines() {
        let revisions = EventRevisions(earlier: [:], time: Self.third)
        let unchanged = BuildRecord.Event(hash: 1, sequence: 0, stamp: Self.first)
        let revised = BuildRecord.Event(hash: 2, sequence: 1, stamp: Self.first)
        let later = BuildRecord.Event(hash: 3, sequence: 0, stamp: Self.second)
        let expected = [
            "DTSTAMP:20261130T005320Z\r\n",
            "DTSTAMP:20261130T005320Z\r\nSEQUENCE:1\r\nLAST-MODIFIED:20261130T005320Z\r\n",
            "DTSTAMP:20261201T044000Z\r\n",
        ]
        for order in [[0, 1, 2], [2, 1, 0], [1, 0, 2, 1]] {
            let events = [unchanged, revised, later]
            for i in order { #expect(String(decoding: revisions.lines(events[i]), as: UTF8.self) == expected[i]) }
        }
    }

    @Test func recordsRoundTrip() {
        var record = BuildRecord()
        record.events["a\tb@tour"] = .init(hash: 0xDEAD_BEEF, sequence: 3, stamp: 1_796_000_000)
        record.events["c@tour"] = .init(hash: 1, sequence: 0, stamp: 0)
        #expect(BuildRecord.decoded(record.encoded()) == record)
        #expect(BuildRecord.decoded(Array(record.encoded().dropLast())) == nil, "a record cut short is damaged")
    }

    /// Event lines come in the order of their UIDs, whatever the UIDs are made of, and read back
    /// as written; a line another version could write is read by its fields.
    @Test(arguments: [["b-2@t", "b-10@t", "a@t", "B@t", "b@t"], ["é-1@t", "e-2@t", "f@t", "e\u{301}-3@t"]])
    func eventLinesAreInUIDOrderAndReadBack(_ uids: [String]) throws {
        var record = BuildRecord()
        for (n, uid) in uids.enumerated() { record.events[uid] = .init(hash: UInt64(n) << 40 | 0xABC, sequence: n, stamp: 1_796_000_000 + Int64(n)) }
        let bytes = record.encoded()
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("event\t") }
        #expect(lines.map { String($0.split(separator: "\t")[1]) } == uids.sorted())
        #expect(BuildRecord.decoded(bytes) == record)
        let read = try #require(BuildRecord.decoded(Array("tourbook-record 2\nevent\tx@t\t00000000000000ab\t+1\t5\n".utf8)))
        #expect(read.events["x@t"]?.hash == 0xab)
        #expect(BuildRecord.decoded(Array("tourbook-record 2\nevent\tx@t\t00000000000000ag\t1\t5\n".utf8)) == nil)
    }

    /// An event line in the form this version writes is read straight from its bytes, any other
    /// by its fields (`RecordReader.read`): both ways take the same lines the same way and
    /// refuse the same lines.
    @Test(arguments: [
        "event\tx@t\t00000000000000ab\t1\t-5", "event\tx\\\\y\\tz@t\t00000000000000ab\t2\t5", "event\tx@t\t00000000000000ab\t007\t5",
        "event\tx@t\t00000000000000ab\t1\t5\textra", "event\tx@t\t00000000000000ab\t-1\t5", "event\tx@t\t00000000000000AB\t1\t5",
        "event\tx@t\t00000000000000ab\t1", "event\tx@t\t00000000000000ab\t\t5", "event\tx@t\tab\t1\t5", "event\tx@t\t00000000000000ab\t1\t5x",
    ])
    func eventLinesReadTheSameFromBytesAsByFields(_ line: String) {
        var byFields = RecordReader()
        let read = byFields.read(FieldLines.read(Array((line + "\n").utf8))![0])
        let decoded = BuildRecord.decoded(Array("tourbook-record 2\n\(line)\n".utf8))
        #expect((decoded != nil) == read)
        if read { #expect(decoded?.events == byFields.record.events) }
    }

    /// The lines this version writes are the ones read from their bytes; another form of a
    /// number is left to the field reader.
    @Test func eventLinesAsWrittenAreReadFromTheirBytes() {
        var reader = RecordReader()
        for (line, fast) in [("event\tx@t\t00000000000000ab\t1\t-5", true), ("event\tx@t\t00000000000000ab\t+1\t5", false)] {
            #expect(Array(line.utf8).withUnsafeBytes { reader.readEvent($0) } == fast, "\(line)")
        }
    }

    @Test func sourceDateEpochSetsTheTimeAndABadOneIsRefused() throws {
        let content = TempContent(copyingSample: true)
        let output = content.root.appendingPathComponent("Output")
        #expect(RebuildTests.build(content, output: output, environment: ["SOURCE_DATE_EPOCH": "1796100000"]).0 == .success)
        #expect(try Self.feed(content, "crew/calendar.ics").values.allSatisfy { $0["DTSTAMP"] == "20261201T044000Z" })
        let (code, messages) = RebuildTests.build(content, output: output, environment: ["SOURCE_DATE_EPOCH": "yesterday"])
        #expect(code == .usage)
        #expect(messages.contains { $0.contains("SOURCE_DATE_EPOCH is \"yesterday\"") }, "\(messages)")
    }
}
