/// One build, top to bottom: load and check the content and templates, compute the model,
/// render every role's pages, and only then write. Any error stops it before the first byte is
/// written, so a failed build leaves Output exactly as it was. The biggest files (person pages,
/// calendar feeds, print.html) are put together from rendered pieces while they are written
/// (`OutputFile.isMadeLate`); one of each kind is rendered beforehand, so a template that can't
/// render them fails here, too.
public struct SiteBuild {
    public struct Outcome: Sendable {
        public var log = DiagnosticLog()
        public var summary: WriteSummary?
        public var timings = StageTimings()
        public var roles = 0
        public var files = 0
        /// Why the build stopped, when it did: the first failure; its errors are in `log`.
        public var failure: BuildFailure? { stoppedBy ?? (log.hasErrors ? .content : nil) }
        private var stoppedBy: BuildFailure?

        mutating func stop(_ failure: BuildFailure) {
            if stoppedBy == nil { stoppedBy = failure }
        }

        /// A folder that `--output` should not name (not a folder, someone else's, a damaged
        /// manifest: `--force` or another folder is the remedy) is a command-line problem; a
        /// fault of the system (I/O, another build writing) is an error of the build.
        mutating func fail(_ error: OutputError, output: String) {
            switch error.kind {
            case .foreignFolder, .notAFolder, .badManifest: stop(.commandLine(error.description))
            case .badPath, .inTheWay, .busy, .io, .rendering:
                log.error(SourceLocation(file: output), error.description)
                stop(error.kind == .rendering ? .templates : .io)
            }
        }
        /// Nothing changed since the complete build whose state (`BuildState`) vouched for the
        /// folder: the content was not loaded, and its warnings are that build's.
        public var fromState = false

        /// The outcome of a build that found nothing changed since the one that left `state`:
        /// that build's warnings, and no work.
        mutating func replay(_ state: BuildState, files: Int) {
            for warning in state.warnings { log.append(warning) }
            roles = state.roles
            self.files = files
            summary = WriteSummary(written: 0, unchanged: files, removed: 0)
            fromState = true
        }
        /// With `--explain`: one line per file written, saying what made it change.
        public var explanations: [String] = []
    }

    let configuration: BuildConfiguration
    let stages: BuildStages

    public init(configuration: BuildConfiguration, stages: BuildStages = .oneShot) {
        self.configuration = configuration
        self.stages = stages
    }

    /// What rendering starts from: the checked model, the templates and the assets.
    struct Ready {
        let model: SiteModel
        let templates: TemplateSet
        let assets: SiteAssets
        var toolBase: UInt64? = nil

        /// What each key starts from (`KeyBases`); nil: no keys.
        var keyBases: KeyBases? { toolBase.map { KeyBases(tool: $0, templates: templates) } }
    }

    /// Load, check and model the content and load the templates; nil when there are errors.
    func prepare(_ inputs: BuildInputs, time: Int64, dayFiles: any DayFileDecoding, _ outcome: inout Outcome) -> Ready? {
        var preparation = Preparation(configuration: configuration, zones: stages.zones, dayFiles: dayFiles, files: inputs.content)
        preparation.buildDate = BuildClock.day(time)
        let prepared = preparation.run()
        outcome.timings.add(prepared.timings)
        outcome.log.append(contentsOf: prepared.log)
        if let usage = prepared.usageError { outcome.stop(.commandLine(usage)); return nil }
        if prepared.log.hasErrors { outcome.stop(.content) }
        var templateLog = DiagnosticLog()
        let templates = StageTimings.measure(&outcome.timings.load) { TemplateSet.load(configuration.templates, files: inputs.templates, locale: prepared.model?.tour.locale ?? .britishEnglish, log: &templateLog) }
        outcome.log.append(contentsOf: templateLog)
        if templateLog.hasErrors { outcome.stop(.templates) }
        guard let model = prepared.model, let templates, outcome.failure == nil else { return nil }

        var assetLog = DiagnosticLog()
        let assets = StageTimings.measure(&outcome.timings.model) {
            SiteAssets.make(style: templates.style, mark: templates.mark, scripts: templates.scripts, tour: model.tour,
                            contentDirectory: configuration.content, files: inputs.content, log: &assetLog)
        }
        outcome.log.append(contentsOf: assetLog)
        if assetLog.hasErrors { outcome.stop(.content) }
        outcome.roles = model.roles.count
        return outcome.failure != nil ? nil : Ready(model: model, templates: templates, assets: assets, toolBase: inputs.toolBase)
    }

