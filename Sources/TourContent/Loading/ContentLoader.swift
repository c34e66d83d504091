import Foundation

/// Loads the content folder into a checked `Tour`, reporting every problem of every file in one
/// run. Nothing is written here; a tour with errors is never returned.
public struct ContentLoader: Sendable {
    public struct Result {
        public var tour: Tour?
        public var log: DiagnosticLog
        /// Milliseconds spent reading and parsing files, and decoding and checking them.
        public var readMilliseconds = 0.0
        public var checkMilliseconds = 0.0
    }

    let directory: String
    let zones: ZoneStore
    let dayFiles: any DayFileDecoding
    let airports: AirportTable
    /// Files already read (`BuildInputs`), by path relative to `directory`: not read again.
    let files: [String: [UInt8]]

    public init(directory: String, zones: ZoneStore = ZoneStore()) {
        self.init(directory: directory, zones: zones, dayFiles: DecodeEveryDayFile())
    }

    /// `dayFiles`: decoded day files kept from earlier builds (`StoredDayFiles`): only those
    /// that changed are decoded. `airports`: a table of its own, so a test can see whether a
    /// load touched it.
    package init(directory: String, zones: ZoneStore, dayFiles: any DayFileDecoding = DecodeEveryDayFile(), airports: AirportTable = .shared,
         files: [String: [UInt8]] = [:]) {
        self.directory = directory
        self.zones = zones
        self.dayFiles = dayFiles
        self.airports = airports
        self.files = files
    }

    public func load() -> Result {
        let started = ContinuousClock.now
        var log = DiagnosticLog()
        var parseSeconds = 0.0
        guard let files = ContentFiles(root: directory, known: files) else {
            log.error(SourceLocation(file: directory), "the content folder does not exist or is not a folder; pass --content DIR or create it (see docs/content-format.md)")
            return Result(tour: nil, log: log)
        }
        let zoneField = ZoneField(zones: zones)

        let header = decodeJSON("tour.json", files, &log, parseSeconds: &parseSeconds) { root, reader in
            TourFileDecoder(zones: zoneField).decode(root, reader: reader)
        }
        let loadedPeople = decodeJSON("people.json", files, &log, parseSeconds: &parseSeconds) { root, reader in
            PeopleDecoder().decode(root, reader: reader)
        }
        let people = loadedPeople ?? []
        let roleIDs = header?.roles.map(\.id) ?? []
        let knownRoles = header.map { Set($0.roles.map(\.id)) }
        let tourNotes = tourNotesFiles(files, roles: roleIDs, &log)

        // Optional: a tour may write every venue in its day files.
        let venues: [String: Venue?]? = files.check(Self.venuesFile).isNotFound ? [:]
            : decodeJSON(Self.venuesFile, files, &log, parseSeconds: &parseSeconds, roles: knownRoles) { root, reader in
                VenueDecoder.decodeFile(root, reader: reader)
            }

        let listing = DaysFolder.scan(files, roles: roleIDs, log: &log)
        let decoder = DayDecoder(zones: zoneField, tourZone: header?.zone, people: loadedPeople.map { Set($0.map(\.id)) },
                                 venues: venues, airports: airports)
        let context = Self.dayContext(zone: header?.zone, people: loadedPeople, venues: venues, roles: roleIDs)
        var (days, dayCPUSeconds) = loadDays(listing.dayFiles, files, decoder, roles: knownRoles, contextKey: context, &log)
        let looseNotes = attachNotes(listing.noteFiles, to: &days, files, &log)
        checkItemIDs(days, &log)
        let artwork = header?.artwork.flatMap {
            AssetPath.check($0.path, files: files, at: SourceLocation(file: files.display("tour.json"), line: $0.node.line,
                                                                      column: $0.node.column, jsonPath: $0.jsonPath.description), log: &log)
        }
        checkDocuments((header?.documents ?? []) + (venues ?? [:]).sorted { $0.key < $1.key }.flatMap { $0.value?.documents ?? [] }
                       + days.flatMap { ($0.venue?.documents ?? []) + $0.documents }, files, &log)

        parseSeconds += dayCPUSeconds / Double(max(1, min(listing.dayFiles.count, ProcessInfo.processInfo.activeProcessorCount)))
        let total = (ContinuousClock.now - started).inMilliseconds
        guard let header, let zone = header.zone, !log.hasErrors, !days.isEmpty else {
            return Result(tour: nil, log: log, readMilliseconds: parseSeconds * 1000, checkMilliseconds: total - parseSeconds * 1000)
        }
        let id = header.id ?? Slug.suggest(header.name, maxLength: 40, fallback: "tour")
        let roles = Self.markingNamed(header.roles, notes: tourNotes + days.flatMap(\.notes) + looseNotes.values.joined(),
                                      days: days, documents: header.documents + (venues ?? [:]).values.flatMap { $0?.documents ?? [] })
        let tour = Tour(id: id, name: header.name, artist: header.artist, zone: zone, clock: header.clock, artwork: artwork,
                        roles: roles, people: people, notes: tourNotes, days: days, looseNotes: looseNotes,
                        baseURL: header.baseURL, mapLinks: header.mapLinks, documents: header.documents,
                        locale: header.locale)
        return Result(tour: tour, log: log, readMilliseconds: parseSeconds * 1000, checkMilliseconds: total - parseSeconds * 1000)
    }

