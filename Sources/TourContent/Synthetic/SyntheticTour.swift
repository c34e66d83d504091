import Foundation
import TourBookSystem

/// Writes a synthetic tour of any size in the content format, for the benchmark and the
/// large-input tests: the same shape as a real tour (shows, travel and off days across North
/// America, Europe and Asia-Pacific, overnight flights landing `+1`, approximate and TBD times,
/// split band/crew hotels over several nights, notes in Markdown, passports in every state).
/// Deterministic: the same parameters always give the same bytes.
public struct SyntheticTour: Sendable {
    public var days = 365
    public var people = 60
    public var roles = 6
    public var seed: UInt64 = 7
    public var start = CivilDate(year: 2027, month: 1, day: 4)!

    public init(days: Int = 365, people: Int = 60, roles: Int = 6, seed: UInt64 = 7) {
        self.days = days
        self.people = people
        self.roles = roles
        self.seed = seed
    }

    static let cities: [(city: String, airport: String, zone: String)] = [
        ("Toronto, ON", "YYZ", "America/Toronto"), ("Montréal, QC", "YUL", "America/Toronto"),
        ("New York, NY", "JFK", "America/New_York"), ("Boston, MA", "BOS", "America/New_York"),
        ("Chicago, IL", "ORD", "America/Chicago"), ("Denver, CO", "DEN", "America/Denver"),
        ("Los Angeles, CA", "LAX", "America/Los_Angeles"), ("Vancouver, BC", "YVR", "America/Vancouver"),
        ("London, UK", "LHR", "Europe/London"), ("Paris, FR", "CDG", "Europe/Paris"),
        ("Berlin, DE", "BER", "Europe/Berlin"), ("Madrid, ES", "MAD", "Europe/Madrid"),
        ("Amsterdam, NL", "AMS", "Europe/Amsterdam"), ("Tokyo, JP", "HND", "Asia/Tokyo"),
        ("Sydney, AU", "SYD", "Australia/Sydney"), ("Auckland, NZ", "AKL", "Pacific/Auckland"),
    ]
    static let venues = ["The Opera House", "Union Hall", "Roundhouse", "La Cigale", "Paradiso", "Metro",
                         "The Fillmore", "Commodore Ballroom", "Zepp Haneda", "Enmore Theatre", "Columbiahalle"]
    static let roleKinds: [(String, String, [String])] = [
        ("management", "Management", ["schedule", "travel", "contacts"]), ("crew", "Crew", ["schedule", "travel"]),
        ("band", "Band", ["schedule", "travel"]), ("local", "Local crew", ["schedule"]), ("drivers", "Drivers", ["travel"]),
        ("press", "Press", ["schedule", "contacts"]), ("guests", "Guests", []),
    ]
    static let first = ["Amara", "Kofi", "Lena", "Marco", "Yuki", "Priya", "Sam", "Noor", "Inès", "Tomás",
                        "Hana", "Olu", "Freya", "Diego", "Aiko", "Ravi", "Zoë", "Emeka", "Clara", "Jonas"]
    static let last = ["Okafor", "Mensah", "Berg", "Rossi", "Tanaka", "Shah", "Lee", "Haddad", "Moreau",
                       "García", "Kim", "Adeyemi", "Nilsson", "Silva", "Sato", "Iyer", "Brown", "Obi", "Weber"]
    static let titles = ["Tour Manager", "Production Manager", "FOH Engineer", "Monitor Engineer", "Lighting",
                         "Backline Tech", "Guitar Tech", "Stage Manager", "Merch", "Vocals", "Guitar", "Bass", "Drums"]