    /// Every file of the build, made from the model, this build's calendar events and what
    /// changed since the earlier build; nil when there are errors.
    /// `earlier`: what the writer left from earlier builds (`WrittenFiles`). With `--explain`,
    /// also the parts of each late file's input.
    func render(_ ready: Ready, _ published: Published, pieces: PieceStore?, dayKeys: [String: UInt64]? = nil, earlier: WrittenFiles? = nil,
                _ outcome: inout Outcome) -> (files: [OutputFile], parts: [String: [InputPart]])? {
        var renderLog = DiagnosticLog()
        let made = StageTimings.measure(&outcome.timings.render) {
            SiteFileList(renderer: published.renderer(ready, pieces: pieces, dayKeys: dayKeys, lastDays: dayKeys == nil ? nil : stages.days),
                         earlier: earlier)
                .render(explaining: configuration.explain, log: &renderLog)
        }
        outcome.log.append(contentsOf: renderLog)
        if renderLog.hasErrors { outcome.stop(.templates) }
        outcome.files = made?.files.count ?? 0
        return outcome.failure != nil ? nil : made
    }

    /// Everything but writing, as a first build would make it; `nil` files when there are errors.
    public func renderAll(_ outcome: inout Outcome) -> [OutputFile]? {
        let time = configuration.time ?? BuildClock.clock()
        let inputs = StageTimings.measure(&outcome.timings.load) { BuildInputs.read(configuration, zoneRoot: stages.zones.root, buildDate: BuildClock.day(time)) }
        guard let ready = prepare(inputs, time: time, dayFiles: DecodeEveryDayFile(), &outcome) else { return nil }
        return render(ready, publish(ready, earlier: .none, time: time, &outcome), pieces: nil, &outcome)?.files
    }


    /// What this build publishes: every calendar event, written once with its revision, and the
    /// record, compared with the earlier build's.
    struct Published {
        let events: PreparedEvents
        /// The events of the travellers' private feeds, with booking references.
        let privateEvents: PreparedEvents
        /// What changed and the editions; its record's events are the record's only as written
        /// (`record(after:)`).
        let history: BuildHistory
        /// The record by date; nil: the record is written without shares.
        let shares: RecordShares?

        /// Guests' own stays are revised whenever the tour has a role with travel, even in a build
        /// of other roles (`--role`), so the record stays whole.
        init(model: SiteModel, earlier: BuildRecord, time: Int64, note: String? = nil, kept: KeptEvents? = nil, shares: RecordShares? = nil) {
            self.shares = shares
            // What changed and the travellers' events are made beside the role events: each
            // has a part on one core (gathering, comparing) that the others fill.
            let comparison = Parallel.Pending { BuildHistory.Comparison(model: model, earlier: earlier, unchanged: shares?.unchanged ?? []) }
            let revisions = EventRevisions(earlier: earlier.events, time: time)
            let travellers = Parallel.Pending {
                PreparedEvents(feed: CalendarFeed(model: model, forTravellers: true), personal: true, revisions: revisions, kept: kept)
            }
            events = PreparedEvents(feed: CalendarFeed(model: model), personal: model.tour.roles.contains { $0.can(.travel) }, revisions: revisions,
                                    kept: kept)
            privateEvents = travellers.value
            // The events' revisions join the record when it is written (`record(after:)`), on
            // the other core while the pages are rendered: nothing else of the build reads them.
            history = BuildHistory(comparison.value, roles: model.tour.roles, earlier: earlier, time: time, note: note)
        }