    /// Every day file, read, parsed and checked on every core (they are independent), gathered in
    /// date order so messages and output don't depend on scheduling. Returns the days and the
    /// CPU seconds spent parsing.
    private func loadDays(_ dayFiles: [DaysFolder.DayFile], _ files: ContentFiles, _ decoder: DayDecoder, roles: Set<String>?, contextKey: UInt64,
                          _ log: inout DiagnosticLog) -> ([Day], Double) {
        let decoding = self.dayFiles
        let perFile: [DecodedDay] = Parallel.map(count: dayFiles.count) { i in
            let entry = dayFiles[i]
            return decoding.decoded(files.display(entry.file), content: files.known[entry.file].map(ContentHash.xxh64), context: contextKey) {
                var fileLog = DiagnosticLog()
                var seconds = 0.0
                let day = decodeJSON(entry.file, files, &fileLog, parseSeconds: &seconds, roles: roles, decode: { root, reader in
                    decoder.decode(root, date: entry.date, file: files.display(entry.file), reader: reader)
                })
                return DecodedDay(day: day, log: fileLog, parseSeconds: seconds)
            }
        }
        var days: [Day] = []
        var seconds = 0.0
        for result in perFile {
            log.append(contentsOf: result.log)
            if let day = result.day { days.append(day) }
            seconds += result.parseSeconds
        }
        return (days, seconds)
    }

    static let venuesFile = "venues.json"

    /// What a day file's decoding depends on besides its bytes (`DayFileDecoding`): a day is
    /// decoded again when one of these changes. A digest of their bytes as a `PieceWriter`
    /// writes them, the same from run to run (venues in id order).
    private static func dayContext(zone: ZoneInfo?, people: [Person]?, venues: [String: Venue?]?, roles: [String]) -> UInt64 {
        var context = PieceWriter()
        context.optional(zone?.identifier)
        context.optional(people) { $0.list($1) { $0.text($1.id) } }
        context.optional(venues?.sorted { $0.key < $1.key }) { writer, venues in
            writer.list(venues) { writer, named in
                writer.text(named.key)
                writer.optional(named.value)
            }
        }
        context.list(roles) { $0.text($1) }  // `"for"` lists are checked against them
        return ContentHash.xxh64(context.bytes)
    }

    /// `roles`, each marked with whether an audience names it (`Role.isNamed`): notes files of
    /// its own, or any `"for"`.
    private static func markingNamed(_ roles: [Role], notes: some Sequence<Notes>, days: [Day], documents: [Document]) -> [Role] {
        var audiences = notes.map(\.audience) + documents.map(\.audience)
        for day in days {
            audiences += day.schedule.map(\.audience) + day.flights.map(\.audience) + day.ground.map(\.audience)
            audiences += day.hotels.map(\.audience) + day.contacts.map(\.audience)
            audiences += ((day.venue?.documents ?? []) + day.documents).map(\.audience)
        }
        let named = Set(audiences.flatMap { $0.roles ?? [] })
        return roles.map { role in
            var role = role
            role.isNamed = named.contains(role.id)
            return role
        }
    }

    /// Every attached file exists under assets/; each attachment is reported once, though a
    /// venue's documents come with every day played there.
    private func checkDocuments(_ documents: [Document], _ files: ContentFiles, _ log: inout DiagnosticLog) {
        var seen: Set<SourceLocation> = []
        for document in documents where seen.insert(document.location).inserted {
            _ = AssetPath.check(document.path, files: files, at: document.location, log: &log)
        }
    }

    /// An item's `id` is its calendar UID: two items with the same one would be one event.
    private func checkItemIDs(_ days: [Day], _ log: inout DiagnosticLog) {
        var first: [String: SourceLocation] = [:]
        for day in days {
            let items: [(String?, Int, String)] = day.schedule.map { ($0.id, $0.order, "schedule") } + day.flights.map { ($0.id, $0.order, "flights") }
                + day.ground.map { ($0.id, $0.order, "ground") } + day.hotels.map { ($0.id, $0.order, "hotels") }
            for case let (id?, order, list) in items {
                let here = SourceLocation(file: day.file, line: order / 100_000, column: order % 100_000)
                if let earlier = first[id] {
                    log.error(here, "id \"\(id)\" (in \(list)) is also the id of an item in \(earlier.file) line \(earlier.line ?? 0); an id names one item (it becomes its calendar UID), so give this one another")
                } else {
                    first[id] = here
                }
            }
        }
    }

