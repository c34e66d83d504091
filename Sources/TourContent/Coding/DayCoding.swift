/// A decoded day file as a `PieceStore` keeps it (`StoredDayFiles`): each type's stored
/// properties in declaration order. Reading gives nil for bytes that don't hold one.

/// Without the time its parsing took: a day read back was not parsed, and two builds of the
/// same content store the same bytes.
extension DecodedDay: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.optional(day)
        writer.value(log)
    }

    package init?(from reader: inout PieceReader) {
        guard let day = reader.optionalValue(Day.self), let log = reader.value(DiagnosticLog.self) else { return nil }
        self.init(day: day, log: log, parseSeconds: 0)
    }
}

extension Day: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.value(date)
        writer.text(file)
        writer.optional(city)
        writer.text(kind.rawValue)
        writer.zone(zone)
        writer.optional(venue)
        writer.values(schedule)
        writer.values(flights)
        writer.values(ground)
        writer.values(hotels)
        writer.values(contacts)
        writer.values(notes)
        writer.values(documents)
    }

    package init?(from reader: inout PieceReader) {
        guard let date = reader.value(CivilDate.self), let file = reader.text(), let city = reader.optionalText(),
              let kind = reader.text().flatMap(Kind.init(rawValue:)), let zone = reader.zone(), let venue = reader.optionalValue(Venue.self),
              let schedule = reader.values(ScheduleItem.self), let flights = reader.values(Flight.self), let ground = reader.values(GroundLeg.self),
              let hotels = reader.values(Hotel.self), let contacts = reader.values(Contact.self), let notes = reader.values(Notes.self),
              let documents = reader.values(Document.self) else { return nil }
        self.init(date: date, file: file, city: city, kind: kind, zone: zone, venue: venue, schedule: schedule, flights: flights,
                  ground: ground, hotels: hotels, contacts: contacts, notes: notes, documents: documents)
    }
}

extension CivilDate: PieceCodable {
    package func write(to writer: inout PieceWriter) { writer.int(daysSinceEpoch) }

    package init?(from reader: inout PieceReader) {
        guard let days = reader.int(), (-1_000_000...3_000_000).contains(days) else { return nil }
        self.init(daysSinceEpoch: days)
    }
}

extension Contact: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.text(name)
        writer.optional(role)
        writer.optional(phone)
        writer.optional(email)
        writer.value(audience)
    }

    package init?(from reader: inout PieceReader) {
        guard let name = reader.text(), let role = reader.optionalText(), let phone = reader.optionalText(), let email = reader.optionalText(),
              let audience = reader.value(Audience.self) else { return nil }
        self.init(name: name, role: role, phone: phone, email: email, audience: audience)
    }
}

extension ScheduleItem: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.value(time)
        writer.optional(ends)
        writer.text(title)
        writer.optional(location)
        writer.optional(note)
        writer.int(order)
        writer.optional(id)
        writer.value(audience)
    }

    package init?(from reader: inout PieceReader) {
        guard let time = reader.value(ZonedTime.self), let ends = reader.optionalValue(ZonedTime.self), let title = reader.text(),
              let location = reader.optionalText(), let note = reader.optionalText(), let order = reader.int(), let id = reader.optionalText(),
              let audience = reader.value(Audience.self) else { return nil }
        self.init(time: time, ends: ends, title: title, location: location, note: note, order: order, id: id, audience: audience)
    }
}

extension ZonedTime: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.value(time)
        writer.zone(zone)
        writer.value(date)
        writer.optional(instant.map(Int.init))
        writer.flag(isSkipped)
    }

    package init?(from reader: inout PieceReader) {
        guard let time = reader.value(TimeOfDay.self), let zone = reader.zone(), let date = reader.value(CivilDate.self),
              let instant = reader.optionalInt(), let isSkipped = reader.flag() else { return nil }
        self.init(time: time, zone: zone, date: date, instant: instant.map(Int64.init), isSkipped: isSkipped)
    }
}

