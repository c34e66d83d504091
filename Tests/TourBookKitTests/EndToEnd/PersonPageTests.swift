import Foundation
import Mustache
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Personal pages (`people/<id>.html`): a real build of the generated 365-day tour (60 people,
/// 6 roles), and for every person in every role with travel, the page is exactly that person's
/// itinerary: per date they fly, ride or check in, one line per flight (by confirmation), ground
/// leg and stay (with their room, its nights and check-out), no date for a night or a check-out
/// alone; no schedule item, and nobody else's rooms, flights, phone numbers or names.
/// Expectations come from the content model (`Day`, `Hotel`), not from the selection code the
/// pages use.
@Suite(.endToEnd)
struct PersonPageTests {
    /// One build shared by the tests below (it's the slow part).
    nonisolated(unsafe) static let site: (fixture: SiteFixture, model: SiteModel)? = {
        let content = TempContent()
        for file in ["tour.json", "people.json", "days/2027-03-14.json"] { content.remove(file) }
        // The whole generated year normally; a few weeks under a sanitizer, where a year takes many minutes.
        guard (try? SyntheticTour(days: 365, people: 60, roles: 6).write(to: content.content.path)) != nil,
              let tour = content.load().tour, let fixture = try? SiteFixture(content: content) else { return nil }
        return (fixture, SiteModel(tour: tour))
    }()

    @Test func everyPersonPageHoldsExactlyThatPersonsTravel() throws {
        let (site, model) = try #require(Self.site)
        let travelRoles = model.roles.filter { $0.can(.travel) }
        #expect(travelRoles.count == 4)
        #expect(model.tour.people.count == 60)
        var pagesChecked = 0, datesChecked = 0, flightsSeen = 0, staysSeen = 0
        // What the content says of each person, worked out once for all roles.
        let expectedOf = Dictionary(uniqueKeysWithValues: model.tour.people.map { ($0.id, Self.expectations(model, $0.id)) })
        let names = model.tour.people.map { (id: $0.id, name: $0.name, escaped: Self.escaped($0.name)) }
        for role in travelRoles {
            let home = try site.text("\(role.id)/index.html")
            for person in model.tour.people {
                #expect(home.containsBytes("<a href=\"people/\(person.id).html\">"), "\(role.id) home lacks \(person.id)")
                let page = try site.text("\(role.id)/people/\(person.id).html")
                let sections = PageSections(page)
                let expected = expectedOf[person.id]!
                #expect(sections.dates == expected.keys.sorted(), "\(role.id)/\(person.id): dates differ")
                for (date, want) in expected {
                    let section = try #require(sections.byDate[date], "\(role.id)/\(person.id) has no \(date)")
                    let items = section.items
                    let flights = items.filter { $0.kind == "flight" }
                    #expect(flights.count == want.flights.count, "\(role.id)/\(person.id) \(date): flights")
                    // Booking references only for a role with bookings (management).
                    #expect(Set(flights.compactMap(\.confirmation)) == (role.bookings ? Set(want.flights.compactMap(\.confirmation)) : []),
                            "\(role.id)/\(person.id) \(date): flight confirmations")
                    #expect(items.filter { $0.kind == "ground" }.count == want.ground, "\(role.id)/\(person.id) \(date): ground legs")
                    let stays = items.filter { $0.kind == "hotel-checkin" }
                    #expect(stays.map(\.room) == want.stays.map(\.room), "\(role.id)/\(person.id) \(date): stays and rooms")
                    for (line, stay) in zip(stays, want.stays) {
                        #expect(line.confirmation == (role.bookings ? stay.confirmation : nil), "\(role.id)/\(person.id) \(date): a stay's confirmation")
                        if let out = stay.checkOut { #expect(line.text.contains(" · \(out)"), "\(role.id)/\(person.id) \(date): check-out \(out)") }
                    }
                    #expect(items.count == want.flights.count + want.ground + want.stays.count,
                            "\(role.id)/\(person.id) \(date): lines that are not the person's travel")
                    datesChecked += 1
                    flightsSeen += flights.count
                    staysSeen += stays.count
                }
                // Nobody else's room, flight, phone or name anywhere on the page.
                let own = Self.ownRooms(model, person.id)
                #expect(Set(sections.allRooms).isSubset(of: own), "\(role.id)/\(person.id) shows someone else's room")
                #expect(!page.containsBytes("class=\"rooms\""), "\(role.id)/\(person.id) has a rooms table")
                let others = Self.otherFlightConfirmations(model, person.id)
                #expect(sections.confirmations.isDisjoint(with: others), "\(role.id)/\(person.id) shows someone else's flight")
                // The tour party's phones (`+1 416 555 1000`…): only the person's own, only with contacts.
                let phones = page.occurrences(of: "+1 416 555 1")
                #expect(phones == (role.can(.contacts) ? 1 : 0), "\(role.id)/\(person.id): \(phones) tour-party phone numbers")
                if role.can(.contacts), let phone = person.phone { #expect(page.containsBytes(phone), "\(role.id)/\(person.id): own phone") }
                // Lines name no passengers: nobody else's name is on the page.
                let named = names.filter { $0.id != person.id && !person.name.contains($0.name) && page.containsBytes($0.escaped) }
                #expect(named.isEmpty, "\(role.id)/\(person.id) names \(named.map(\.id))")
                pagesChecked += 1
            }
        }
        #expect(pagesChecked == 240)
        #expect(flightsSeen > 1_000 && staysSeen > 10_000, "\(flightsSeen) flights, \(staysSeen) stays")
        print("person pages: \(pagesChecked) pages, \(datesChecked) person-dates, \(flightsSeen) flights, \(staysSeen) stays checked")
    }

    /// A person's page says whose book it is by the person, not the role, so every role that
    /// sees the same of their travel has the same page, made once and hard-linked. In the sample,
    /// band and crew see the same of Amara's travel; crew also sees a crew-only van of Chloé's,
    /// and management sees titles and phone numbers.
    @Test func rolesThatSeeTheSameOfAPersonShareOnePage() throws {
        let site = try SiteFixture(content: TempContent(copyingSample: true))
        func inode(_ role: String, _ id: String) throws -> UInt64 {
            try FileManager.default.attributesOfItem(atPath: site.output.appendingPathComponent("\(role)/people/\(id).html").path)[.systemFileNumber] as! UInt64
        }
        #expect(try inode("band", "amara") == inode("crew", "amara"))
        #expect(try inode("management", "amara") != inode("crew", "amara"))
        #expect(try inode("band", "chloe") != inode("crew", "chloe"))
        #expect(try site.text("band/people/chloe.html") != site.text("crew/people/chloe.html"))
        let page = try site.text("crew/people/amara.html")
        #expect(page.contains("<title>Amara Okafor · Harbour Lights Tour 2027</title>"))
        #expect(page.contains("<span class=\"role-badge\">Amara Okafor</span>"))
        #expect(!page.contains("Crew") && !page.contains("Band"))
    }

    @Test func onlyRolesWithTravelHavePersonPagesAndTheirLinks() throws {
        let (site, model) = try #require(Self.site)
        for role in model.roles {
            let pages = site.files(under: role.id).filter { $0.hasPrefix("people/") && $0.hasSuffix(".html") }
            #expect(pages.count == (role.can(.travel) ? 60 : 0), "\(role.id)")
            let home = try site.text("\(role.id)/index.html")
            #expect(home.contains("class=\"people-pages\"") == role.can(.travel), "\(role.id)")
            #expect(home.contains("id=\"today-link\""), "\(role.id) has no Today link")
        }
    }

    /// The schedule is on the day pages, never on a person's page: no schedule item, and none of
    /// the tour's schedule titles or notes, in any role; each date links its day page instead.
    @Test func personPagesCarryNoSchedule() throws {
        let (site, model) = try #require(Self.site)
        let titles = Set(model.tour.days.flatMap(\.schedule).map { ">" + Self.escaped($0.title) + "<" })
        #expect(titles.count > 3)
        var pages = 0
        for role in model.roles where role.can(.travel) {
            // Every fourth person: the pages are large, and the property test above reads them all.
            for person in model.tour.people.enumerated().filter({ $0.offset % 4 == 0 }).map(\.element) {
                let page = try site.text("\(role.id)/people/\(person.id).html")
                #expect(!page.containsBytes("data-kind=\"schedule\""), "\(role.id)/\(person.id) shows a schedule item")
                #expect(!page.containsBytes("Bunks assigned"), "\(role.id)/\(person.id) shows a schedule note")
                if let title = titles.first(where: page.containsBytes) { Issue.record("\(role.id)/\(person.id) shows the schedule title \(title)") }
                #expect(page.containsBytes("Days without travel for you are left out"))
                // Every heading's day link, found in one pass (a search per date reads the
                // 650 KB page hundreds of times).
                let linked = Set(page.components(separatedBy: "<h2><a href=\"../days/").dropFirst()
                    .compactMap { piece in piece.range(of: ".html\">").map { String(piece[..<$0.lowerBound]) } })
                for date in PageSections(page).dates {
                    #expect(linked.contains("\(date)"), "\(role.id)/\(person.id) \(date): no link to the day page")
                }
                pages += 1
            }
        }
        #expect(pages == 60)
    }

    /// Every line of a person's page is an entry of the day page: of that kind, time and title,
    /// with its confirmation and arrival, so sharing rendered lines across people and roles can't
    /// give anyone another date's, another person's or a stale entry.
    @Test func linesAreTheDayPagesEntries() throws {
        let (site, model) = try #require(Self.site)
        var compared = 0
        for role in model.roles where role.can(.travel) {
            var dayEntries: [CivilDate: [[String?]]] = [:]
            for person in model.tour.people.enumerated().filter({ $0.offset % 3 == 1 }).map(\.element) {
                let page = try site.text("\(role.id)/people/\(person.id).html")
                for (date, blocks) in Self.travelBlocks(page) {
                    if dayEntries[date] == nil {
                        dayEntries[date] = Self.travelBlocks(try site.text("\(role.id)/days/\(date).html")).flatMap(\.1).map { Self.entryKey(Substring($0)) }
                    }
                    for block in blocks {
                        let line = Substring(block)
                        #expect(line.hasPrefix("<li data-kind="), "\(role.id)/\(person.id) \(date): not a line: \(line.prefix(60))")
                        let item = PageSections.item(line)
                        var key = Self.entryKey(line)
                        key[3] = item.confirmation
                        key[4] = line.between(" · arrives ", " <span") ?? line.between(" · arrives ", "</li>")
                        if !dayEntries[date]!.contains(key) { Issue.record("\(role.id)/\(person.id) \(date): a line unlike the day page's entries: \(key)") }
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 5_000, "\(compared) lines compared")
    }

    /// A section names its zone's offset only where the section before it has another, and the
    /// offset each section has (its own or carried on) is its day page's.
    @Test func sectionsCarryTheOffsetOfTheSectionBefore() throws {
        let (site, model) = try #require(Self.site)
        let role = try #require(model.roles.first { $0.can(.travel) })
        var dayOffsets: [String: String] = [:]
        var (named, carried) = (0, 0)
        for person in model.tour.people.prefix(12) {
            var offset: String?
            for line in try site.text("\(role.id)/people/\(person.id).html").lineSlices where line.hasBytePrefix("<section id=\"day-") {
                let date = try #require(line.between("id=\"day-", "\""))
                let own = line.between("data-zone-offset=\"", "\"")
                #expect(own != offset || own == nil, "\(person.id) \(date): names the offset of the section before")
                if own == nil { carried += 1 } else { named += 1 }
                offset = own ?? offset
                if dayOffsets[date] == nil { dayOffsets[date] = try site.text("\(role.id)/days/\(date).html").between("data-zone-offset=\"", "\"") }
                #expect(offset == dayOffsets[date], "\(person.id) \(date): offset \(offset ?? "none"), its day page's \(dayOffsets[date] ?? "none")")
            }
        }
        #expect(named > 12 && carried > named, "\(named) named, \(carried) carried")
    }

    /// What a line and its day page entry share: kind, time, title, confirmation, arrival (as a
    /// day page's facts give the last two).
    static func entryKey(_ entry: Substring) -> [String?] {
        [entry.between("data-kind=\"", "\""), entry.between("data-time=\"", "\""), entry.between("<span class=\"title\">", "</span>"),
         entry.between("<p class=\"fact fact-confirmation\"><span class=\"fact-label\">Confirmation</span> <span class=\"fact-value\">", "</span>"),
         entry.between("<p class=\"fact fact-arrives\"><span class=\"fact-label\">Arrives</span> <span class=\"fact-value\">", "</span>")]
    }

    /// Person pages from entries and skeletons made once are the pages rendered section by
    /// section, for the sample tour, a generated one (six weeks, 20 people, 6 roles), and the
    /// sample with the placeholders' own markers in a room and a hotel's name, in every role with travel.
    @Test func sharedEntriesGiveTheSamePagesAsRenderingEachEntry() throws {
        let sample = try #require(TempContent(copyingSample: true).load().tour)
        let marked = TempContent(copyingSample: true)
        let day = try String(contentsOfFile: marked.path("days/2027-03-13.json"), encoding: .utf8)
        marked.write("days/2027-03-13.json", day.replacingOccurrences(of: #""room": "212""#, with: "\"room\": \"2\u{E000}0\u{E001}\"")
            .replacingOccurrences(of: #""name": "The Drake Hotel""#, with: "\"name\": \"The Drake \u{E000}0\u{E001} Hotel\""))
        let markedTour = try #require(marked.load().tour)
        #expect(markedTour.days.flatMap(\.hotels).contains { $0.name.contains("\u{E000}") })
        let content = TempContent()
        for file in ["tour.json", "people.json", "days/2027-03-14.json"] { content.remove(file) }
        try SyntheticTour(days: 42, people: 20, roles: 6).write(to: content.content.path)
        let generated = SiteModel(tour: try #require(content.load().tour))
        var log = DiagnosticLog()
        let library = try #require(TemplateSet.load(Paths.templates.path, log: &log)).library
        var pages = 0
        for model in [SiteModel(tour: sample), generated, SiteModel(tour: markedTour)] {
            let assets = SiteAssets(style: .init(name: "style.css", bytes: []), mark: .init(name: "mark.svg", bytes: []))
            let source = DaySource(model: model, notes: NotesHTML(model.tour), assets: assets, dayKeys: nil, last: nil)
            let days = PersonDays(model: model, days: source, visibility: Visibility(tabs: [.travel], bookings: true), library: library, keyBases: KeyBases(fixed: 0))
            for role in model.roles where role.can(.travel) {
                for person in model.travellers {
                    let a = try PersonPage(model: model, role: role, days: days, person: person).input(layout: [:]).render(with: library)
                    var values = PersonPage(model: model, role: role, days: days, person: person).value()
                    values["personDays"] = .html(String(decoding: try days.bytes(of: person, skeletons: false), as: UTF8.self))
                    let b = try library.render("person", .object(values))
                    #expect(a == b, "\(role.id)/\(person.id)")
                    pages += 1
                }
            }
        }
        #expect(pages > 80)
    }

    /// Each date's travel and hotel entries (`<li class="item…">` or a person's line, up to
    /// `</li>`, schedule left out), from a person page (its date in the section's id) or a day
    /// page. A person's line is read as the now/next script reads it, in a day page entry's
    /// markup: without a `data-time`, it is at its `<time>` on the section's date and offset;
    /// its title is its `<strong>`.
    static func travelBlocks(_ page: String) -> [(CivilDate, [String])] {
        var result: [(CivilDate, [String])] = []
        var block: [Substring]?
        var offset: String?
        for line in page.lineSlices {
            if let date = (line.between("data-date=\"", "\"") ?? line.between("id=\"day-", "\"")).flatMap({ CivilDate(iso: $0) }),
               line.hasBytePrefix("<section id=\"day-") || line.hasBytePrefix("<article class=\"day") {
                result.append((date, []))
                // A person's section without an offset has the one of the section before it.
                offset = line.between("data-zone-offset=\"", "\"") ?? (line.hasBytePrefix("<section") ? offset : nil)
            } else if line.hasBytePrefix("<li class=\"item"), !line.containsBytes("data-kind=\"schedule\""), !result.isEmpty {
                block = [line]
            } else if line.hasBytePrefix("<li data-kind="), let date = result.last?.0, let offset {
                var entry = String(line).replacingOccurrences(of: "<strong>", with: "<span class=\"title\">")
                    .replacingOccurrences(of: "</strong>", with: "</span>")
                if !entry.contains("data-time=\""), let clock = line.between("<time>", "</time>") {
                    entry = entry.replacingOccurrences(of: "\"><time>", with: "\" data-time=\"\(date)T\(clock)\(offset)\"><time>")
                }
                block = [Substring(entry)]
            } else if block != nil {
                block!.append(line)
            }
            if let lines = block, line.hasSuffix("</li>") {
                result[result.count - 1].1.append(lines.joined(separator: "\n"))
                block = nil
            }
        }
        return result
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
    }

    // MARK: - What the content says

    struct Stay {
        var room: String?
        var confirmation: String?
        /// `3 nights, check-out Mon 22 Mar 05:00`, when the stay has a check-out.
        var checkOut: String?
    }

    struct Expected {
        var flights: [Flight] = []
        var ground = 0
        var stays: [Stay] = []
    }

    static func expectations(_ model: SiteModel, _ id: String) -> [CivilDate: Expected] {
        var result: [CivilDate: Expected] = [:]
        for date in model.dates {
            var e = Expected()
            let day = model.days[date]
            e.flights = (day?.flights ?? []).filter { $0.passengers.contains(id) }
            e.ground = (day?.ground ?? []).filter { $0.passengers.contains(id) }.count
            // Check-ins in timeline order (times compared, ties in file order).
            let ins = (day?.hotels ?? []).filter { $0.rooms.contains { $0.person == id } }.sorted { a, b in
                switch (a.checkIn.instant, b.checkIn.instant) {
                case let (x?, y?): x != y ? x < y : a.order < b.order
                case (.some, .none): true
                case (.none, .some): false
                case (.none, .none): a.order < b.order
                }
            }
            e.stays = ins.map { hotel in
                let room = hotel.rooms.first { $0.person == id }?.room
                let checkOut = hotel.checkOut.map { out in
                    let nights = out.date.daysSinceEpoch - hotel.checkIn.date.daysSinceEpoch
                    let time = out.time.clockTime.map { " " + model.tour.clock.format($0) } ?? ""
                    return "\(nights == 1 ? "1 night" : nights < 1 ? "day room" : "\(nights) nights"), check-out \(DateText.short(out.date, model.tour.locale))\(time)"
                }
                return Stay(room: room.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : escaped($0) },
                            confirmation: hotel.confirmation.map(escaped), checkOut: checkOut.map(escaped))
            }
            guard !e.flights.isEmpty || e.ground > 0 || !e.stays.isEmpty else { continue }
            result[date] = e
        }
        return result
    }

    static func ownRooms(_ model: SiteModel, _ id: String) -> Set<String> {
        Set(model.tour.days.flatMap(\.hotels).flatMap(\.rooms).filter { $0.person == id }.compactMap(\.room))
    }

    static func otherFlightConfirmations(_ model: SiteModel, _ id: String) -> Set<String> {
        let flights = model.tour.days.flatMap(\.flights)
        let mine = Set(flights.filter { $0.passengers.contains(id) }.compactMap(\.confirmation))
        return Set(flights.filter { !$0.passengers.contains(id) }.compactMap(\.confirmation)).subtracting(mine)
    }
}

/// A personal page cut into its day sections and lines in one pass over its lines (the
/// templates write an element per line), so 240 pages of a year-long tour read quickly in debug.
struct PageSections {
    struct Item {
        let kind: String
        var room: String?
        /// The booking reference, the line's last code (a flight's number, in its title, is not).
        var confirmation: String?
        var text: Substring
    }

    struct Section {
        var items: [Item] = []
    }

    var byDate: [CivilDate: Section] = [:]
    var dates: [CivilDate] = []
    var allRooms: [String] = []
    var confirmations: Set<String> = []

    init(_ page: String) {
        var date: CivilDate?
        var section = Section()
        func close() {
            guard let date else { return }
            byDate[date] = section
            dates.append(date)
            allRooms += section.items.compactMap(\.room)
            for item in section.items { if let c = item.confirmation { confirmations.insert(c) } }
        }
        for line in page.lineSlices {
            if line.hasBytePrefix("<section id=\"day-") {
                close()
                date = line.between("id=\"day-", "\"").flatMap { CivilDate(iso: $0) }
                section = Section()
            } else if line.hasBytePrefix("</section>") {
                close()
                date = nil
            } else if date != nil, line.hasBytePrefix("<li data-kind=") {
                section.items.append(Self.item(line))
            }
        }
        close()
    }

    static func item(_ line: Substring) -> Item {
        var item = Item(kind: line.between("data-kind=\"", "\"") ?? "", text: line)
        item.room = line.between(" · Room <b>", "</b>")
        if line.hasSuffix("</span></li>"), let last = line.ranges(of: " <span class=\"code\">").last,
           !line[..<last.lowerBound].hasSuffix("<strong>") {
            item.confirmation = String(line[last.upperBound...].dropLast("</span></li>".count))
        }
        return item
    }
}
