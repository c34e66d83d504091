import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourRendering

/// Calendar events are kept between builds by their day's key (`BuildInputs.dayKeys`,
/// `KeptEvents`): an edit to one day's files moves that day's key alone, and a file outside
/// `days/` (which every day file is read with) moves every key.
struct DayKeysTests {
    static func keys(_ content: TempContent, templates: String = Paths.templates.path) throws -> [String: UInt64] {
        try #require(BuildInputs.read(content: content.content.path, templates: templates, roles: [], zoneRoot: ZoneStore().root,
                                      buildDate: BuildClock.day(BuildClock.clock())).dayKeys())
    }

    static func moved(_ before: [String: UInt64], _ after: [String: UInt64]) -> [String] {
        Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    @Test func aDaysOwnFilesMoveItsKeyAlone() throws {
        let content = TempContent(copyingSample: true)
        let first = try Self.keys(content)
        #expect(first.count >= 10)
        content.replace("days/2027-03-10.json", "\"Load in\"", "\"Load in (dock B)\"")
        let second = try Self.keys(content)
        #expect(Self.moved(first, second) == ["2027-03-10"])
        content.write("days/2027-03-17.md", "## New notes\n")
        #expect(Self.moved(second, try Self.keys(content)) == ["2027-03-17"])
    }

    @Test func aFileInTheDaysFolderThatNamesNoDateMovesEveryKey() throws {
        let content = TempContent(copyingSample: true)
        let before = try Self.keys(content)
        content.write("days/2027-03-1x.json", "{}")
        #expect(Self.moved(before, try Self.keys(content)) == before.keys.sorted())
    }

    @Test(arguments: [("people.json", "Kofi Mensah", "Kofi A. Mensah"), ("tour.json", #""clock": "24h""#, #""clock": "12h""#)])
    func aFileOutsideTheDaysMovesEveryKey(_ file: String, _ old: String, _ new: String) throws {
        let content = TempContent(copyingSample: true)
        let before = try Self.keys(content)
        content.replace(file, old, new)
        #expect(Self.moved(before, try Self.keys(content)) == before.keys.sorted())
    }

    /// What is made from a date's key (its parts, its calendar events) is worded with the words
    /// files and rendered with no template: an edit to the words moves every key, and one to a
    /// template or the style sheet none, so a template edit keeps every date's events.
    @Test func theWordsMoveEveryKeyAndTheTemplatesNone() throws {
        let content = TempContent(copyingSample: true)
        let templates = content.root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: Paths.templates, to: templates)
        let before = try Self.keys(content, templates: templates.path)
        try Data("/* edited */".utf8).write(to: templates.appendingPathComponent("style.css"))
        let item = templates.appendingPathComponent("partials/item.mustache")
        try Data(try Data(contentsOf: item) + Data("{{! edited }}".utf8)).write(to: item)
        let edited = try Self.keys(content, templates: templates.path)
        #expect(Self.moved(before, edited).isEmpty)
        let words = templates.appendingPathComponent("words/en-GB.json")
        try Data(try Data(contentsOf: words) + Data("\n".utf8)).write(to: words)
        #expect(Self.moved(edited, try Self.keys(content, templates: templates.path)) == before.keys.sorted())
    }

    /// Events are written once per key, and kept for the builds after: again for another day
    /// key, UID or kind of feed.
    @Test func keptEventsAreWrittenOncePerKey() {
        let store = PieceStore()
        let kept = KeptEvents(store: store, dayKeys: ["2027-03-10": 1, "2027-03-11": 2], zones: ZoneStore())
        var written = 0
        func build(_ date: String, _ uid: String = "a@t", personal: Bool = false, bookings: Bool = false) {
            let make = { written += 1; return WrittenEvents() }
            if let key = kept.key(date: CivilDate(iso: date)!, uid: uid, personal: personal, bookings: bookings) {
                _ = kept.events(key: key, make: make)
            } else {
                _ = make()
            }
            _ = store.keepUsed(dropping: false)
        }
        build("2027-03-10")
        build("2027-03-10")
        #expect(written == 1)
        build("2027-03-11")
        build("2027-03-10", "b@t")
        build("2027-03-10", personal: true)
        build("2027-03-10", bookings: true)
        #expect(written == 5)
        build("2027-03-12")
        build("2027-03-12")
        #expect(written == 7, "a date with no files of its own has no key: its events are written every time")
    }
}

/// What is kept of an entry's events reads back as it was written, for every entry of the
/// sample and every kind of feed.
struct WrittenEventsTests {
    @Test(arguments: [false, true])
    func everyEntrysEventsReadBackAsWritten(_ forTravellers: Bool) throws {
        let model = try FinderIndexTests.model()
        let feed = CalendarFeed(model: model, forTravellers: forTravellers)
        var stays = 0
        for (date, entry, uid) in feed.entriesWithUIDs {
            let written = WrittenEvents(feed, entry: entry, date: date, uid: uid, personal: true)
            let read = try #require(WrittenEvents(decoding: ArraySlice(written.encoded()), zones: ZoneStore()))
            #expect(read.body == written.body && read.bodyHash == written.bodyHash, "\(uid)")
            #expect(read.zones.map(\.identifier) == written.zones.map(\.identifier))
            #expect(read.checkOut?.body == written.checkOut?.body && read.checkOut?.uid == written.checkOut?.uid)
            #expect(read.checkOut?.hash == written.checkOut?.hash && read.checkOut?.zones.map(\.identifier) == written.checkOut?.zones.map(\.identifier))
            #expect(read.stay?.head == written.stay?.head && read.stay?.tail == written.stay?.tail)
            #expect(read.stay?.guests.map(\.person) == written.stay?.guests.map(\.person) && read.stay?.guests.map(\.summary) == written.stay?.guests.map(\.summary))
            #expect(read.stay?.guests.map(\.uid) == written.stay?.guests.map(\.uid) && read.stay?.guests.map(\.hash) == written.stay?.guests.map(\.hash))
            if let guests = written.stay?.guests.map(\.person) { #expect(guests == guests.sorted() && Set(guests).count == guests.count, "\(uid)") }
            if written.stay != nil { stays += 1 }
            #expect(WrittenEvents(decoding: written.encoded().dropLast(), zones: ZoneStore()) == nil, "cut short")
        }
        #expect(stays > 5)
    }
}