        /// The record's bytes (by date when there are shares, copying the unchanged ones from
        /// `earlier`), and the record as the next build reads them.
        func record(after earlier: EarlierRecord) -> (bytes: [UInt8], record: BuildRecord) {
            var record = history.record
            // The UIDs are kept only to write the events in one run, as a record without shares has them.
            record.events = events.revisions(with: privateEvents, keepingUIDs: shares == nil)
            guard let shares else { return (record.encoded(), record) }
            let eventsOn = events.revisedOn.merging(privateEvents.revisedOn) { $0 + $1 }
            let encoded = record.encoded(shares.revisedAnew(on: events.revisedAnewOn.union(privateEvents.revisedAnewOn)), eventsOn: eventsOn,
                                         earlier: earlier)
            record.shares = encoded.shares
            return (encoded.bytes, record)
        }

        /// The renderer of every role's files from these.
        func renderer(_ ready: Ready, pieces: PieceStore? = nil, dayKeys: [String: UInt64]? = nil,
                      lastDays: LastDayParts? = nil) -> SiteRenderer {
            SiteRenderer(model: ready.model, assets: ready.assets, templates: ready.templates, history: history, events: events,
                         privateEvents: privateEvents, keyBases: ready.keyBases, pieces: pieces, dayKeys: dayKeys, lastDays: lastDays)
        }
    }

    func publish(_ ready: Ready, earlier: EarlierRecord, time: Int64, kept: KeptEvents? = nil, _ outcome: inout Outcome) -> Published {
        let published = StageTimings.measure(&outcome.timings.render) {
            Published(model: ready.model, earlier: earlier.record, time: time, note: configuration.note, kept: kept,
                      shares: kept.map { RecordShares(model: ready.model, dayKeys: $0.dayKeys, earlier: earlier) })
        }
        if let earlier = published.history.reworded {
            outcome.log.warning(SourceLocation(file: ContentFiles.display(configuration.content, "tour.json")),
                                "the tour's locale or clock is now \(ItemWording.style(ready.model.tour)), not \(earlier): every time and date reads differently, so this build lists no changes; edits made together with it are not on the changes pages")
        }
        if let note = configuration.note, published.history.latest == nil {
            outcome.log.warning(SourceLocation(file: "--note"), "nothing changed since the last build, so the note \"\(note)\" is not recorded")
        }
        return published
    }