    /// Writes the tour into `directory` (created if needed). Returns the number of files.
    @discardableResult
    public func write(to directory: String) throws -> Int {
        var rng = SplitMix(seed: seed)
        try FileManager.default.createDirectory(atPath: directory + "/days", withIntermediateDirectories: true)
        var count = 0
        func put(_ name: String, _ text: String) throws {
            try WholeFile.write(Array(text.utf8), to: directory + "/" + name)
            count += 1
        }
        try put("tour.json", tourJSON())
        try put("tour.md", "# Tour rules\n\nBe in the lobby **five minutes** before every call.\n\n" + notes(&rng, "Everywhere", 2))
        let (peopleText, ids) = peopleJSON(&rng)
        try put("people.json", peopleText)
        let bandCount = max(1, ids.count / 5)
        let groups = (band: Array(ids.prefix(bandCount)), crew: Array(ids.dropFirst(bandCount)))

        var city = 0
        for d in 0..<days {
            let date = start.adding(days: d)
            var (name, _, zone) = Self.cities[city]
            let kind = d % 9 == 8 ? "off" : (d % 4 == 3 ? "travel" : "show")
            var sections: [String] = []
            if kind == "show" { sections += showSections(&rng, d) }
            if kind == "travel" {
                let next = (city + 1 + rng.int(0...2)) % Self.cities.count
                sections += travelSections(&rng, d, from: Self.cities[city], to: Self.cities[next], groups: groups, everyone: ids)
                city = next
                (name, _, zone) = Self.cities[next]
            }
            if kind != "off" || d == 0 { sections.append(hotelSection(&rng, d, kind: kind, city: name, groups: groups)) }
            let head = "\"city\": \(q(name)), \"kind\": \(q(kind)), \"timeZone\": \(q(zone))"
            try put("days/\(date).json", "{\n  " + ([head] + sections).joined(separator: ",\n  ") + "\n}\n")
            try put("days/\(date).md", notes(&rng, name, 3))
            if kind == "travel" {
                try put("days/\(date).travel.md", "Passports in your **carry-on**. Bus keys go back to the driver.\n")
            }
        }
        return count
    }

    private func tourJSON() -> String {
        var roleLines: [String] = []
        for i in 0..<roles {
            var (id, title, tabs) = Self.roleKinds[i % Self.roleKinds.count]
            if i >= Self.roleKinds.count { id += "-\(i)"; title += " \(i)" }
            // Management sees booking references, as in the sample.
            let bookings = id == "management" ? ", \"bookings\": true" : ""
            roleLines.append("    \(q(id)): { \"title\": \(q(title)), \"tabs\": [\(tabs.map(q).joined(separator: ", "))]\(bookings) }")
        }
        return """
        {
          "name": "Synthetic Tour \(seed)",
          "artist": "The Benchmarks",
          "timeZone": "America/Toronto",
          "clock": "24h",
          "roles": {
        \(roleLines.joined(separator: ",\n"))
          }
        }

        """
    }

    /// people.json, and the people's ids.
    private func peopleJSON(_ rng: inout SplitMix) -> (String, [String]) {
        let lastDay = start.adding(days: days - 1)
        var peopleLines: [String] = []
        var ids: [String] = []
        for i in 0..<people {
            let id = "p" + CivilDate.pad(i, 3)
            ids.append(id)
            var fields = ["\"id\": \(q(id))", "\"name\": \(q("\(Self.first[i % Self.first.count]) \(Self.last[(i * 7) % Self.last.count])"))",
                          "\"title\": \(q(Self.titles[i % Self.titles.count]))", "\"phone\": \(q("+1 416 555 \(1000 + i)"))",
                          "\"email\": \(q("\(id)@example.com"))"]
            if i % 10 != 9 {
                let offset = [-30, 60, 400, 900][i % 4] + rng.int(0...20)
                fields.append("\"passport\": { \"country\": \(q(rng.pick(["CA", "US", "GB", "FR", "JP"]))), \"number\": \(q("P\(rng.int(10_000_000...99_999_999))")), \"expires\": \(q(lastDay.adding(days: offset).description)) }")
            }
            peopleLines.append("  { " + fields.joined(separator: ", ") + " }")
        }
        return ("[\n" + peopleLines.joined(separator: ",\n") + "\n]\n", ids)
    }

