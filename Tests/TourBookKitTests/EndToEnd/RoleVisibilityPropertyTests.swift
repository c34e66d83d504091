import Foundation
import Testing
import TourBookSystem
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The role-leak property, over random tours: every text field of a generated tour is a unique
/// marker whose prefix names the tab that owns it. After a real build (in process, into a
/// temporary folder), every role's folder must hold no marker of a tab it can't open, in any
/// byte of any file, and must hold every marker of the tabs it can open somewhere.
///
/// Ownership, as docs/content-format.md defines it:
/// - shared (every role): tour name, artist, city, tour.md, YYYY-MM-DD.md
/// - one role: its title, tour.<role>.md, YYYY-MM-DD.<role>.md
/// - schedule: venue (inline or from venues.json, with its day-sheet details and places nearby),
///   schedule items (title, location, note, time written as text), *.schedule.md
/// - a document (tour's, venue's, day's): its title, its file's name and bytes, to its tab's
///   roles, or every role without a tab
/// - travel: flights, ground legs, hotels and rooms, passport countries, *.travel.md
/// - a booking reference (a flight's, ground leg's or hotel's confirmation): roles with travel
///   and `"bookings": true`; never in a calendar feed
/// - contacts: day contacts, people's title, phone and email, *.contacts.md
/// - people's names: roles with contacts (the people list), or with travel when the person has a
///   passport or travels on one of the days
/// - a role's title: only that role's own site
/// - an item or document with `"for"` (drawn on any kind): its markers, to the roles named
///   only, within what the rules above allow; a person's name reaches a travel role only
///   through a passport or a trip of theirs it sees
/// - a passport number: never whole, anywhere
/// - a person's page and feed (`people/<id>.*`): no schedule marker, and of travel only the
///   markers of that person's flights, ground legs and hotels, and their own room
/// - a traveller's own folder (`private/<id>/`): of travel only their own (the names of those
///   travelling with them aside: their feed names passengers), nothing of the schedule, of the
///   contacts only their own details, no role's title; every booking reference of theirs
@Suite(.endToEnd)
struct RoleVisibilityPropertyTests {
    /// 200 in CI; `TOURBOOK_LEAK_TOURS=N` to run more (or fewer, while working on it).
    static let tours = ProcessInfo.processInfo.environment["TOURBOOK_LEAK_TOURS"].flatMap { Int($0) } ?? 200

    enum Owner: Equatable {
        case shared, schedule, travel, contacts, booking
        case person(Int)
        case role(Int)
        case never
    }

    /// A generated tour: its files, and who owns each marker.
    struct RandomTour {
        var files: [String: String] = [:]
        var owners: [String: Owner] = [:]
        var roles: [(id: String, tabs: Set<Tab>, bookings: Bool)] = []
        /// Per person: has a passport, or travels on some day.
        var personOnTravel: [Bool] = []
        /// Per person: has a passport.
        var personHasPassport: [Bool] = []
        /// Per person: the audience of each trip of theirs (nil: every role).
        var personTrips: [[Set<Int>?]] = []
        /// Markers of an item or document with `"for"`: the indices of the roles it names.
        var audiences: [String: Set<Int>] = [:]
        /// Travel markers that belong to people: a flight's or ground leg's to its passengers, a
        /// hotel's to its guests, a room to its guest. Only these may be on a person's files.
        var personalOwners: [String: Set<Int>] = [:]
        /// A person's own details (phone, title, email, passport country): only on their own pages.
        var ownDetails: [String: Int] = [:]
        private var made: [String] = []
        private var lastPassengers: Set<Int> = []
        /// venues.json's entries, made when a day first names one, so every venue is used.
        private var venues: [String] = []
        private var counter = 0
        private var rng: SplitMix

        init(seed: UInt64) {
            rng = SplitMix(seed: seed &* 0x9E37_79B9 &+ 1)
            generate(seed: seed)
        }

