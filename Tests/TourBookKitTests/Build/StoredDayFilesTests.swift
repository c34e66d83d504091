import Foundation
import Testing
import TourBookSystem
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourRendering

/// Decoded day files kept between builds (`.tourbook-days`, `StoredDayFiles`): a stored day
/// reads back as the day it was, every field of it, and one is reused only for the same bytes,
/// name and context.
struct StoredDayFilesTests {
    static let zones = ZoneStore()

    static func roundTrip(_ decoded: DecodedDay) -> DecodedDay? {
        var writer = PieceWriter()
        writer.value(decoded)
        var reader = PieceReader(ArraySlice(writer.bytes), zones: zones)
        guard let read = reader.value(DecodedDay.self), reader.atEnd else { return nil }
        return read
    }

    @Test(arguments: ["sample", "synthetic"])
    func everyDayOfATourReadsBackEqual(_ tour: String) throws {
        let content = TempContent(copyingSample: tour == "sample")
        if tour == "synthetic" { _ = try SyntheticTour(days: 40, people: 12, roles: 4).write(to: content.content.path) }
        let days = try #require(content.load().tour?.days)
        #expect(days.count >= 12)
        for day in days {
            let read = Self.roundTrip(DecodedDay(day: day, log: DiagnosticLog(), parseSeconds: 0.25))
            let same = read?.day == day  // not in the expectation: a day printed is pages of zone data
            #expect(same, "\(day.file) reads back another day")
            #expect(read?.parseSeconds == 0, "a day read back was not parsed")
        }
    }

    /// The round trip covers every field: the fixture leaves none empty (no nil, no empty list,
    /// looking into every struct, list and optional), so a field added to the model fails here
    /// until it is set, and then fails the round trip until it is written.
    @Test func aDayWithEveryFieldSetReadsBackEqual() throws {
        let decoded = try Self.everyField()
        #expect(Self.unset(decoded) == [".day.schedule[].time.instant"], "only the unreadable time has no instant")
        let read = try #require(Self.roundTrip(decoded))
        let same = read.day == decoded.day
        #expect(same, "the day reads back another day")
        #expect(read.log.entries == decoded.log.entries)
        #expect(read.day?.schedule.map(\.time.time) == decoded.day?.schedule.map(\.time.time), "a clock time and an unreadable one")
    }

    @Test func bytesCutShortOrChangedDoNotRead() throws {
        var writer = PieceWriter()
        writer.value(try Self.everyField())
        for end in stride(from: 0, to: writer.bytes.count, by: 7) {
            var reader = PieceReader(writer.bytes[..<end], zones: Self.zones)
            #expect(reader.value(DecodedDay.self) == nil || !reader.atEnd, "cut at \(end)")
        }
        var unknownZone = PieceWriter()
        unknownZone.text("Mars/Olympus_Mons")
        var reader = PieceReader(ArraySlice(unknownZone.bytes), zones: Self.zones)
        #expect(reader.zone() == nil)
    }

    /// A day file is decoded once for the same bytes, name and context, in the next build of
    /// `watch` (the same store) and through a store saved and read back as the next one-shot
    /// build reads it; any of them changed, it is decoded again.
    @Test func aDayIsDecodedAgainOnlyWhenWhatItIsMadeFromChanges() throws {
        let day = try #require(try Self.everyField().day)
        let decodes = Lock(0)
        func decode() -> DecodedDay {
            decodes.withLock { $0 += 1 }
            return DecodedDay(day: day, log: DiagnosticLog(), parseSeconds: 0.5)
        }
        let store = PieceStore()
        let files = StoredDayFiles(store: store, base: 7, zones: Self.zones)
        #expect(files.decoded("days/2027-03-14.json", content: 1, context: 2, decode).parseSeconds == 0.5)
        _ = store.keepUsed()
        let again = files.decoded("days/2027-03-14.json", content: 1, context: 2, decode)
        #expect(again.day == day && again.parseSeconds == 0, "found, not parsed")
        #expect(decodes.withLock { $0 } == 1)
        _ = store.keepUsed()
        let read = try #require(PieceStore.decoded(store.encoded(base: 7), base: 7))
        let fromDisk = StoredDayFiles(store: read, base: 7, zones: Self.zones)
        #expect(fromDisk.decoded("days/2027-03-14.json", content: 1, context: 2, decode).day == day)
        #expect(decodes.withLock { $0 } == 1, "read from the saved store")
        _ = fromDisk.decoded("days/2027-03-14.json", content: 3, context: 2, decode)
        _ = fromDisk.decoded("days/2027-03-14.json", content: 1, context: 4, decode)
        _ = fromDisk.decoded("./days/2027-03-14.json", content: 1, context: 2, decode)
        _ = StoredDayFiles(store: read, base: 8, zones: Self.zones).decoded("days/2027-03-14.json", content: 1, context: 2, decode)
        _ = fromDisk.decoded("days/2027-03-14.json", content: nil, context: 2, decode)
        #expect(decodes.withLock { $0 } == 6, "other bytes, context, name, binary, or bytes not read")
    }

