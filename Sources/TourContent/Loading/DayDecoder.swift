import Foundation

/// `days/YYYY-MM-DD.json`: one day's city, venue, run of show, travel and contacts.
struct DayDecoder {
    static let keys = ["city", "kind", "timeZone", "venue", "schedule", "flights", "ground", "hotels", "contacts", "documents"]
    static let scheduleKeys = ["id", "for", "time", "ends", "title", "location", "note"]
    static let flightKeys = ["id", "for", "flight", "from", "to", "departs", "arrives", "passengers", "confirmation", "note"]
    static let groundKeys = ["id", "for", "kind", "from", "to", "departs", "arrives", "company", "driver", "passengers", "confirmation", "note"]
    static let driverKeys = ["name", "phone"]
    static let hotelKeys = ["id", "for", "name", "address", "phone", "checkIn", "checkOut", "confirmation", "rooms", "note"]
    static let roomKeys = ["person", "room"]
    static let contactKeys = ["name", "role", "phone", "email", "for"]

    let zones: ZoneField
    let tourZone: ZoneInfo?
    /// Known person ids; nil when people.json could not be read (then references aren't
    /// checked, rather than each reported as unknown).
    let people: Set<String>?
    /// venues.json by id (no value for a venue with errors); nil when the file could not be read
    /// (then ids aren't checked, as for people).
    var venues: [String: Venue?]? = nil
    /// Where bare airport codes find their zone; only touched by a day with flights.
    var airports: AirportTable = .shared

    func decode(_ root: JSONNode, date: CivilDate, file: String, reader: FieldReader) -> Day? {
        guard let day = reader.object(root, path: .root, allowed: Self.keys, isFileRoot: true) else { return nil }
        let zone = zones.read(day) ?? tourZone
        var kind: Day.Kind?
        if let text = day.string("kind") {
            kind = Day.Kind(rawValue: text)
            if kind == nil {
                let kinds = Day.Kind.allCases.map(\.rawValue)
                let guess = Suggestion.closest(to: text, in: kinds).map { "did you mean \"\($0)\"? " } ?? ""
                reader.error(day["kind"]!, day.path("kind"),
                             "kind is \"\(text)\"; \(guess)use one of " + kinds.map { "\"\($0)\"" }.joined(separator: ", "))
            }
        }
        let venue = self.venue(day)
        let schedule = day.list("schedule").compactMap { item -> ScheduleItem? in
            guard let s = reader.object(item.node, path: item.path, allowed: Self.scheduleKeys) else { return nil }
            let time = self.time(s, "time", zone: zone, date: date)
            guard let title = s.string("title", required: true), let time else { return nil }
            let ends = s["ends"] == nil ? nil : self.time(s, "ends", zone: zone, date: date)
            if let start = time.instant, let end = ends?.instant, end <= start {
                reader.warning(s["ends"]!, s.path("ends"), "it ends before it starts; check the times, or add +1 to the end if it runs past midnight")
            }
            return ScheduleItem(time: time, ends: ends, title: title, location: s.string("location"), note: s.string("note"),
                                order: Self.order(item.node), id: ItemID.read(s, "id", reader: reader), audience: AudienceField.read(s))
        }
        let flights = day.list("flights").compactMap { item in flight(item.node, item.path, date: date, zone: zone, reader: reader) }
        let ground = day.list("ground").compactMap { item in groundLeg(item.node, item.path, date: date, zone: zone, reader: reader) }
        let hotels = day.list("hotels").compactMap { item in hotel(item.node, item.path, date: date, zone: zone, reader: reader) }
        let contacts = day.list("contacts").compactMap { item -> Contact? in
            guard let c = reader.object(item.node, path: item.path, allowed: Self.contactKeys),
                  let name = c.string("name", required: true) else { return nil }
            return Contact(name: name, role: c.string("role"), phone: c.string("phone"), email: c.string("email"),
                           audience: AudienceField.read(c))
        }
        guard let zone else { return nil }
        // Without a kind, the day says what it is by what it holds.
        let inferred: Day.Kind = venue != nil ? .show : (flights.isEmpty && ground.isEmpty ? .off : .travel)
        return Day(date: date, file: file, city: day.string("city"), kind: kind ?? inferred, zone: zone, venue: venue,
                   schedule: schedule, flights: flights, ground: ground, hotels: hotels, contacts: contacts, notes: [],
                   documents: DocumentDecoder.decode(day))
    }