        mutating func marker(_ owner: Owner) -> String {
            counter += 1
            let prefix: String
            switch owner {
            case .shared: prefix = "zqshared"
            case .schedule: prefix = "zqsched"
            case .travel: prefix = "zqtrav"
            case .contacts: prefix = "zqcont"
            case .booking: prefix = "zqbook"
            case .person: prefix = "zqperson"
            case .role: prefix = "zqrole"
            case .never: prefix = "zqnever"
            }
            // The closing "x" keeps marker 1 from matching inside marker 12.
            let text = "\(prefix)\(counter)x"
            owners[text] = owner
            made.append(text)
            return text
        }

        mutating func chance(_ percent: Int) -> Bool { rng.int(1...100) <= percent }

        /// `"for": [...]` for some items (a random non-empty set of roles), or nil for every role.
        mutating func audience() -> Set<Int>? {
            guard chance(30) else { return nil }
            let named = Set(roles.indices.filter { _ in chance(50) })
            return named.isEmpty ? [rng.int(0...(roles.count - 1))] : named
        }

        /// The `"for"` field of `audience`, when there is one.
        func forField(_ audience: Set<Int>?) -> String? {
            audience.map { "\"for\": [" + $0.sorted().map { "\"r\($0)\"" }.joined(separator: ", ") + "]" }
        }

        /// The markers made since `start` are for `audience` only (the innermost `"for"` holds).
        mutating func restrict(since start: Int, to audience: Set<Int>?) {
            guard let audience else { return }
            for text in made[start...] where audiences[text] == nil { audiences[text] = audience }
        }

        /// Makes an item's fields, then marks what it made as for its audience, and returns its JSON.
        mutating func item(_ audience: Set<Int>?, _ fields: (inout RandomTour) -> [String?]) -> String {
            let start = made.count
            let list = fields(&self) + [forField(audience)]
            restrict(since: start, to: audience)
            return "{ " + list.compactMap { $0 }.joined(separator: ", ") + " }"
        }

        /// `"documents": [...]` of one or two files, each for a random tab or every role; its title,
        /// file name and bytes carry markers of that owner.
        mutating func documents() -> String {
            let docs = (0..<rng.int(1...2)).map { _ -> String in
                let (tab, owner): (String?, Owner) = rng.pick([(nil, .shared), ("schedule", .schedule), ("travel", .travel), ("contacts", .contacts)])
                return item(audience()) { tour in
                    let file = "assets/\(tour.marker(owner)).pdf"
                    tour.files[file] = "%PDF-1.4\n% \(tour.marker(owner))\n%%EOF\n"
                    return ["\"title\": \"\(tour.marker(owner))\"", "\"file\": \"\(file)\"", tab.map { "\"tab\": \"\($0)\"" }]
                }
            }
            return "\"documents\": [\(docs.joined(separator: ", "))]"
        }

        /// A venue's fields: name, address and phone, the day-sheet details, places nearby and
        /// documents, each drawn or not.
        mutating func venueFields() -> String {
            var fields = ["\"name\": \"\(marker(.schedule))\"", field("address", .schedule), field("phone", .schedule),
                          field("parking", .schedule, 40), field("wifi", .schedule, 40), field("curfew", .schedule, 40)].compactMap { $0 }
            if chance(40) {
                fields.append("\"nearby\": [{ " + ["\"name\": \"\(marker(.schedule))\"", field("phone", .schedule), field("hours", .schedule)]
                    .compactMap { $0 }.joined(separator: ", ") + " }]")
            }
            if chance(40) { fields.append(documents()) }
            return fields.joined(separator: ", ")
        }

        /// `"venue": …`: inline, or the id of a venue in venues.json (a new one, or one named before).
        mutating func venue() -> String {
            if chance(50) { return "\"venue\": { \(venueFields()) }" }
            if !venues.isEmpty && chance(50) { return "\"venue\": \"v\(rng.int(0...(venues.count - 1)))\"" }
            venues.append("\"v\(venues.count)\": { \(venueFields()) }")
            files["venues.json"] = "{\n  " + venues.joined(separator: ",\n  ") + "\n}\n"
            return "\"venue\": \"v\(venues.count - 1)\""
        }

