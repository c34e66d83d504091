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
/// 6 roles), and for every person in every role with travel, the page holds exactly that
/// person's travel: per date, their flights (by confirmation), ground legs, check-ins and
/// check-outs, the hotel they sleep in with their room; no schedule item, and nobody else's
/// rooms, flights, phone numbers. Expectations come from the content model (`Day`, `Hotel`),
/// not from the selection code the pages use.
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
        var pagesChecked = 0, datesChecked = 0, flightsSeen = 0, roomsSeen = 0
        // What the content says of each person, worked out once for all roles.
        let expectedOf = Dictionary(uniqueKeysWithValues: model.tour.people.map { ($0.id, Self.expectations(model, $0.id)) })
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
                    #expect(Set(flights.compactMap { $0.fact("confirmation") }) == Set(want.flights.compactMap(\.confirmation)),
                            "\(role.id)/\(person.id) \(date): flight confirmations")
                    #expect(items.filter { $0.kind == "ground" }.count == want.ground, "\(role.id)/\(person.id) \(date): ground legs")
                    let checkIns = items.filter { $0.kind == "hotel-checkin" }, checkOuts = items.filter { $0.kind == "hotel-checkout" }
                    #expect(checkIns.map { $0.fact("room") } == want.checkInRooms, "\(role.id)/\(person.id) \(date): check-ins")
                    #expect(checkOuts.map { $0.fact("room") } == want.checkOutRooms, "\(role.id)/\(person.id) \(date): check-outs")
                    #expect(section.stayRooms == want.nightRooms, "\(role.id)/\(person.id) \(date): tonight's rooms")
                    #expect(items.count == want.flights.count + want.ground + want.checkInRooms.count + want.checkOutRooms.count,
                            "\(role.id)/\(person.id) \(date): items that are not the person's travel")
                    datesChecked += 1
                    flightsSeen += flights.count
                    roomsSeen += section.stayRooms.count
                }
                // Nobody else's room, flight or phone anywhere on the page.
                let own = Self.ownRooms(model, person.id)
                #expect(Set(sections.allRooms).isSubset(of: own), "\(role.id)/\(person.id) shows someone else's room")
                #expect(!page.containsBytes("class=\"rooms\""), "\(role.id)/\(person.id) has a rooms table")
                let others = Self.otherFlightConfirmations(model, person.id)
                #expect(sections.confirmations.isDisjoint(with: others), "\(role.id)/\(person.id) shows someone else's flight")
                // The tour party's phones (`+1 416 555 1000`…): only the person's own, only with contacts.
                let phones = page.occurrences(of: "+1 416 555 1")
                #expect(phones == (role.can(.contacts) ? 1 : 0), "\(role.id)/\(person.id): \(phones) tour-party phone numbers")
                if role.can(.contacts), let phone = person.phone { #expect(page.containsBytes(phone), "\(role.id)/\(person.id): own phone") }
                pagesChecked += 1
            }
        }
        #expect(pagesChecked == 240)
        #expect(flightsSeen > 1_000 && roomsSeen > 10_000, "\(flightsSeen) flights, \(roomsSeen) rooms")
        print("person pages: \(pagesChecked) pages, \(datesChecked) person-dates, \(flightsSeen) flights, \(roomsSeen) nights checked")
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

    /// On a person's page a flight or ground leg names its passengers when there are at most
    /// `ItemWording.namedPeople`, and counts them beyond (the day page names them all).
    @Test func longPassengerListsAreCounted() throws {
        let (site, model) = try #require(Self.site)
        let (_, counted) = try Self.checkPassengers(site, model, people: model.tour.people.prefix(12).map(\.id))
        #expect(counted > 20, "\(counted) counted")
        let sample = try SiteFixture(content: TempContent(copyingSample: true))
        let sampleModel = SiteModel(tour: try #require(TempContent(copyingSample: true).load().tour))
        let (named, _) = try Self.checkPassengers(sample, sampleModel, people: sampleModel.travellers.map(\.id))
        #expect(named > 5, "\(named) named in the sample")
    }

    /// Each passenger line of the people's pages in the first travel role against the content:
    /// how many lines name and how many count.
    static func checkPassengers(_ site: SiteFixture, _ model: SiteModel, people: [String]) throws -> (named: Int, counted: Int) {
        let role = try #require(model.roles.first { $0.can(.travel) })
        var named = 0, counted = 0
        for id in people {
            let sections = PageSections(try site.text("\(role.id)/people/\(id).html"))
            for date in sections.dates {
                let day = model.days[date]
                let legs = (day?.flights ?? []).filter { $0.passengers.contains(id) }.map(\.passengers)
                    + (day?.ground ?? []).filter { $0.passengers.contains(id) }.map(\.passengers)
                let shown = sections.byDate[date]!.items.filter { $0.kind == "flight" || $0.kind == "ground" }.compactMap { $0.fact("passengers") }
                let want = legs.map { ids in
                    ids.count > ItemWording.namedPeople ? "\(ids.count), named on the day page"
                        : ids.map { model.peopleByID[$0]?.name ?? $0 }.joined(separator: ", ")
                }
                #expect(shown.sorted() == want.map(escaped).sorted(), "\(id) \(date): passengers")
                named += legs.filter { $0.count <= ItemWording.namedPeople }.count
                counted += legs.filter { $0.count > ItemWording.namedPeople }.count
            }
        }
        return (named, counted)
    }

    /// Travel entries on a person's page are the day page's entries, byte for byte (a hotel's
    /// short line names the day page's hotel entry of that kind and time, with its confirmation):
    /// sharing rendered entries across people and roles can't give anyone another date's,
    /// another person's or a stale entry.
    @Test func travelEntriesAreTheDayPagesEntries() throws {
        let (site, model) = try #require(Self.site)
        var compared = 0
        for role in model.roles where role.can(.travel) {
            var dayEntries: [CivilDate: Set<String>] = [:], dayCommon: [CivilDate: Set<String>] = [:]
            for person in model.tour.people.enumerated().filter({ $0.offset % 3 == 1 }).map(\.element) {
                let page = try site.text("\(role.id)/people/\(person.id).html")
                for (date, blocks) in Self.travelBlocks(page) {
                    if dayEntries[date] == nil { dayEntries[date] = Set(Self.travelBlocks(try site.text("\(role.id)/days/\(date).html")).flatMap(\.1)) }
                    for block in blocks where block.hasPrefix("<li class=\"item brief") {
                        // A hotel's short line: the day page has an entry of that kind, time, hotel and confirmation.
                        let line = Substring(block)
                        let key = ["data-kind=\"", "data-time=\"", "<span class=\"title\">"].map { PageSections.between(line, $0, $0.hasPrefix("<") ? "</span>" : "\"") ?? "" }
                        let code = PageSections.between(line, "<span class=\"code\">", "</span>")
                        let match = dayEntries[date]!.contains { entry in
                            let e = Substring(entry)
                            return ["data-kind=\"", "data-time=\"", "<span class=\"title\">"].map { PageSections.between(e, $0, $0.hasPrefix("<") ? "</span>" : "\"") ?? "" } == key
                                && (code == nil || entry.contains("<span class=\"fact-value\">\(code!)</span>"))
                        }
                        if !match { Issue.record("\(role.id)/\(person.id) \(date): a hotel line unlike the day page's entries") }
                        compared += 1
                    }
                    for block in blocks where !block.hasPrefix("<li class=\"item brief") {
                        // The room and passenger lines are the person page's own (see the tests
                        // above); the rest is the entry as the day page has it.
                        func common(_ entry: String) -> String {
                            entry.split(separator: "\n", omittingEmptySubsequences: false)
                                .filter { !$0.hasPrefix("<p class=\"fact fact-room\">") && !$0.hasPrefix("<p class=\"fact fact-passengers\">") }
                                .joined(separator: "\n")
                        }
                        let shared = common(block)
                        if dayCommon[date] == nil { dayCommon[date] = Set(dayEntries[date]!.map(common)) }
                        if !dayCommon[date]!.contains(shared) { Issue.record("\(role.id)/\(person.id) \(date): an entry unlike the day page's") }
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 5_000, "\(compared) entries compared")
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
        let library = try TemplateLibrary(directory: Paths.templates, trimIndentation: true)
        var pages = 0
        for model in [SiteModel(tour: sample), generated, SiteModel(tour: markedTour)] {
            let assets = SiteAssets(style: .init(name: "style.css", bytes: []), mark: .init(name: "mark.svg", bytes: []))
            let parts = model.dates.map(DayBody(model: model, notes: NotesHTML(model.tour), assets: assets).parts)
            let days = PersonDays(model: model, parts: parts, library: library, keyBase: 0)
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

    /// Each date's travel and hotel entries (`<li class="item …">` up to `</li>`, schedule left
    /// out), from a person page or a day page.
    static func travelBlocks(_ page: String) -> [(CivilDate, [String])] {
        var result: [(CivilDate, [String])] = []
        var block: [Substring]?
        for line in page.utf8.split(separator: UInt8(ascii: "\n")).map(Substring.init) {
            if let date = PageSections.between(line, "data-date=\"", "\"").flatMap({ CivilDate(iso: $0) }),
               line.hasPrefix("<section class=\"travel-day") || line.hasPrefix("<article class=\"day") {
                result.append((date, []))
            } else if line.hasPrefix("<li class=\"item "), !line.contains("data-kind=\"schedule\""), !result.isEmpty {
                block = [line]
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

    struct Expected {
        var flights: [Flight] = []
        var ground = 0
        var checkInRooms: [String?] = []
        var checkOutRooms: [String?] = []
        var nightRooms: [String?] = []
    }

    static func expectations(_ model: SiteModel, _ id: String) -> [CivilDate: Expected] {
        var result: [CivilDate: Expected] = [:]
        func room(_ hotel: Hotel) -> String?? { hotel.rooms.first { $0.person == id }.map(\.room) }
        var outsByDate: [CivilDate: [(Int64?, Int, String?)]] = [:]
        for other in model.tour.days {
            for hotel in other.hotels {
                if let out = hotel.checkOut, let r = room(hotel) {
                    outsByDate[out.date, default: []].append((out.instant, other.date.daysSinceEpoch * 1000 + hotel.order, r))
                }
            }
        }
        for date in model.dates {
            var e = Expected()
            let day = model.days[date]
            e.flights = (day?.flights ?? []).filter { $0.passengers.contains(id) }
            e.ground = (day?.ground ?? []).filter { $0.passengers.contains(id) }.count
            // Check-ins and check-outs in timeline order (times compared, ties in file order).
            let ins = (day?.hotels ?? []).compactMap { hotel in room(hotel).map { (hotel.checkIn.instant, hotel.order, $0) } }
            e.checkInRooms = sortedRooms(ins)
            e.checkOutRooms = sortedRooms(outsByDate[date] ?? [])
            e.nightRooms = (model.staysByNight[date] ?? []).compactMap { room($0) }
            let own = !e.flights.isEmpty || e.ground > 0 || !e.checkInRooms.isEmpty || !e.checkOutRooms.isEmpty || !e.nightRooms.isEmpty
            guard own else { continue }
            result[date] = e
        }
        return result
    }

    private static func sortedRooms(_ rooms: [(Int64?, Int, String?)]) -> [String?] {
        rooms.sorted { a, b in
            switch (a.0, b.0) {
            case let (x?, y?): x != y ? x < y : a.1 < b.1
            case (.some, .none): true
            case (.none, .some): false
            case (.none, .none): a.1 < b.1
            }
        }.map(\.2)
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

/// A personal page cut into its day sections and items in one pass over its lines (the
/// templates write an element per line), so 240 pages of a year-long tour read quickly in debug.
struct PageSections {
    struct Item {
        let kind: String
        var facts: [String: String] = [:]
        func fact(_ key: String) -> String? { facts[key] }
    }

    struct Section {
        var items: [Item] = []
        /// The room of each "Hotel tonight" line (nil for one not known yet), in order.
        var stayRooms: [String?] = []
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
            allRooms += section.stayRooms.compactMap { $0 } + section.items.compactMap { $0.fact("room") }
            for item in section.items { if let c = item.fact("confirmation") { confirmations.insert(c) } }
        }
        for line in page.utf8.split(separator: UInt8(ascii: "\n")).map(Substring.init) {
            if line.hasPrefix("<section class=\"travel-day person-day") {
                close()
                date = Self.between(line, "data-date=\"", "\"").flatMap { CivilDate(iso: $0) }
                section = Section()
            } else if line.hasPrefix("</section>") {
                close()
                date = nil
            } else if date != nil, line.hasPrefix("<li class=\"item ") {
                section.items.append(Item(kind: Self.between(line, "data-kind=\"", "\"") ?? ""))
                if line.hasPrefix("<li class=\"item brief") {
                    // A hotel's short line: the guest's room and the confirmation.
                    section.items[section.items.count - 1].facts["room"] = Self.between(line, "<span class=\"brief-room\">Room <span class=\"room\">", "</span>")
                    section.items[section.items.count - 1].facts["confirmation"] = Self.between(line, "<span class=\"code\">", "</span>")
                }
            } else if date != nil, line.hasPrefix("<p class=\"fact fact-"), !section.items.isEmpty,
                      let key = Self.between(line, "<p class=\"fact fact-", "\""),
                      let value = Self.between(line, "<span class=\"fact-value\">", "</span>") {
                section.items[section.items.count - 1].facts[key] = value
            } else if date != nil, line.hasPrefix("<p class=\"person-stay\">") {
                section.stayRooms.append(Self.between(line, "<span class=\"room\">", "</span>"))
            }
        }
        close()
    }

    static func between(_ text: Substring, _ start: String, _ end: String) -> String? {
        text.between(start, end)
    }
}