    /// `"venue": "huxleys"` names one in venues.json; an object is the venue itself.
    private func venue(_ day: JSONObject) -> Venue? {
        guard let node = day["venue"] else { return nil }
        guard case .string(let id) = node.value else {
            return day.object("venue", allowed: VenueDecoder.keys).flatMap(VenueDecoder.decode)
        }
        guard let venues else { return nil }
        if let venue = venues[id] { return venue }  // nil for a venue whose errors are reported already
        day.reader.error(node, day.path("venue"), Suggestion.unknown("venue", id, in: venues.keys.sorted(),
                                                                     otherwise: "add it to venues.json or use an id from there"))
        return nil
    }

    private func flight(_ node: JSONNode, _ path: JSONPath, date: CivilDate, zone: ZoneInfo?, reader: FieldReader) -> Flight? {
        guard let f = reader.object(node, path: path, allowed: Self.flightKeys) else { return nil }
        let ends = FlightEndDecoder(zones: zones, airports: airports)
        let from = ends.decode(f, "from", dayZone: zone)
        let to = ends.decode(f, "to", dayZone: zone)
        let departs = time(f, "departs", zone: from?.zone, date: date)
        let arrives = time(f, "arrives", zone: to?.zone, date: date)
        let passengers = self.passengers(f)
        guard let from, let to, let departs, let arrives else { return nil }
        if let d = departs.instant, let a = arrives.instant, a <= d {
            reader.warning(f["arrives"]!, f.path("arrives"), "the flight lands before it takes off (local times with zones applied); check the times, or add +1 to the arrival")
        }
        return Flight(flight: f.string("flight"), from: from, to: to, departs: departs, arrives: arrives,
                      passengers: passengers, booking: booking(f, node, reader: reader))
    }

    private func groundLeg(_ node: JSONNode, _ path: JSONPath, date: CivilDate, zone: ZoneInfo?, reader: FieldReader) -> GroundLeg? {
        guard let g = reader.object(node, path: path, allowed: Self.groundKeys) else { return nil }
        var driver: Driver?
        if let d = g.object("driver", allowed: Self.driverKeys) { driver = Driver(name: d.string("name"), phone: d.string("phone")) }
        let ends = GroundEndDecoder(zones: zones)
        guard let from = ends.decode(g, "from"), let to = ends.decode(g, "to") else { return nil }
        // Each end's time is in its own zone, or the day's when the end names none.
        guard let departs = time(g, "departs", zone: from.zone ?? zone, date: date) else { return nil }
        let arrives = g["arrives"] == nil ? nil : time(g, "arrives", zone: to.zone ?? zone, date: date)
        // As for flights: an arrival at or before the departure is almost always a missing +1,
        // and the calendar feeds can't give such a leg an end.
        if let d = departs.instant, let a = arrives?.instant, a <= d {
            let zones = from.zone == nil && to.zone == nil ? "times in the day's zone" : "local times with zones applied"
            reader.warning(g["arrives"]!, g.path("arrives"), "the ground leg arrives before it departs (\(zones)); check the times, or add +1 to the arrival if it arrives the next day")
        }
        return GroundLeg(kind: g.string("kind"), from: from.place, to: to.place,
                         departs: departs, arrives: arrives,
                         company: g.string("company"), driver: driver, passengers: passengers(g),
                         booking: booking(g, node, reader: reader))
    }

    private func hotel(_ node: JSONNode, _ path: JSONPath, date: CivilDate, zone: ZoneInfo?, reader: FieldReader) -> Hotel? {
        guard let h = reader.object(node, path: path, allowed: Self.hotelKeys) else { return nil }
        let name = h.string("name", required: true)
        let checkIn = time(h, "checkIn", zone: zone, date: date)
        var checkOut: ZonedTime?
        if let text = h.string("checkOut"), let zone, let checkIn {
            if let (outDate, outTime) = parseCheckOut(text, date: date) {
                let out = ZonedTime(time: outTime, zone: zone, pageDate: outDate)
                checkOut = out
                if !isAfter(out, checkIn: checkIn) {
                    reader.error(h["checkOut"]!, h.path("checkOut"), "check-out \(text) is not after check-in (\(checkIn.date)); check the dates")
                }
            } else {
                reader.error(h["checkOut"]!, h.path("checkOut"), "checkOut is \"\(text)\"; write \"YYYY-MM-DD HH:MM\" (or just \"YYYY-MM-DD\")")
            }
        }
        let rooms = h.list("rooms").compactMap { item -> Hotel.Room? in
            guard let r = reader.object(item.node, path: item.path, allowed: Self.roomKeys),
                  let person = r.string("person", required: true) else { return nil }
            guard checkPerson(person, node: r["person"]!, path: r.path("person"), reader: reader) else { return nil }
            return Hotel.Room(person: person, room: r.string("room"))
        }
        guard let name, let checkIn else { return nil }
        return Hotel(name: name, address: h.string("address"), phone: h.string("phone"), checkIn: checkIn,
                     checkOut: checkOut, rooms: rooms, booking: booking(h, node, reader: reader))
    }