    /// The whole build, writing into the output folder. When the folder already holds what these
    /// inputs make (`BuildInputs`), nothing is rendered or written.
    public func run() -> Outcome {
        var outcome = Outcome()
        let time = configuration.time ?? BuildClock.clock()
        let folder = OutputWriter(directory: configuration.output, force: configuration.force, memory: stages.written)
        guard let (found, state, read) = readStart(folder, time: time, &outcome) else { return outcome }
        let writer = OutputWriter(directory: configuration.output, force: configuration.force,
                                  memory: stages.written ?? WrittenFiles(state?.stamps ?? [:]))
        // A build of some roles (`--role`) also makes the travellers' own folders.
        let scope: Set<String>? = configuration.roles.isEmpty ? nil : Set(configuration.roles + [Role.privateFolder])
        let inputs = read.fingerprint
        if let inputs, let state, let count = writer.upToDateByStamps(state, inputs: inputs, scope: scope, found: found) {
            writer.removeTemporariesOfEndedBuilds()
            outcome.replay(state, files: count)
            return outcome
        }
        // The earlier record and the stored pieces are read on the other core while the content
        // is loaded and checked.
        let earlierRecord = Parallel.Pending { [stages] in
            var log = DiagnosticLog()
            return (record: writer.readRecord(found, last: stages.record, log: &log), log: log)
        }
        let stored = stages.pieces.map { pieces in Parallel.Pending { pieces } } ?? Parallel.Pending { folder.readPieces(base: read.toolBase) }
        let dayFiles = storedDayFiles(folder, base: read.toolBase)
        guard let ready = prepare(read, time: time, dayFiles: dayFiles ?? DecodeEveryDayFile(), &outcome) else { return outcome }
        let start = ContinuousClock.now
        if let inputs, let found, let verified = writer.upToDate(inputs: inputs, scope: scope, found: found) {
            keep(verified, writer: writer, found: found, inputs: inputs, ready: ready, dayFiles: dayFiles, &outcome)
            outcome.timings.write = (ContinuousClock.now - start).inMilliseconds
            return outcome
        }
        let (earlier, recordLog) = earlierRecord.value
        outcome.log.append(contentsOf: recordLog)
        let pieces = stored.value
        let dayKeys = read.dayKeys()
        let kept = dayKeys.map {
            KeptEvents(store: pieces, dayKeys: $0, zones: stages.zones, last: stages.events?.made(after: earlier.bytes))
        }
        let published = publish(ready, earlier: earlier, time: time, kept: kept, &outcome)
        let explaining = configuration.explain ? Explaining(writer: writer, state: state, ready: ready) : nil
        let next = Parallel.Pending { [published] in published.record(after: earlier) }
        guard let (files, parts) = render(ready, published, pieces: pieces, dayKeys: dayKeys, earlier: writer.memory, &outcome) else { return outcome }
        do {
            let (recordBytes, nextRecord) = next.value
            let record = OutputWriter.RecordUpdate(bytes: recordBytes, replacing: earlier.bytes)
            stages.record?.keep(EarlierRecord(bytes: recordBytes, record: nextRecord))
            stages.events?.keep(published.events.made.merging(published.privateEvents.made) { kept, _ in kept }, writing: recordBytes)
            let written = try writer.write(files, scope: scope, inputs: inputs, found: found, record: record)
            outcome.summary = written.summary
            if let explaining { outcome.explanations = explaining.lines(files, parts: parts, written: written.written) }
            keepForTheNextBuild(writer, pieces, dayFiles, scope: scope, ready: ready, inputs: inputs, outcome, manifest: written.manifest,
                                seen: Set(files.map(\.path)))
        } catch {
            outcome.fail(error, output: configuration.output)
        }
        // The write stage: comparing with the folder, making the files made late, writing.
        outcome.timings.write = (ContinuousClock.now - start).inMilliseconds - outcome.timings.render
        Parallel.release((consume read, consume ready, consume published, consume earlier, consume files, consume pieces, consume kept,
                          consume parts), later: stages.releasesInBackground)
        return outcome
    }

    /// What a build starts from: the folder's manifest (nil: the folder is new), the state the
    /// last build left (`watch` keeps its own) and the inputs; nil when the folder can't be
    /// written to. The inputs and the state are read on the other core while the manifest is
    /// read here.
    private func readStart(_ folder: OutputWriter, time: Int64, _ outcome: inout Outcome)
        -> (found: OutputWriter.FoundManifest?, state: BuildState?, read: BuildInputs)? {
        let inputsRead = Parallel.Pending { [configuration, stages] in
            BuildInputs.read(configuration, zoneRoot: stages.zones.root, buildDate: BuildClock.day(time))
        }
        let stateRead = Parallel.Pending { [stages] in stages.usesBuildState ? folder.readState() : nil }
        let found: OutputWriter.FoundManifest?
        do {
            found = try folder.readFolder()
        } catch {
            outcome.fail(error, output: configuration.output)
            return nil
        }
        return (found, stateRead.value, StageTimings.measure(&outcome.timings.load) { inputsRead.value })
    }

    /// A build whose output folder already holds what its inputs make, file by file (`verified`:
    /// each checked by its bytes): nothing is written, and the state vouches for the files.
    private func keep(_ verified: [String: WrittenFiles.Stamp], writer: OutputWriter, found: OutputWriter.FoundManifest, inputs: UInt64,
                      ready: Ready, dayFiles: StoredDayFiles?, _ outcome: inout Outcome) {
        writer.removeTemporariesOfEndedBuilds()
        keepDecodedDays(dayFiles, writer)
        outcome.files = verified.count
        outcome.summary = WriteSummary(written: 0, unchanged: verified.count, removed: 0)
        writer.memory?.update(with: verified)
        recordState(writer, inputs: inputs, toolBase: ready.toolBase, outcome, manifest: found.manifest, seen: Set(verified.keys))
    }

