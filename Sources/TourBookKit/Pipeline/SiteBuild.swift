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
    }

    let options: Invocation.BuildOptions
    let stages: BuildStages

    public init(options: Invocation.BuildOptions, stages: BuildStages = .oneShot) {
        self.options = options
        self.stages = stages
    }

    /// What rendering starts from: the checked model, the templates and the assets.
    struct Ready {
        let model: SiteModel
        let templates: TemplateSet
        let assets: SiteAssets
    }

    /// Load, check and model the content and load the templates; nil when there are errors.
    func prepare(_ inputs: BuildInputs, time: Int64, _ outcome: inout Outcome) -> Ready? {
        var preparation = Preparation(options: options, zones: stages.zones, dayFiles: stages.dayFiles, files: inputs.content)
        preparation.buildDate = BuildClock.day(time)
        let prepared = preparation.run()
        outcome.timings.add(prepared.timings)
        outcome.log.append(contentsOf: prepared.log)
        if let usage = prepared.usageError { outcome.stop(.commandLine(usage)); return nil }
        if prepared.log.hasErrors { outcome.stop(.content) }
        var templateLog = DiagnosticLog()
        let templates = StageTimings.measure(&outcome.timings.load) { TemplateSet.load(options.templates, files: inputs.templates, log: &templateLog) }
        outcome.log.append(contentsOf: templateLog)
        if templateLog.hasErrors { outcome.stop(.templates) }
        guard let model = prepared.model, let templates, outcome.failure == nil else { return nil }

        var assetLog = DiagnosticLog()
        let assets = StageTimings.measure(&outcome.timings.model) {
            SiteAssets.make(style: templates.style, mark: templates.mark, tour: model.tour,
                            contentDirectory: options.content, files: inputs.content, log: &assetLog)
        }
        outcome.log.append(contentsOf: assetLog)
        if assetLog.hasErrors { outcome.stop(.content) }
        outcome.roles = model.roles.count
        return outcome.failure != nil ? nil : Ready(model: model, templates: templates, assets: assets)
    }

    /// Every file of the build, made from the model and what changed since the earlier build
    /// (`history`); nil when there are errors.
    func render(_ ready: Ready, _ history: BuildHistory, _ outcome: inout Outcome) -> [OutputFile]? {
        var renderLog = DiagnosticLog()
        let files = StageTimings.measure(&outcome.timings.render) {
            stages.render(SiteRenderer(model: ready.model, assets: ready.assets, templates: ready.templates, history: history), &renderLog)
        }
        outcome.log.append(contentsOf: renderLog)
        if renderLog.hasErrors { outcome.stop(.templates) }
        outcome.files = files?.count ?? 0
        return outcome.failure != nil ? nil : files
    }

    /// Everything but writing, as a first build would make it; `nil` files when there are errors.
    public func renderAll(_ outcome: inout Outcome) -> [OutputFile]? {
        let time = options.time ?? BuildClock.clock()
        let inputs = StageTimings.measure(&outcome.timings.load) { BuildInputs.read(options, zoneRoot: stages.zones.root, buildDate: BuildClock.day(time)) }
        guard let ready = prepare(inputs, time: time, &outcome) else { return nil }
        return render(ready, history(ready, earlier: .none, time: time, &outcome), &outcome)
    }


    /// This build's events and record, compared with the earlier build's.
    func history(_ ready: Ready, earlier: EarlierRecord, time: Int64, _ outcome: inout Outcome) -> BuildHistory {
        let history = StageTimings.measure(&outcome.timings.render) {
            BuildHistory(model: ready.model, earlier: earlier.record, time: time, note: options.note)
        }
        if let note = options.note, history.latest == nil {
            outcome.log.warning(SourceLocation(file: "--note"), "nothing changed since the last build, so the note \"\(note)\" is not recorded")
        }
        return history
    }

    /// The whole build, writing into the output folder. When the folder already holds what these
    /// inputs make (`BuildInputs`), nothing is rendered or written.
    public func run() -> Outcome {
        var outcome = Outcome()
        let time = options.time ?? BuildClock.clock()
        let writer = OutputWriter(directory: options.output, force: options.force, memory: stages.written)
        let found: OutputWriter.FoundManifest?
        do {
            found = try writer.readFolder()
        } catch {
            outcome.fail(error, output: options.output)
            return outcome
        }
        let scope: Set<String>? = options.roles.isEmpty ? nil : Set(options.roles)
        let read = StageTimings.measure(&outcome.timings.load) { BuildInputs.read(options, zoneRoot: stages.zones.root, buildDate: BuildClock.day(time)) }
        let inputs = read.fingerprint
        if stages.usesBuildState, let inputs, let (state, count) = writer.upToDateByStamps(inputs: inputs, scope: scope, found: found) {
            // Nothing changed since a complete build: its warnings, and no work.
            for warning in state.warnings { outcome.log.append(warning) }
            outcome.roles = state.roles
            outcome.files = count
            outcome.summary = WriteSummary(written: 0, unchanged: count, removed: 0)
            outcome.fromState = true
            return outcome
        }
        guard let ready = prepare(read, time: time, &outcome) else { return outcome }
        let start = ContinuousClock.now
        if let inputs, let count = writer.upToDate(inputs: inputs, scope: scope, found: found), let found {
            outcome.files = count
            outcome.summary = WriteSummary(written: 0, unchanged: count, removed: 0)
            recordState(writer, inputs: inputs, outcome, manifest: found.manifest)
            outcome.timings.write = (ContinuousClock.now - start).inMilliseconds
            return outcome
        }
        let earlier = writer.readRecord(found, log: &outcome.log)
        let history = history(ready, earlier: earlier, time: time, &outcome)
        guard let files = render(ready, history, &outcome) else { return outcome }
        do {
            let record = OutputWriter.RecordUpdate(bytes: history.record.encoded(), replacing: earlier.bytes)
            let written = try writer.write(files, scope: scope, inputs: inputs, found: found, record: record)
            outcome.summary = written.summary
            if let inputs { recordState(writer, inputs: inputs, outcome, manifest: written.manifest) }
        } catch {
            outcome.fail(error, output: options.output)
        }
        // The write stage: comparing with the folder, making the files made late, writing.
        outcome.timings.write = (ContinuousClock.now - start).inMilliseconds - outcome.timings.render
        return outcome
    }

    /// One-shot builds leave their state for the next build's shortcut; `watch` keeps its own.
    private func recordState(_ writer: OutputWriter, inputs: UInt64, _ outcome: Outcome, manifest: Manifest) {
        guard stages.usesBuildState else { return }
        writer.recordState(inputs: inputs, roles: outcome.roles, warnings: outcome.log.warnings, manifest: manifest)
    }
}