        /// `"key": "marker"` when the optional field is drawn.
        mutating func field(_ key: String, _ owner: Owner, _ percent: Int = 70) -> String? {
            chance(percent) ? "\"\(key)\": \"\(marker(owner))\"" : nil
        }

        mutating func time() -> String {
            chance(80) ? String(format: "%02d:%02d", rng.int(0...23), rng.pick([0, 15, 30, 45])) : ""
        }

        mutating func generate(seed: UInt64) {
            let allTabs: [Tab] = [.schedule, .travel, .contacts]
            for i in 0..<rng.int(2...5) {
                roles.append(("r\(i)", Set(allTabs.filter { _ in chance(50) }), chance(50)))
            }
            let roleJSON = roles.enumerated().map { i, role in
                "\"\(role.id)\": { \"title\": \"\(marker(.role(i)))\", \"tabs\": [\(role.tabs.map { "\"\($0.rawValue)\"" }.sorted().joined(separator: ", "))]"
                    + (role.bookings ? ", \"bookings\": true }" : " }")
            }.joined(separator: ",\n    ")
            let artist = field("artist", .shared).map { ", " + $0 } ?? ""
            let tourDocuments = chance(50) ? ", " + documents() : ""
            files["tour.json"] = """
            { "name": "\(marker(.shared))"\(artist)\(tourDocuments), "timeZone": "America/Toronto", "clock": "\(chance(50) ? "24h" : "12h")",
              "roles": {
                \(roleJSON)
              } }
            """

            let people = rng.int(2...4)
            personOnTravel = Array(repeating: false, count: people)
            personHasPassport = Array(repeating: false, count: people)
            personTrips = Array(repeating: [], count: people)
            var peopleJSON: [String] = []
            for p in 0..<people {
                let start = made.count
                defer { for text in made[(start + 1)...] { ownDetails[text] = p } }
                var fields = ["\"id\": \"p\(p)\"", "\"name\": \"\(marker(.person(p)))\""]
                fields += [field("title", .contacts), field("phone", .contacts), field("email", .contacts)].compactMap { $0 }
                if chance(60) {
                    personOnTravel[p] = true
                    personHasPassport[p] = true
                    let expires = "20\(rng.int(26...31))-0\(rng.int(1...9))-1\(rng.int(0...9))"
                    fields.append("\"passport\": { \"country\": \"\(marker(.travel))\", \"number\": \"\(marker(.never))\", \"expires\": \"\(expires)\" }")
                }
                peopleJSON.append("{ " + fields.joined(separator: ", ") + " }")
            }
            files["people.json"] = "[\n  " + peopleJSON.joined(separator: ",\n  ") + "\n]"
            if chance(70) { files["tour.md"] = "# Notes\n\nShared \(marker(.shared)) *and* \(marker(.shared)).\n" }
            for (tab, owner) in [(Tab.schedule, Owner.schedule), (.travel, .travel), (.contacts, .contacts)] where chance(40) {
                files["tour.\(tab.rawValue).md"] = "# For \(tab.rawValue)\n\nOnly \(marker(owner)).\n"
            }
            // A role's own notes (`tour.<role>.md`, `days/<date>.<role>.md`) are that role's alone.
            for i in roles.indices where chance(30) { files["tour.\(roles[i].id).md"] = "For \(roles[i].id): \(marker(.role(i)))\n" }

            var date = CivilDate(year: 2027, month: 3, day: rng.int(1...10))!
            for _ in 0..<rng.int(2...4) {
                files["days/\(date).json"] = day(people: people)
                if chance(50) { files["days/\(date).md"] = "Day notes \(marker(.shared))\n" }
                for (tab, owner) in [(Tab.schedule, Owner.schedule), (.travel, .travel), (.contacts, .contacts)] where chance(30) {
                    files["days/\(date).\(tab.rawValue).md"] = "- \(marker(owner))\n"
                }
                for i in roles.indices where chance(20) { files["days/\(date).\(roles[i].id).md"] = "- \(marker(.role(i)))\n" }
                date = date.adding(days: rng.int(1...2))
            }
        }

        /// The markers made since `start` (a count of markers) belong to `people`, unless they
        /// already belong to someone; it is a trip of each of them, for `audience`.
        mutating func belong(since start: Int, to people: Set<Int>, audience: Set<Int>?) {
            for text in made[start...] where personalOwners[text] == nil { personalOwners[text] = people }
            for p in people {
                personOnTravel[p] = true
                personTrips[p].append(audience)
            }
        }

        mutating func passengers(_ people: Int) -> String {
            let chosen = (0..<people).filter { _ in chance(50) }
            lastPassengers = Set(chosen)
            return chosen.map { "\"p\($0)\"" }.joined(separator: ", ")
        }

        mutating func day(people: Int) -> String {
            var parts: [String] = []
            if let city = field("city", .shared) { parts.append(city) }
            parts.append("\"kind\": \"\(rng.pick(["show", "travel", "off"]))\"")
            if chance(60) { parts.append(venue()) }
            if chance(30) { parts.append(documents()) }
            let schedule = (0..<rng.int(0...3)).map { _ in
                item(audience()) { tour in
                    let time = tour.chance(80) ? "\"time\": \"\(tour.time())\"" : "\"time\": \"\(tour.marker(.schedule))\""
                    return [time, "\"title\": \"\(tour.marker(.schedule))\"", tour.field("location", .schedule), tour.field("note", .schedule)]
                }
            }
            if !schedule.isEmpty { parts.append("\"schedule\": [\(schedule.joined(separator: ", "))]") }
            let flights = (0..<rng.int(0...2)).map { _ in
                let start = made.count, audience = audience()
                defer { belong(since: start, to: lastPassengers, audience: audience) }
                return item(audience) { tour in
                    [tour.field("flight", .travel), "\"from\": { \"airport\": \"\(tour.marker(.travel))\", \"timeZone\": \"America/Toronto\" }",
                     "\"to\": { \"airport\": \"\(tour.marker(.travel))\", \"timeZone\": \"Europe/Paris\" }",
                     "\"departs\": \"18:40\"", "\"arrives\": \"07:55+1\"", "\"passengers\": [\(tour.passengers(people))]",
                     tour.field("confirmation", .booking), tour.field("note", .travel)]
                }
            }
            if !flights.isEmpty { parts.append("\"flights\": [\(flights.joined(separator: ", "))]") }
            let ground = (0..<rng.int(0...2)).map { _ in
                let start = made.count, audience = audience()
                defer { belong(since: start, to: lastPassengers, audience: audience) }
                return item(audience) { tour in
                    var driver: String?
                    if tour.chance(50) {
                        driver = "\"driver\": { " + [tour.field("name", .travel), tour.field("phone", .travel)].compactMap { $0 }.joined(separator: ", ") + " }"
                    }
                    let arrives = tour.chance(30) ? "\"arrives\": \"\(tour.marker(.travel))\"" : "\"arrives\": \"\(tour.time())\""
                    return [tour.field("kind", .travel), tour.field("from", .travel), tour.field("to", .travel), "\"departs\": \"\(tour.time())\"", arrives,
                            tour.field("company", .travel), driver, "\"passengers\": [\(tour.passengers(people))]",
                            tour.field("confirmation", .booking), tour.field("note", .travel)]
                }
            }
            if !ground.isEmpty { parts.append("\"ground\": [\(ground.joined(separator: ", "))]") }
            if chance(50) {
                let start = made.count, audience = audience()
                let guests = Set((0..<people).filter { _ in chance(50) })
                defer { belong(since: start, to: guests, audience: audience) }
                let hotel = item(audience) { tour in
                    let rooms = guests.sorted().map { p in
                        guard tour.chance(70) else { return "{ \"person\": \"p\(p)\" }" }
                        let room = tour.marker(.travel)
                        tour.personalOwners[room] = [p]
                        return "{ \"person\": \"p\(p)\", \"room\": \"\(room)\" }"
                    }
                    return ["\"name\": \"\(tour.marker(.travel))\"", tour.field("address", .travel), tour.field("phone", .travel),
                            "\"checkIn\": \"15:00\"", tour.field("confirmation", .booking), tour.field("note", .travel),
                            "\"rooms\": [\(rooms.joined(separator: ", "))]"]
                }
                parts.append("\"hotels\": [\(hotel)]")
            }
            let contacts = (0..<rng.int(0...2)).map { _ in
                item(audience()) { tour in
                    ["\"name\": \"\(tour.marker(.contacts))\"", tour.field("role", .contacts), tour.field("phone", .contacts), tour.field("email", .contacts)]
                }
            }
            if !contacts.isEmpty { parts.append("\"contacts\": [\(contacts.joined(separator: ", "))]") }
            return "{\n  " + parts.joined(separator: ",\n  ") + "\n}\n"
        }

        /// Whether the role at `index` may see `marker`: its owner's rule, then its audience.
        func visible(_ marker: String, toRole index: Int) -> Bool {
            visible(owners[marker]!, toRole: index) && audiences[marker].map { $0.contains(index) } ?? true
        }

        func visible(_ owner: Owner, toRole index: Int) -> Bool {
            let tabs = roles[index].tabs
            switch owner {
            case .shared: return true
            case .schedule: return tabs.contains(.schedule)
            case .travel: return tabs.contains(.travel)
            case .booking: return tabs.contains(.travel) && roles[index].bookings
            case .contacts: return tabs.contains(.contacts)
            case .person(let p):
                let seesATrip = personTrips[p].contains { $0.map { $0.contains(index) } ?? true }
                return tabs.contains(.contacts) || (tabs.contains(.travel) && (personHasPassport[p] || seesATrip))
            case .role(let r): return r == index
            case .never: return false
            }
        }
    }

    /// The tours run in chunks that Swift Testing runs side by side: a build mostly waits on
    /// the disk, so this keeps 200 tours well under 30 seconds in a debug build.
    static let chunks = 8

    @Test(arguments: 0..<chunks)
    func noRoleSeesAMarkerOfATabItCannotOpenInRandomTours(chunk: Int) throws {
        var checkedMarkers = 0
        var failures = 0
        let seeds = (1...Self.tours).filter { $0 % Self.chunks == chunk }.map(UInt64.init)
        for seed in seeds {
            let tour = RandomTour(seed: seed)
            let content = TempContent()
            content.remove("days/2027-03-14.json")
            for (path, text) in tour.files { content.write(path, text) }
            let site: SiteFixture
            do {
                site = try SiteFixture(content: content)
            } catch let failure as SiteFixture.BuildFailed {
                Issue.record("seed \(seed): the random tour did not build: \(failure.messages)")
                continue
            }
            for (index, role) in tour.roles.enumerated() {
                let files = Self.markersByFile(site, role: role.id)
                failures += Self.checkPersonalFiles(files, of: tour, seed: seed, role: role.id)
                for file in files where file.path.hasSuffix(".ics") {
                    for marker in file.markers where tour.owners[marker] == .booking {
                        failures += 1
                        Issue.record("seed \(seed): \(role.id)/\(file.path) holds the booking reference \(marker); feeds carry none")
                    }
                }
                #expect(files.count >= 4, "seed \(seed): role \(role.id) has only \(files.map(\.path))")
                for (marker, owner) in tour.owners {
                    let holders = files.filter { $0.markers.contains(marker) }.map(\.path)
                    checkedMarkers += 1
                    if tour.visible(marker, toRole: index) {
                        if holders.isEmpty {
                            failures += 1
                            Issue.record("seed \(seed): role \(role.id) (tabs \(role.tabs.map(\.rawValue).sorted())) should see \(marker) (\(owner)) but no file has it")
                        }
                    } else if !holders.isEmpty {
                        failures += 1
                        Issue.record("seed \(seed): role \(role.id) (tabs \(role.tabs.map(\.rawValue).sorted())) must not see \(marker) (\(owner)), found in \(holders)")
                    }
                }
            }
            failures += Self.checkPrivateFolders(site, of: tour, seed: seed)
            failures += Self.checkChanges(tour, content: content, seed: seed)
            if failures > 20 { break } // one broken rule fails every tour; enough to see it
        }
        #expect(checkedMarkers > seeds.count * 40)
    }

    /// Rebuilds the tour with every marker of its day files renumbered, so every item, room and
    /// notes file changes (titles: removed and added; facts and rooms: edited): what changed,
    /// old and new values alike, reaches no role that can't open the tab (changes pages, their
    /// Atom feeds, marked day pages). Returns the failures recorded.
    static func checkChanges(_ tour: RandomTour, content: TempContent, seed: UInt64) -> Int {
        var owners = tour.owners, audiences = tour.audiences
        for (path, text) in tour.files where path.hasPrefix("days/") {
            // Attached files keep their names: they are the files in the content folder.
            let kept = text.replacingOccurrences(of: "assets/zq", with: "assets/\u{1}")
            let renumbered = kept.replacing(/zq([a-z]+)(\d+)x/) { match in
                let new = "zq\(match.1)\(Int(match.2)! + 100_000)x"
                owners[new] = tour.owners[String(match.0)]
                audiences[new] = tour.audiences[String(match.0)]
                return new
            }
            content.write(path, renumbered.replacingOccurrences(of: "assets/\u{1}", with: "assets/zq"))
        }
        guard let site = try? SiteFixture(content: content) else {
            Issue.record("seed \(seed): the renumbered tour did not build")
            return 1
        }
        var failures = 0
        for (index, role) in tour.roles.enumerated() {
            let files = Self.markersByFile(site, role: role.id)
            #expect(files.contains { $0.path == "changes.xml" }, "seed \(seed): role \(role.id) has no changes.xml")
            var renumbered = tour
            (renumbered.owners, renumbered.audiences) = (owners, audiences)
            for (marker, owner) in owners where !renumbered.visible(marker, toRole: index) {
                let holders = files.filter { $0.markers.contains(marker) }.map(\.path)
                guard !holders.isEmpty else { continue }
                failures += 1
                Issue.record("seed \(seed), after an edit: role \(role.id) (tabs \(role.tabs.map(\.rawValue).sorted())) must not see \(marker) (\(owner)), found in \(holders)")
            }
        }
        return failures
    }

    /// A person's page and feed hold no schedule, and of travel only what is theirs: no
    /// other person's room, flight, ground leg or hotel. Returns the failures recorded.
    static func checkPersonalFiles(_ files: [(path: String, markers: Set<String>)], of tour: RandomTour, seed: UInt64, role: String) -> Int {
        var failures = 0
        for file in files where file.path.hasPrefix("people/p") {
            guard let person = Int(file.path.dropFirst("people/p".count).prefix { $0.isNumber }) else { continue }
            for marker in file.markers {
                let owner = tour.owners[marker]
                let allowed = switch owner {
                case .travel?, .booking?: tour.personalOwners[marker]?.contains(person) == true
                case .schedule?: false
                default: true  // shared, contacts, names and role titles: the role-wide rule above
                }
                if !allowed {
                    failures += 1
                    Issue.record("seed \(seed): \(role)/\(file.path) holds \(marker) (\(owner.map { "\($0)" } ?? "?")), which is not p\(person)'s")
                }
            }
        }
        return failures
    }

    /// Each traveller's own folder holds their travel with every booking reference of theirs,
    /// and nothing of anyone else's. Returns the failures recorded.
    static func checkPrivateFolders(_ site: SiteFixture, of tour: RandomTour, seed: UInt64) -> Int {
        var failures = 0
        for person in tour.personOnTravel.indices {
            let files = markersByFile(site, role: "private/p\(person)")
            guard !files.isEmpty else { continue }
            let all = files.reduce(into: Set<String>()) { $0.formUnion($1.markers) }
            for (marker, owner) in tour.owners where all.contains(marker) {
                let allowed = switch owner {
                case .shared: true
                case .person: true  // fellow passengers, named in the feed's events
                case .travel, .booking: tour.personalOwners[marker]?.contains(person) == true || tour.ownDetails[marker] == person
                case .contacts: tour.ownDetails[marker] == person
                case .schedule, .role, .never: false
                }
                if !allowed {
                    failures += 1
                    Issue.record("seed \(seed): private/p\(person) holds \(marker) (\(owner)), which is not p\(person)'s")
                }
            }
            // Every booking reference of theirs, on the page and in the feed alike.
            for file in files where file.path == "index.html" || file.path == "calendar.ics" {
                for (marker, owner) in tour.owners where owner == .booking && tour.personalOwners[marker]?.contains(person) == true
                    && !file.markers.contains(marker) {
                    failures += 1
                    Issue.record("seed \(seed): private/p\(person)/\(file.path) lacks their booking reference \(marker)")
                }
            }
        }
        return failures
    }

    /// The markers in every file under a role's folder, case-insensitively: every "zq" in the
    /// bytes up to the first "x" after it (marker prefixes have no "x"), so a marker glued to
    /// other text is still found. One pass per file, with memchr finding each "z" or "Z" (this
    /// target is compiled unoptimized, where a Swift loop over every byte of 200 tours' files
    /// took most of the suite's time); String.contains is slower still.
    static func markersByFile(_ site: SiteFixture, role: String) -> [(path: String, markers: Set<String>)] {
        site.files(under: role).map { path in
            var bytes = [UInt8]((try? Data(contentsOf: site.output.appendingPathComponent(role).appendingPathComponent(path))) ?? Data())
            // Calendar lines are folded at 75 octets: unfolded, a marker cut in two is whole again.
            if path.hasSuffix(".ics") { bytes = unfolded(bytes) }
            return (path, bytes.withUnsafeBytes(markers))
        }
    }

    /// Every marker in `bytes`, in lowercase: from each "zq" (either case) to the first "x"
    /// within 40 bytes of it.
    static func markers(_ bytes: UnsafeRawBufferPointer) -> Set<String> {
        func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
        var found: Set<String> = []
        // The next "z" and the next "Z" at or after `i`, each searched for again only once passed.
        var nextLower = Bytes.firstIndex(of: UInt8(ascii: "z"), in: bytes)
        var nextUpper = Bytes.firstIndex(of: UInt8(ascii: "Z"), in: bytes)
        while let i = [nextLower, nextUpper].compactMap({ $0 }).min() {
            if i == nextLower { nextLower = Bytes.firstIndex(of: UInt8(ascii: "z"), in: bytes, from: i + 1) }
            if i == nextUpper { nextUpper = Bytes.firstIndex(of: UInt8(ascii: "Z"), in: bytes, from: i + 1) }
            guard i + 1 < bytes.count, lower(bytes[i + 1]) == UInt8(ascii: "q") else { continue }
            var j = i + 2
            while j < bytes.count, j - i < 40, lower(bytes[j]) != UInt8(ascii: "x") { j += 1 }
            if j < bytes.count, lower(bytes[j]) == UInt8(ascii: "x") {
                found.insert(String(decoding: bytes[i...j].map(lower), as: UTF8.self))
            }
        }
        return found
    }

    /// A calendar's bytes with every fold ("\r\n ") taken out.
    static func unfolded(_ bytes: [UInt8]) -> [UInt8] {
        let fold: [UInt8] = [0x0D, 0x0A, 0x20]
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var at = 0
        while let found = Bytes.firstIndex(of: fold, in: bytes, from: at) {
            out += bytes[at..<found]
            at = found + fold.count
        }
        out += bytes[at...]
        return out
    }

    /// The generator itself: deterministic, and every marker it records is in the files.
    @Test func randomToursAreDeterministicAndCarryTheirMarkers() {
        let a = RandomTour(seed: 42), b = RandomTour(seed: 42)
        #expect(a.files == b.files)
        let all = a.files.values.joined(separator: "\n")
        for marker in a.owners.keys { #expect(all.contains(marker)) }
        #expect(RandomTour(seed: 43).files != a.files)
    }
}