    /// What the next build starts from: the pieces and decoded days this build used and the
    /// state of the files it saw. A build of some roles leaves the other roles' pieces in the
    /// store. The pieces are saved beside the state, whose last stamps may wait out a clock tick
    /// (`recordState`).
    private func keepForTheNextBuild(_ writer: OutputWriter, _ pieces: PieceStore, _ dayFiles: StoredDayFiles?, scope: Set<String>?, ready: Ready,
                                     inputs: UInt64?, _ outcome: Outcome, manifest: Manifest, seen: Set<String>) {
        let saved = Parallel.Pending { [stages] in
            if pieces.keepUsed(dropping: scope == nil), stages.pieces == nil { writer.savePieces(pieces, base: ready.toolBase) }
        }
        keepDecodedDays(dayFiles, writer)
        if let inputs { recordState(writer, inputs: inputs, toolBase: ready.toolBase, outcome, manifest: manifest, seen: seen) }
        saved.value
    }

    /// The decoded day files this build starts from (`StoredDayFiles`): `watch`'s, else those the
    /// folder keeps; nil without a base for keys (every file is decoded).
    private func storedDayFiles(_ folder: OutputWriter, base: UInt64?) -> StoredDayFiles? {
        guard let base else { return nil }
        return StoredDayFiles(store: stages.decodedDays ?? folder.readPieces(base: base, name: StoredDayFiles.fileName), base: base, zones: stages.zones)
    }

    /// The decoded days this build used, and no others, for the next build: every build decodes
    /// every day file, whatever roles it makes.
    private func keepDecodedDays(_ dayFiles: StoredDayFiles?, _ writer: OutputWriter) {
        if let dayFiles, dayFiles.store.keepUsed(), stages.decodedDays == nil {
            writer.savePieces(dayFiles.store, base: dayFiles.base, name: StoredDayFiles.fileName, temporaryNumber: 3)
        }
    }

    /// One-shot builds leave their state for the next build's shortcut; `watch` keeps its own.
    /// `seen`: the files this build checked, wrote or read whole.
    private func recordState(_ writer: OutputWriter, inputs: UInt64, toolBase: UInt64?, _ outcome: Outcome, manifest: Manifest, seen: Set<String>) {
        guard stages.usesBuildState else { return }
        writer.recordState(inputs: inputs, roles: outcome.roles, toolBase: toolBase, warnings: outcome.log.warnings, manifest: manifest,
                           written: writer.memory?.all ?? [:], seen: seen)
    }

    /// What `--explain` compares with, taken before the write: what the writer left at each
    /// path, what the last build's keys started from, and the parts of earlier inputs.
    private struct Explaining {
        let writer: OutputWriter
        let earlier: [String: WrittenFiles.Stamp]
        let earlierBase: UInt64?
        let base: UInt64?
        let earlierParts: InputParts

        init(writer: OutputWriter, state: BuildState?, ready: Ready) {
            self.writer = writer
            earlier = writer.memory?.all ?? [:]
            earlierBase = state?.toolBase
            base = ready.toolBase
            earlierParts = writer.readInputParts()
        }

        /// The lines for the files written; keeps this build's parts for the next `--explain`.
        func lines(_ files: [OutputFile], parts: [String: [InputPart]], written: [String]) -> [String] {
            var made: [String: BuildExplanation.Made] = [:]
            var kept = InputParts()
            for file in files {
                made[file.path] = BuildExplanation.Made(key: file.key, parts: parts[file.path])
                if let key = file.key, let parts = parts[file.path] { kept.byKey[key] = parts }
            }
            writer.saveInputParts(kept)
            return BuildExplanation(made: made, earlier: earlier, earlierBase: earlierBase, base: base, earlierParts: earlierParts)
                .lines(written: written)
        }
    }
}