extension TimeOfDay: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        switch self {
        case .clock(let clock):
            writer.flag(true)
            writer.int(clock.minuteOfDay)
            writer.int(clock.dayOffset)
            writer.flag(clock.approximate)
        case .unreadable(let text):
            writer.flag(false)
            writer.text(text)
        }
    }

    package init?(from reader: inout PieceReader) {
        switch reader.flag() {
        case true?:
            guard let minute = reader.int(), let offset = reader.int(), let approximate = reader.flag() else { return nil }
            self = .clock(ClockTime(minuteOfDay: minute, dayOffset: offset, approximate: approximate))
        case false?:
            guard let text = reader.text() else { return nil }
            self = .unreadable(text)
        case nil: return nil
        }
    }
}

extension Audience: PieceCodable {
    package func write(to writer: inout PieceWriter) { writer.optional(roles) { $0.list($1) { $0.text($1) } } }

    package init?(from reader: inout PieceReader) {
        guard let roles = reader.optional({ $0.list { $0.text() } }) else { return nil }
        self.init(roles: roles)
    }
}

extension Airport: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.text(code)
        writer.zone(zone)
        writer.optional(city)
        writer.optional(name)
    }

    package init?(from reader: inout PieceReader) {
        guard let code = reader.text(), let zone = reader.zone(), let city = reader.optionalText(), let name = reader.optionalText() else { return nil }
        self.init(code: code, zone: zone, city: city, name: name)
    }
}

extension TravelBooking: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.optional(confirmation)
        writer.optional(note)
        writer.int(order)
        writer.optional(id)
        writer.value(audience)
    }

    package init?(from reader: inout PieceReader) {
        guard let confirmation = reader.optionalText(), let note = reader.optionalText(), let order = reader.int(), let id = reader.optionalText(),
              let audience = reader.value(Audience.self) else { return nil }
        self.init(confirmation: confirmation, note: note, order: order, id: id, audience: audience)
    }
}

extension Flight: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.optional(flight)
        writer.value(from)
        writer.value(to)
        writer.value(departs)
        writer.value(arrives)
        writer.list(passengers) { $0.text($1) }
        writer.value(booking)
    }

    package init?(from reader: inout PieceReader) {
        guard let flight = reader.optionalText(), let from = reader.value(Airport.self), let to = reader.value(Airport.self),
              let departs = reader.value(ZonedTime.self), let arrives = reader.value(ZonedTime.self), let passengers = reader.list({ $0.text() }),
              let booking = reader.value(TravelBooking.self) else { return nil }
        self.init(flight: flight, from: from, to: to, departs: departs, arrives: arrives, passengers: passengers, booking: booking)
    }
}

extension Driver: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.optional(name)
        writer.optional(phone)
    }

    package init?(from reader: inout PieceReader) {
        guard let name = reader.optionalText(), let phone = reader.optionalText() else { return nil }
        self.init(name: name, phone: phone)
    }
}

extension GroundLeg: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.optional(kind)
        writer.optional(from)
        writer.optional(to)
        writer.value(departs)
        writer.optional(arrives)
        writer.optional(company)
        writer.optional(driver)
        writer.list(passengers) { $0.text($1) }
        writer.value(booking)
    }

    package init?(from reader: inout PieceReader) {
        guard let kind = reader.optionalText(), let from = reader.optionalText(), let to = reader.optionalText(),
              let departs = reader.value(ZonedTime.self), let arrives = reader.optionalValue(ZonedTime.self), let company = reader.optionalText(),
              let driver = reader.optionalValue(Driver.self), let passengers = reader.list({ $0.text() }),
              let booking = reader.value(TravelBooking.self) else { return nil }
        self.init(kind: kind, from: from, to: to, departs: departs, arrives: arrives, company: company, driver: driver, passengers: passengers,
                  booking: booking)
    }
}

extension Hotel.Room: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.text(person)
        writer.optional(room)
    }

    package init?(from reader: inout PieceReader) {
        guard let person = reader.text(), let room = reader.optionalText() else { return nil }
        self.init(person: person, room: room)
    }
}