    /// A show day's venue, schedule and contacts.
    private func showSections(_ rng: inout SplitMix, _ d: Int) -> [String] {
        var sections: [String] = []
        sections.append("\"venue\": { \"name\": \(q(rng.pick(Self.venues))), \"address\": \(q("\(rng.int(1...999)) Main St")), \"phone\": \(q("+1 555 \(rng.int(1_000_000...9_999_999))")) }")
        let base = 8 * 60 + rng.int(0...4) * 30
        var schedule: [String] = []
        for (k, title) in ["Lobby call", "Load in", "Line check", "Soundcheck", "Dinner", "Doors", "Support", "Headline set", "Curfew"].enumerated() {
            let time = (title == "Dinner" ? "~" : "") + hm(base + k * 75)
            schedule.append("{ \"time\": \(q(time)), \"title\": \(q(title)) }")
        }
        schedule.append("{ \"time\": \"00:45+1\", \"title\": \"Bus call\", \"note\": \"Bunks assigned on the bus door\" }")
        schedule.insert("{ \"time\": \"TBD\", \"title\": \"Radio interview\" }", at: rng.int(0...schedule.count))
        if d % 11 == 0 { schedule.append("{ \"time\": \"after the show\", \"title\": \"Meet and greet\" }") }
        sections.append("\"schedule\": [\n    " + schedule.joined(separator: ",\n    ") + "\n  ]")
        let contacts = ["Promoter rep", "Production", "Security"].map { role in
            "{ \"name\": \(q("\(rng.pick(Self.first)) \(rng.pick(Self.last))")), \"role\": \(q(role)), \"phone\": \(q("+1 555 \(rng.int(1_000_000...9_999_999))")) }"
        }
        sections.append("\"contacts\": [\n    " + contacts.joined(separator: ",\n    ") + "\n  ]")
        return sections
    }

    /// A travel day's flights (band, then crew) and ground legs to and from the airports.
    private func travelSections(_ rng: inout SplitMix, _ d: Int, from: (city: String, airport: String, zone: String),
                                to: (city: String, airport: String, zone: String),
                                groups: (band: [String], crew: [String]), everyone ids: [String]) -> [String] {
        let date = start.adding(days: d)
        let departure = 6 * 60 + rng.int(0...28) * 30
        let hours = from.zone.split(separator: "/")[0] == to.zone.split(separator: "/")[0] ? 2 : 12
        var flights: [String] = []
        for (g, group) in [groups.band, groups.crew].enumerated() where !group.isEmpty {
            let dep = departure + g * 90
            // Real instants: arrival local time = departure + flight time, shifted by the zone difference.
            let arrival = arrivalText(date: date, departs: dep, minutes: hours * 60 + rng.int(0...5) * 10, from: from.zone, to: to.zone)
            var flight = "{ \"flight\": \(q("\(rng.pick(["AC", "BA", "AF", "NH", "QF"])) \(rng.int(10...999))")), \"from\": { \"airport\": \(q(from.airport)), \"timeZone\": \(q(from.zone)) }, \"to\": { \"airport\": \(q(to.airport)), \"timeZone\": \(q(to.zone)) }, "
            if d % 7 == 3 && g == 1 {
                flight += "\"departs\": \"TBD\", \"arrives\": \"TBD\", "
            } else {
                flight += "\"departs\": \(q(hm(dep))), \"arrives\": \(q(arrival)), "
            }
            flight += "\"passengers\": [\(group.map(q).joined(separator: ", "))], \"confirmation\": \(q("C\(rng.int(100_000...999_999))")) }"
            flights.append(flight)
        }
        return ["\"flights\": [\n    " + flights.joined(separator: ",\n    ") + "\n  ]", """
        "ground": [
            { "kind": "van", "from": "Hotel", "to": \(q(from.airport)), "departs": \(q(hm(departure - 150))), "company": "Ace Cars", "driver": { "name": \(q(rng.pick(Self.first))), "phone": "+1 555 0142" }, "passengers": [\(ids.map(q).joined(separator: ", "))] },
            { "kind": "shuttle", "from": \(q(to.airport)), "to": "Hotel", "departs": "TBD", "company": "Night Ride", "passengers": [\(ids.map(q).joined(separator: ", "))] }
          ]
        """]
    }