    /// The fields every travel item has (`TravelBooking`).
    private func booking(_ item: JSONObject, _ node: JSONNode, reader: FieldReader) -> TravelBooking {
        TravelBooking(confirmation: item.string("confirmation"), note: item.string("note"), order: Self.order(node),
                      id: ItemID.read(item, "id", reader: reader), audience: AudienceField.read(item))
    }

    /// `2027-03-16 11:00`, `2027-03-16` (time to be announced) or a bare time (the next morning).
    private func parseCheckOut(_ text: String, date: CivilDate) -> (CivilDate, TimeOfDay)? {
        let trimmed = text.trimmedSpaces
        if let day = CivilDate(iso: trimmed.prefix(10)) {
            let rest = trimmed.dropFirst(10).trimmedSpaces
            if rest.isEmpty { return (day, .unreadable("")) }
            guard let clock = TimeParser.parse(rest).time.clockTime, clock.dayOffset == 0 else { return nil }
            return (day, .clock(clock))
        }
        guard var clock = TimeParser.parse(trimmed).time.clockTime else { return nil }
        let day = date.adding(days: max(1, clock.dayOffset))
        clock.dayOffset = 0
        return (day, .clock(clock))
    }

    private func isAfter(_ out: ZonedTime, checkIn: ZonedTime) -> Bool {
        if let o = out.instant, let i = checkIn.instant { return o > i }
        return out.date > checkIn.date
    }

    /// Position in the file, so items without a readable time keep the file's order.
    static func order(_ node: JSONNode) -> Int { node.line * 100_000 + node.column }

    /// Reads and resolves a time in its zone on the page's date; nil only when the zone is unknown.
    private func time(_ object: JSONObject, _ key: String, zone: ZoneInfo?, date: CivilDate) -> ZonedTime? {
        var parsed = TimeOfDay.unreadable("")
        if let text = object.string(key) {
            let result = TimeParser.parse(text)
            if result.looksBroken {
                object.reader.warning(object[key]!, object.path(key),
                                      "\"\(text)\" looks like a time but can't be read; write HH:MM (e.g. 14:30) or h:mm pm. It is listed last, as TBD items are")
            }
            parsed = result.time
        }
        guard let zone else { return nil }
        let resolved = ZonedTime(time: parsed, zone: zone, pageDate: date)
        if resolved.isSkipped, let node = object[key] {
            object.reader.warning(node, object.path(key),
                                  "\(resolved.date) \(ClockStyle.twentyFourHour.format(parsed.clockTime!)) does not exist in \(zone.identifier) (clocks go forward); it is read as \(resolved.isoString)")
        }
        return resolved
    }

    /// The passengers, each once: a second mention of someone is left out with a warning (it
    /// would count them twice on the page and in the calendars).
    private func passengers(_ object: JSONObject) -> [String] {
        var first: [String: JSONNode] = [:]
        return object.strings("passengers").compactMap { item in
            guard checkPerson(item.text, node: item.node, path: item.path, reader: object.reader) else { return nil }
            if let earlier = first[item.text] {
                object.reader.warning(item.node, item.path,
                                      "\"\(item.text)\" is already a passenger (first at line \(earlier.line), column \(earlier.column)); this second mention is left out: delete it")
                return nil
            }
            first[item.text] = item.node
            return item.text
        }
    }

    private func checkPerson(_ id: String, node: JSONNode, path: JSONPath, reader: FieldReader) -> Bool {
        guard let people else { return true }
        if people.contains(id) { return true }
        reader.error(node, path, Suggestion.unknown("person", id, in: people, otherwise: "add them to people.json or use an id from there"))
        return false
    }
}