    /// Each notes file on its day; notes of a date without a day file are returned by date
    /// (those outside the tour are left out, with a warning).
    private func attachNotes(_ noteFiles: [DaysFolder.NoteFile], to days: inout [Day], _ files: ContentFiles,
                             _ log: inout DiagnosticLog) -> [CivilDate: [Notes]] {
        var looseNotes: [CivilDate: [Notes]] = [:]
        // By date, so that attaching notes stays linear however many days there are.
        let dayIndex = Dictionary(days.enumerated().map { ($1.date, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in noteFiles {
            guard var notes = readNotes(entry.file, tab: entry.tab, files, &log) else { continue }
            notes.role = entry.role
            if let index = dayIndex[entry.date] {
                days[index].notes.append(notes)
            } else {
                looseNotes[entry.date, default: []].append(notes)
            }
        }
        if let first = days.first?.date, let last = days.last?.date {
            for (date, notes) in looseNotes where date < first || date > last {
                log.warning(SourceLocation(file: notes[0].file), "these notes are for \(date), outside the tour (\(first) to \(last)); they are not shown")
                looseNotes[date] = nil
            }
        }
        return looseNotes
    }

    /// Reads, parses and decodes one JSON file; syntax errors become diagnostics with line and
    /// column, and the decoder's own findings are added to the log.
    private func decodeJSON<T>(_ relative: String, _ files: ContentFiles, _ log: inout DiagnosticLog,
                               parseSeconds: inout Double, roles: Set<String>? = nil, decode: (JSONNode, FieldReader) -> T?) -> T? {
        let display = files.display(relative)
        let parseStart = ContinuousClock.now
        let bytes: [UInt8]
        switch files.read(relative) {
        case .failure(.notFound):
            log.error(SourceLocation(file: display), "the file is missing; it is required (see docs/content-format.md)")
            return nil
        case .failure(let failure):
            log.error(SourceLocation(file: display), failure.message)
            return nil
        case .success(let read): bytes = read
        }
        do {
            let root = try JSONParser.parse(bytes)
            parseSeconds += (ContinuousClock.now - parseStart).inMilliseconds / 1000
            let reader = FieldReader(file: display, roles: roles)
            let value = decode(root, reader)
            log.append(contentsOf: reader.log)
            return value
        } catch {
            log.error(SourceLocation(file: display, line: error.line, column: error.column), error.message)
            return nil
        }
    }

    /// `tour.md`, `tour.<tab>.md` and `tour.<role>.md`; another `tour.*.md` is an error, so
    /// notes meant for a tab or a role are never lost to a typo.
    private func tourNotesFiles(_ files: ContentFiles, roles: [String], _ log: inout DiagnosticLog) -> [Notes] {
        var notes = [readNotes("tour.md", tab: nil, files, &log, optional: true)].compactMap { $0 }
        for tab in Tab.allCases { notes += [readNotes("tour.\(tab.rawValue).md", tab: tab, files, &log, optional: true)].compactMap { $0 } }
        for role in roles where Tab(rawValue: role) == nil {
            guard var own = readNotes("tour.\(role).md", tab: nil, files, &log, optional: true) else { continue }
            own.role = role
            notes.append(own)
        }
        let known = Set(["tour.md"] + (Tab.allCases.map(\.rawValue) + roles).map { "tour.\($0).md" })
        for name in files.list("") where name.hasPrefix("tour.") && name.hasSuffix(".md") && !known.contains(name) {
            let unknown = String(name.dropFirst(5).dropLast(3))
            log.error(SourceLocation(file: files.display(name)), NotesFileName.unknown(unknown, roles: roles) { "tour.\($0).md" })
        }
        return notes
    }

    private func readNotes(_ relative: String, tab: Tab?, _ files: ContentFiles, _ log: inout DiagnosticLog, optional: Bool = false) -> Notes? {
        let display = files.display(relative)
        switch files.read(relative) {
        case .failure(.notFound) where optional: return nil
        case .failure(let failure):
            log.error(SourceLocation(file: display), failure.message)
            return nil
        case .success(let bytes):
            switch TextFile.decode(bytes) {
            case .success(let text): return Notes(file: display, path: relative, tab: tab, markdown: text)
            case .failure(.invalidUTF8(let line, let column)):
                log.error(SourceLocation(file: display, line: line, column: column), "the file is not valid UTF-8 text; save it as UTF-8")
                return nil
            }
        }
    }
}