    /// The night's hotels, one for the band and one for the crew, with everyone's room.
    private func hotelSection(_ rng: inout SplitMix, _ d: Int, kind: String, city name: String, groups: (band: [String], crew: [String])) -> String {
        let date = start.adding(days: d)
        let checkOut = date.adding(days: kind == "show" ? 1 : 2)
        var hotels: [String] = []
        for (label, group) in [("Band", groups.band), ("Crew", groups.crew)] where !group.isEmpty {
            let rooms = group.map { "{ \"person\": \(q($0)), \"room\": \(q(String(rng.int(200...1999)))) }" }
            hotels.append("{ \"name\": \(q("\(label) Hotel \(name.split(separator: ",")[0])")), \"address\": \(q("\(rng.int(1...999)) King St")), \"checkIn\": \(q(d % 5 == 0 ? "TBD" : "15:00")), \"checkOut\": \(q("\(checkOut) 11:00")), \"confirmation\": \(q("H-\(rng.int(10_000...99_999))")),\n      \"rooms\": [\(rooms.joined(separator: ", "))] }")
        }
        return "\"hotels\": [\n    " + hotels.joined(separator: ",\n    ") + "\n  ]"
    }

    private func notes(_ rng: inout SplitMix, _ city: String, _ paragraphs: Int) -> String {
        var lines = ["## \(city)", ""]
        for _ in 0..<paragraphs {
            lines.append("Parking is *behind the venue*; loading dock \(rng.int(1...6)) opens at \(rng.int(9...14)):00. Ask for **\(rng.pick(Self.first))** at the gate. Wi-Fi details are on the dressing-room door. Catering is vegan-friendly; let the runner know about allergies before noon.")
            lines.append("")
        }
        lines += ["- Laundry: ask the hotel front desk", "- Nearest pharmacy: two blocks north",
                  "- [Venue map](https://example.com/maps/\(rng.int(100...999)))", ""]
        return lines.joined(separator: "\n")
    }

    /// The local arrival time text (`HH:MM` or `HH:MM+N`) of a flight leaving at `departs`
    /// minutes on `date` in `from` and flying `minutes`, using the zones' real offsets.
    private func arrivalText(date: CivilDate, departs: Int, minutes: Int, from: String, to: String) -> String {
        let store = SyntheticTour.zones
        guard let fromZone = try? store.zone(from), let toZone = try? store.zone(to) else { return hm(departs + minutes) }
        let local = Int64(date.daysSinceEpoch) * 86_400 + Int64(departs) * 60
        let instant = fromZone.resolve(local: local).utc + Int64(minutes) * 60
        let arrivalLocal = instant + Int64(toZone.offset(at: instant))
        let dayOffset = Int((arrivalLocal - (arrivalLocal % 86_400 + 86_400) % 86_400) / 86_400) - date.daysSinceEpoch
        let minuteOfDay = Int(((arrivalLocal % 86_400) + 86_400) % 86_400) / 60
        return hm(minuteOfDay) + (dayOffset > 0 ? "+\(min(dayOffset, 2))" : "")
    }

    private static let zones = ZoneStore()

    private func hm(_ minutes: Int) -> String {
        let m = ((minutes % 1440) + 1440) % 1440
        return CivilDate.pad(m / 60, 2) + ":" + CivilDate.pad(m % 60, 2)
    }

    private func q(_ text: String) -> String { "\"" + Escaping.json(text) + "\"" }
}
