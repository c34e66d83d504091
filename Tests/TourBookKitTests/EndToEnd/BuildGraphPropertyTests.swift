import Foundation
import Testing
@testable import TourBookKit
@testable import TourContent
@testable import TourBuild
import TourBookSystem

/// What a build reuses is decided by keys (`InputKey`, `WrittenFiles`, `PieceStore`); a key that
/// leaves out something a file is made from gives a stale site that looks fine. So: random edits
/// of every kind of input, one after another, each built into the existing output by a one-shot
/// build and by one `watch` session; after every edit both must equal, byte for byte, a build
/// that reuses nothing (no state, no pieces: every page rendered from the content) over the same
/// earlier record. That reference build keeps its folder from edit to edit, so only the files
/// that changed are written; it compares the rest by their bytes.
///
/// A failure names the seed; `TOURBOOK_PROPERTY_SEED=<seed>` replays that sequence alone.
struct BuildGraphPropertyTests {
    /// A tour to edit: its content and its own copy of the templates.
    final class Workspace: @unchecked Sendable {
        let content = TempContent(copyingSample: false)
        var templates: URL { content.root.appendingPathComponent("Templates") }
        var removedDays: [String: String] = [:]
        var extraRoles = 0

        init(sample: Bool, seed: UInt64) throws {
            try FileManager.default.removeItem(at: content.content)
            if sample {
                try FileManager.default.copyItem(at: Paths.content, to: content.content)
            } else {
                try FileManager.default.createDirectory(at: content.content, withIntermediateDirectories: true)
                _ = try SyntheticTour(days: 8, people: 8, roles: 3, seed: seed).write(to: content.content.path)
            }
            try FileManager.default.copyItem(at: Paths.templates, to: templates)
        }

        func configuration(_ output: String) -> BuildConfiguration {
            var configuration = BuildConfiguration()
            configuration.content = content.content.path
            configuration.templates = templates.path
            configuration.output = content.root.appendingPathComponent(output).path
            configuration.time = SiteFixture.time
            return configuration
        }

        func files(under folder: String) -> [String] {
            let root = content.content.appendingPathComponent(folder).path
            return ((try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []).sorted()
        }

        var dayFiles: [String] { files(under: "days").filter { $0.hasSuffix(".json") }.map { "days/" + $0 } }

        func json(_ relative: String) -> Any? {
            (try? Data(contentsOf: content.content.appendingPathComponent(relative))).flatMap { try? JSONSerialization.jsonObject(with: $0) }
        }

        func write(_ relative: String, json: Any) {
            let data = try! JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
            content.write(relative, bytes: Array(data))
        }

        func append(_ path: String, _ text: String) {
            let handle = try! FileHandle(forWritingTo: URL(fileURLWithPath: path))
            handle.seekToEndOfFile()
            handle.write(Data(text.utf8))
            try! handle.close()
        }
    }

    /// One kind of edit: changes the workspace and says what it did, or nil when the tour has
    /// nothing of that kind.
    typealias Edit = (name: String, apply: @Sendable (Workspace, inout SplitMix) -> String?)

    static func editTour(_ w: Workspace, _ change: (inout [String: Any], inout SplitMix) -> String?, _ rng: inout SplitMix) -> String? {
        guard var tour = w.json("tour.json") as? [String: Any] else { return nil }
        let what = change(&tour, &rng)
        w.write("tour.json", json: tour)
        return what
    }

    /// `change` applied to the first day file, in an order the seed shuffles, that has what it
    /// changes.
    static func editDay(_ w: Workspace, _ rng: inout SplitMix, _ change: (inout [String: Any], inout SplitMix) -> String?) -> String? {
        for file in w.dayFiles.shuffled(using: &rng) {
            guard var day = w.json(file) as? [String: Any], let what = change(&day, &rng) else { continue }
            w.write(file, json: day)
            return "\(file): \(what)"
        }
        return nil
    }

    static let tabs = ["schedule", "travel", "contacts"]