extension Hotel: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.text(name)
        writer.optional(address)
        writer.optional(phone)
        writer.value(checkIn)
        writer.optional(checkOut)
        writer.values(rooms)
        writer.value(booking)
    }

    package init?(from reader: inout PieceReader) {
        guard let name = reader.text(), let address = reader.optionalText(), let phone = reader.optionalText(),
              let checkIn = reader.value(ZonedTime.self), let checkOut = reader.optionalValue(ZonedTime.self), let rooms = reader.values(Room.self),
              let booking = reader.value(TravelBooking.self) else { return nil }
        self.init(name: name, address: address, phone: phone, checkIn: checkIn, checkOut: checkOut, rooms: rooms, booking: booking)
    }
}

extension NearbyPlace: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.optional(kind)
        writer.text(name)
        writer.optional(address)
        writer.optional(phone)
        writer.optional(hours)
    }

    package init?(from reader: inout PieceReader) {
        guard let kind = reader.optionalText(), let name = reader.text(), let address = reader.optionalText(), let phone = reader.optionalText(),
              let hours = reader.optionalText() else { return nil }
        self.init(kind: kind, name: name, address: address, phone: phone, hours: hours)
    }
}

extension Venue: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.text(name)
        for text in [address, phone, loadIn, parking, productionOffice, wifi, capacity, curfew, website] { writer.optional(text) }
        writer.values(nearby)
        writer.values(documents)
    }

    package init?(from reader: inout PieceReader) {
        guard let name = reader.text() else { return nil }
        var texts: [String?] = []
        for _ in 0..<9 {
            guard let text = reader.optionalText() else { return nil }
            texts.append(text)
        }
        guard let nearby = reader.values(NearbyPlace.self), let documents = reader.values(Document.self) else { return nil }
        self.init(name: name, address: texts[0], phone: texts[1], loadIn: texts[2], parking: texts[3], productionOffice: texts[4], wifi: texts[5],
                  capacity: texts[6], curfew: texts[7], website: texts[8], nearby: nearby, documents: documents)
    }
}

extension SourceLocation: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.text(file)
        writer.optional(line)
        writer.optional(column)
        writer.optional(jsonPath)
    }

    package init?(from reader: inout PieceReader) {
        guard let file = reader.text(), let line = reader.optionalInt(), let column = reader.optionalInt(), let jsonPath = reader.optionalText() else { return nil }
        self.init(file: file, line: line, column: column, jsonPath: jsonPath)
    }
}

extension Document: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.text(title)
        writer.text(path)
        writer.optional(tab?.rawValue)
        writer.value(audience)
        writer.value(location)
    }

    package init?(from reader: inout PieceReader) {
        guard let title = reader.text(), let path = reader.text(), let tab = reader.optionalText(), tab.map({ Tab(rawValue: $0) != nil }) ?? true,
              let audience = reader.value(Audience.self), let location = reader.value(SourceLocation.self) else { return nil }
        self.init(title: title, path: path, tab: tab.flatMap(Tab.init(rawValue:)), audience: audience, location: location)
    }
}

extension Notes: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.text(file)
        writer.text(path)
        writer.optional(tab?.rawValue)
        writer.optional(role)
        writer.text(markdown)
    }

    package init?(from reader: inout PieceReader) {
        guard let file = reader.text(), let path = reader.text(), let tab = reader.optionalText(), tab.map({ Tab(rawValue: $0) != nil }) ?? true,
              let role = reader.optionalText(), let markdown = reader.text() else { return nil }
        self.init(file: file, path: path, tab: tab.flatMap(Tab.init(rawValue:)), role: role, markdown: markdown)
    }
}

extension DiagnosticLog: PieceCodable {
    package func write(to writer: inout PieceWriter) {
        writer.list(entries) { writer, entry in
            writer.flag(entry.severity == .error)
            writer.value(entry.location)
            writer.text(entry.message)
        }
    }

    package init?(from reader: inout PieceReader) {
        let entries = reader.list { reader -> Diagnostic? in
            guard let isError = reader.flag(), let location = reader.value(SourceLocation.self), let message = reader.text() else { return nil }
            return Diagnostic(isError ? .error : .warning, location, message)
        }
        guard let entries else { return nil }
        self.init()
        for entry in entries { append(entry) }
    }
}