    /// What decoding a day file found is reported by every build, also by one that reads the
    /// day back from the folder's store instead of decoding it.
    @Test func aStoredDaysWarningIsReportedAgain() throws {
        let content = TempContent()
        content.write("days/2027-03-14.json", #"{ "flights": [ { "from": "YYZ", "to": "LHR", "departs": "22:30", "arrives": "09:35" } ] }"#)
        content.write("days/2027-03-15.json", #"{ "city": "London", "kind": "off" }"#)
        let options = IncrementalBuildTests.options(content, "Output")
        let warning = "the flight lands before it takes off"
        #expect(SiteBuild(configuration: options).run().log.warnings.contains { $0.message.hasPrefix(warning) })
        #expect(FileManager.default.fileExists(atPath: options.output + "/" + StoredDayFiles.fileName))
        content.write("days/2027-03-15.json", #"{ "city": "London, UK", "kind": "off" }"#)
        let again = SiteBuild(configuration: options).run()
        #expect(again.summary?.written ?? 0 > 0, "a build, not the shortcut that replays the last one's warnings")
        #expect(again.log.warnings.contains { $0.message.hasPrefix(warning) && $0.location.file.hasSuffix("days/2027-03-14.json") })
    }

    /// The paths of fields left empty in `value`: nil optionals and empty lists, looked for
    /// through structs, lists' elements, optionals' values and enums' payloads.
    static func unset(_ value: Any, path: String = "") -> [String] {
        if value is String || value is ZoneInfo { return [] }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional: return mirror.children.first.map { unset($0.value, path: path) } ?? [path]
        case .collection: return mirror.children.isEmpty ? [path] : mirror.children.flatMap { unset($0.value, path: path + "[]") }
        case .struct, .enum, .tuple: return mirror.children.flatMap { unset($0.value, path: path + "." + ($0.label ?? "_")) }
        default: return []
        }
    }

    static func everyField() throws -> DecodedDay {
        let london = try zones.zone("Europe/London"), date = try #require(CivilDate(iso: "2027-03-14"))
        func at(_ minute: Int, _ offset: Int = 0) -> ZonedTime {
            ZonedTime(time: .clock(ClockTime(minuteOfDay: minute, dayOffset: offset, approximate: true)), zone: london, pageDate: date)
        }
        let here = SourceLocation(file: "Content/days/2027-03-14.json", line: 3, column: 7, jsonPath: "documents[0]")
        let crew = Audience(roles: ["crew", "band"])
        let document = Document(title: "Parking map", path: "assets/parking.pdf", tab: .schedule, audience: crew, location: here)
        let booking = TravelBooking(confirmation: "ABC123", note: "Aisle", order: 200_003, id: "item-1", audience: crew)
        let venue = Venue(name: "Roundhouse", address: "Chalk Farm Rd", phone: "+44 20", loadIn: "Dock 2", parking: "Lot B", productionOffice: "Room 4",
                          wifi: "crew / pass", capacity: "1,700", curfew: "23:00", website: "https://roundhouse.org.uk",
                          nearby: [NearbyPlace(kind: "food", name: "Diner", address: "1 High St", phone: "+44 1", hours: "24h")], documents: [document])
        let airport = Airport(code: "LHR", zone: london, city: "London", name: "Heathrow")
        let day = Day(date: date, file: "Content/days/2027-03-14.json", city: "London", kind: .festival, zone: london, venue: venue,
                      schedule: [ScheduleItem(time: at(540), ends: at(600), title: "Load in", location: "Dock", note: "Early", order: 100_001, id: "load-in",
                                              audience: crew),
                                 ScheduleItem(time: ZonedTime(time: .unreadable("after the show"), zone: london, pageDate: date), ends: at(1_500, 1),
                                              title: "Bus call", location: "Stage door", note: "TBC", order: 100_002, id: "bus", audience: crew)],
                      flights: [Flight(flight: "BA 117", from: airport, to: airport, departs: at(600), arrives: at(60, 1), passengers: ["p1"], booking: booking)],
                      ground: [GroundLeg(kind: "car", from: "Hotel", to: "Venue", departs: at(480), arrives: at(500), company: "Cabs",
                                         driver: Driver(name: "Sam", phone: "+44 2"), passengers: ["p1"], booking: booking)],
                      hotels: [Hotel(name: "Inn", address: "2 High St", phone: "+44 3", checkIn: at(900), checkOut: at(660, 1),
                                     rooms: [Hotel.Room(person: "p1", room: "101")], booking: booking)],
                      contacts: [Contact(name: "Promoter", role: "Rep", phone: "+44 4", email: "rep@example.com", audience: crew)],
                      notes: [Notes(file: "Content/days/2027-03-14.crew.md", path: "days/2027-03-14.crew.md", tab: .travel, role: "crew", markdown: "# Hi")],
                      documents: [document])
        var log = DiagnosticLog()
        log.warning(here, "the flight lands before it takes off")
        log.error(SourceLocation(file: "Content/days/2027-03-14.json", line: 9, column: 1, jsonPath: "hotels"), "a hotel needs a name")
        return DecodedDay(day: day, log: log, parseSeconds: 0.125)
    }
}