    static let edits: [Edit] = [
        ("tour name", { w, rng in let n = rng.int(1...999); return editTour(w, { t, _ in t["name"] = "Tour \(n)"; return "name \(n)" }, &rng) }),
        ("mapLinks", { w, rng in
            editTour(w, { t, rng in
                let choice = rng.pick([nil, "https://www.openstreetmap.org/search?query={address}", "https://maps.apple.com/?q={address}"])
                t["mapLinks"] = choice
                return "mapLinks \(choice ?? "default")"
            }, &rng) }),
        ("baseURL", { w, rng in
            editTour(w, { t, rng in
                let choice = rng.pick([nil, "https://example.com/tour/", "https://tour.example.org/\(rng.int(1...9))/"])
                t["baseURL"] = choice
                return "baseURL \(choice ?? "none")"
            }, &rng) }),
        ("tour id", { w, rng in
            editTour(w, { t, rng in let id = rng.pick([nil, "harbour", "tour-\(rng.int(1...99))"]); t["id"] = id; return "id \(id ?? "none")" }, &rng) }),
        ("clock", { w, rng in
            editTour(w, { t, _ in let next = (t["clock"] as? String) == "12h" ? "24h" : "12h"; t["clock"] = next; return "clock \(next)" }, &rng) }),
        ("a role's tabs", { w, rng in
            editTour(w, { t, rng in
                guard var roles = t["roles"] as? [String: Any], let id = roles.keys.sorted().randomElement(using: &rng),
                      var role = roles[id] as? [String: Any] else { return nil }
                let tabs = tabs.filter { _ in Bool.random(using: &rng) }
                role["tabs"] = tabs
                roles[id] = role
                t["roles"] = roles
                return "\(id) tabs \(tabs)"
            }, &rng) }),
        ("a role added or removed", { w, rng in
            editTour(w, { t, rng in
                guard var roles = t["roles"] as? [String: Any] else { return nil }
                let extras = roles.keys.filter { $0.hasPrefix("extra") }.sorted()
                if let gone = extras.last, roles.count > 2, Bool.random(using: &rng) {
                    roles[gone] = nil
                    t["roles"] = roles
                    return "removed role \(gone)"
                }
                w.extraRoles += 1
                let tabs = tabs.filter { _ in Bool.random(using: &rng) }
                roles["extra\(w.extraRoles)"] = ["title": "Extra \(w.extraRoles)", "tabs": tabs]
                t["roles"] = roles
                return "added role extra\(w.extraRoles) \(tabs)"
            }, &rng) }),
        ("a role's title", { w, rng in
            editTour(w, { t, rng in
                guard var roles = t["roles"] as? [String: Any], let id = roles.keys.sorted().randomElement(using: &rng),
                      var role = roles[id] as? [String: Any] else { return nil }
                role["title"] = "Title \(rng.int(1...99))"
                roles[id] = role
                t["roles"] = roles
                return "\(id) title"
            }, &rng) }),
        ("the tour's documents", { w, rng in
            editTour(w, { t, rng in
                guard var documents = t["documents"] as? [[String: Any]], !documents.isEmpty else { return nil }
                let tab = rng.pick([nil] + tabs.map(Optional.some))
                documents[0]["tab"] = tab
                t["documents"] = documents
                return "tour document tab \(tab ?? "every role")"
            }, &rng) }),
        ("a person", { w, rng in
            guard var people = w.json("people.json") as? [[String: Any]], !people.isEmpty else { return nil }
            let i = rng.int(0...(people.count - 1))
            let n = rng.int(1...999)
            switch rng.int(0...2) {
            case 0: people[i]["name"] = "Person \(n)"
            case 1: people[i]["phone"] = "+1 555 \(1000 + n)"
            default:
                guard var passport = people[i]["passport"] as? [String: Any] else { return nil }
                passport["expires"] = "20\(rng.int(27...33))-0\(rng.int(1...9))-1\(rng.int(0...9))"
                people[i]["passport"] = passport
            }
            w.write("people.json", json: people)
            return "person \(i)"
        }),
        ("venues.json", { w, rng in
            guard var venues = w.json("venues.json") as? [String: Any],
                  let id = venues.keys.filter({ !$0.hasPrefix("$") }).sorted().randomElement(using: &rng),
                  var venue = venues[id] as? [String: Any] else { return nil }
            venue["parking"] = "Bay \(rng.int(1...20))"
            venues[id] = venue
            w.write("venues.json", json: venues)
            return "venue \(id)"
        }),
        ("a schedule item", { w, rng in
            editDay(w, &rng) { day, rng in
                guard var schedule = day["schedule"] as? [[String: Any]], !schedule.isEmpty else { return nil }
                let i = rng.int(0...(schedule.count - 1))
                if Bool.random(using: &rng) {
                    schedule[i]["title"] = "Item \(rng.int(1...999))"
                } else {
                    schedule[i]["time"] = rng.pick(["TBD", "\(rng.int(10...23)):\(rng.pick(["00", "15", "30", "45"]))"])
                }
                day["schedule"] = schedule
                return "schedule \(i)"
            } }),
        ("an item's audience", { w, rng in
            // The roles the generator made, never removed (the "extra" ones may be).
            guard let roles = (w.json("tour.json") as? [String: Any])?["roles"] as? [String: Any] else { return nil }
            let kept = roles.keys.filter { !$0.hasPrefix("extra") }.sorted()
            return editDay(w, &rng) { day, rng in
                let kinds = ["schedule", "flights", "ground", "hotels", "contacts"].filter { ((day[$0] as? [[String: Any]]) ?? []).isEmpty == false }
                guard !kept.isEmpty, let kind = kinds.randomElement(using: &rng), var items = day[kind] as? [[String: Any]] else { return nil }
                let i = rng.int(0...(items.count - 1))
                let named = kept.filter { _ in Bool.random(using: &rng) }
                items[i]["for"] = named.isEmpty ? nil : named
                day[kind] = items
                return "\(kind) \(i) for \(named.isEmpty ? "every role" : named.joined(separator: ","))"
            } }),
        ("a city", { w, rng in editDay(w, &rng) { day, rng in day["city"] = "City \(rng.int(1...99))"; return "city" } }),
        ("a day's kind", { w, rng in editDay(w, &rng) { day, rng in day["kind"] = rng.pick(["show", "travel", "off"]); return "kind" } }),
        ("a hotel room", { w, rng in
            editDay(w, &rng) { day, rng in
                guard var hotels = day["hotels"] as? [[String: Any]], !hotels.isEmpty,
                      var rooms = hotels[0]["rooms"] as? [[String: Any]], !rooms.isEmpty else { return nil }
                rooms[rng.int(0...(rooms.count - 1))]["room"] = "\(rng.int(100...999))"
                hotels[0]["rooms"] = rooms
                day["hotels"] = hotels
                return "room"
            } }),
        // A stay's nights reach other dates' pages (`DayParts.Input`): its check-out moved, or
        // its check-in after midnight (`+1`) or unreadable.
        ("a hotel's check-in or check-out", { w, rng in
            for file in w.dayFiles.shuffled(using: &rng) {
                guard var day = w.json(file) as? [String: Any], var hotels = day["hotels"] as? [[String: Any]], !hotels.isEmpty,
                      let date = CivilDate(iso: String(file.dropFirst("days/".count).prefix(10))) else { continue }
                let what: String
                let out = (hotels[0]["checkOut"] as? String)?.prefix(10)
                switch rng.int(0...2) {
                case 0:
                    hotels[0]["checkIn"] = rng.pick(["14:00", "01:30+1", "TBD"])
                    what = "check-in \(hotels[0]["checkIn"]!)"
                case 1 where out != nil:
                    // Only the check-out date's page shows it: no file of that date changes.
                    hotels[0]["checkOut"] = "\(out!) \(rng.pick(["09:15", "10:45", "12:30"]))"
                    what = "check-out time \(hotels[0]["checkOut"]!)"
                default:
                    hotels[0]["checkOut"] = "\(date.adding(days: rng.int(1...3))) \(rng.pick(["10:00", "12:00"]))"
                    what = "check-out \(hotels[0]["checkOut"]!)"
                }
                day["hotels"] = hotels
                w.write(file, json: day)
                return "\(file): \(what)"
            }
            return nil
        }),
        ("a flight's arrival", { w, rng in
            editDay(w, &rng) { day, rng in
                guard var flights = day["flights"] as? [[String: Any]], !flights.isEmpty else { return nil }
                flights[0]["arrives"] = "\(rng.int(10...23)):\(rng.pick(["05", "20", "40"]))"
                day["flights"] = flights
                return "flight arrival"
            } }),
        ("a day removed", { w, rng in
            let days = w.dayFiles
            guard days.count > 3 else { return nil }
            let file = rng.pick(days)
            w.removedDays[file] = try? String(contentsOfFile: w.content.path(file), encoding: .utf8)
            w.content.remove(file)
            return "removed \(file)"
        }),
        ("a day added", { w, rng in
            if let file = w.removedDays.keys.sorted().first {
                w.content.write(file, w.removedDays.removeValue(forKey: file)!)
                return "added back \(file)"
            }
            guard let last = w.dayFiles.last.flatMap({ CivilDate(iso: String($0.dropFirst(5).prefix(10))) }) else { return nil }
            let file = "days/\(last.adding(days: rng.int(1...3))).json"
            w.content.write(file, #"{ "city": "Home", "kind": "off" }"#)
            return "added \(file)"
        }),
        ("notes", { w, rng in
            let days = w.dayFiles
            guard !days.isEmpty else { return nil }
            let date = String(rng.pick(days).dropFirst(5).prefix(10))
            let file = rng.pick(["days/\(date).md", "days/\(date).travel.md", "days/\(date).contacts.md", "days/\(date).schedule.md", "tour.md",
                                 "tour.\(rng.pick(Tab.allCases).rawValue).md"])
            if file != "tour.md", Bool.random(using: &rng), FileManager.default.fileExists(atPath: w.content.path(file)) {
                w.content.remove(file)
                return "removed \(file)"
            }
            w.content.write(file, "## Notes \(rng.int(1...999))\n\nBring **earplugs**.\n")
            return "wrote \(file)"
        }),
        ("a document's bytes", { w, rng in
            let documents = w.files(under: "assets").filter { $0.hasSuffix(".pdf") }
            guard !documents.isEmpty else { return nil }
            let file = rng.pick(documents)
            w.append(w.content.path("assets/" + file), "\n% \(rng.int(1...999))\n")
            return "document \(file)"
        }),
        ("the artwork", { w, rng in
            guard FileManager.default.fileExists(atPath: w.content.path("assets/artist.png")) else { return nil }
            w.append(w.content.path("assets/artist.png"), "\(rng.int(1...9))")
            return "artwork"
        }),
        ("a template or partial", { w, rng in
            let templates = ((try? FileManager.default.subpathsOfDirectory(atPath: w.templates.path)) ?? []).filter { $0.hasSuffix(".mustache") }.sorted()
            let file = rng.pick(templates)
            // A comment leaves every page as it was; text shows in every file made with the
            // template, so a key that leaves the template out leaves a stale file.
            let n = rng.int(1...999)
            let shown = n.isMultiple(of: 2)
            w.append(w.templates.appendingPathComponent(file).path, shown ? "<!-- edit \(n) -->" : "{{! edit \(n) }}")
            return "template \(file)" + (shown ? " (shown)" : "")
        }),
        ("style.css", { w, rng in
            w.append(w.templates.appendingPathComponent("style.css").path, "\n/* \(rng.int(1...999)) */\n")
            return "style.css"
        }),
        ("a page script", { w, rng in
            let folder = w.templates.appendingPathComponent("scripts")
            let scripts = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".js") }.sorted()
            let file = rng.pick(scripts)
            w.append(folder.appendingPathComponent(file).path, "\n/* \(rng.int(1...999)) */\n")
            return "script \(file)"
        }),
        ("nothing", { _, _ in "nothing" }),
    ]

    static let seeds: [UInt64] = ProcessInfo.processInfo.environment["TOURBOOK_PROPERTY_SEED"].flatMap(UInt64.init).map { [$0] } ?? [1, 2]

    /// An odd seed edits the sample (venues, documents, artwork, notes of every tab), an even one
    /// a generated tour (which has none of those four kinds of input). 100 edits each: every kind
    /// once first, in an order the seed shuffles, then kinds at random.
    @Test(.endToEnd, arguments: seeds)
    func everyEditBuildsWhatAFreshBuildMakes(seed: UInt64) throws {
        let w = try Workspace(sample: seed % 2 == 1, seed: seed)
        var rng = SplitMix(seed: seed)
        let oneShot = w.configuration("OneShot"), watched = w.configuration("Watched"), fresh = w.configuration("Fresh")
        let memory = BuildMemory()
        #expect(SiteBuild(configuration: oneShot).run().failure == nil)
        #expect(SiteBuild(configuration: watched, stages: .watching(memory)).run().failure == nil)
        #expect(SiteBuild(configuration: fresh).run().failure == nil)
        var kinds: Set<String> = []
        let firstRounds = Array(Self.edits.indices).shuffled(using: &rng)
        for round in 0..<100 {
            let edit = round < firstRounds.count ? Self.edits[firstRounds[round]] : rng.pick(Self.edits)
            guard let what = edit.apply(w, &rng) else { continue }
            kinds.insert(edit.name)
            for name in [BuildState.fileName, PieceStore.fileName, StoredDayFiles.fileName] { try? FileManager.default.removeItem(atPath: fresh.output + "/" + name) }
            // The three builds share nothing but the content, which they only read: each runs on
            // its own thread, so one's waits (for disk, for a clock tick) are the others' time.
            let oneShotBuild = Parallel.Pending { SiteBuild(configuration: oneShot).run() }
            let watchBuild = Parallel.Pending { SiteBuild(configuration: watched, stages: .watching(memory)).run() }
            let c = SiteBuild(configuration: fresh).run()
            let (a, b) = (oneShotBuild.value, watchBuild.value)
            let context = "seed \(seed), edit \(round) (\(what))"
            #expect(a.failure == c.failure && b.failure == c.failure, "\(context): \(c.log.sorted.map(\.description))")
            let expected = IncrementalBuildTests.files(fresh.output)
            for (label, folder) in [("one-shot", oneShot.output), ("watch", watched.output)] {
                let found = IncrementalBuildTests.files(folder)
                #expect(found.keys.sorted() == expected.keys.sorted(), "\(context): \(label) has other files")
                for (path, bytes) in expected where found[path] != bytes {
                    Issue.record("\(context): \(label)'s \(path) differs from a fresh build")
                }
            }
        }
        let lacking = seed % 2 == 1 ? 0 : 4  // venues.json, the tour's documents, documents' bytes, artwork
        #expect(kinds.count == Self.edits.count - lacking, "seed \(seed) applied only \(kinds.sorted())")
    }
}
