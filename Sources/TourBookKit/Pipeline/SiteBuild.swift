/// One build, top to bottom: load and check the content and templates, compute the model,
/// render every role's pages in memory, and only then write. Any error stops it before the first
/// byte is written, so a failed build leaves Output exactly as it was.
public struct SiteBuild {
    public struct Outcome: Sendable {
        public var log = DiagnosticLog()
        public var summary: WriteSummary?
        public var timings = StageTimings()
        public var roles = 0
        public var files = 0
        public var bytes = 0
        /// A command-line problem (unknown --role, foreign output folder): exit status 2.
        public var usageError: String?
    }

    let options: Invocation.BuildOptions
    /// Kept across builds by `watch`, to reuse what did not change; nil for a one-shot build.
    let memory: BuildMemory?

    public init(options: Invocation.BuildOptions, memory: BuildMemory? = nil) {
        self.options = options
        self.memory = memory
    }

    /// Everything but writing; `nil` files when there are errors.
    public func renderAll(_ outcome: inout Outcome) -> [OutputFile]? {
        let prepared = Preparation(options: options, zones: memory?.zones ?? ZoneStore(), loadCache: memory?.load).run()
        outcome.timings = prepared.timings
        outcome.log.append(contentsOf: prepared.log)
        if let usage = prepared.usageError { outcome.usageError = usage; return nil }
        var templateLog = DiagnosticLog()
        let templates = StageTimings.measure(&outcome.timings.load) { TemplateSet.load(options.templates, log: &templateLog) }
        outcome.log.append(contentsOf: templateLog)
        guard let model = prepared.model, let templates, !outcome.log.hasErrors else { return nil }

        var assetLog = DiagnosticLog()
        let assets = StageTimings.measure(&outcome.timings.model) {
            SiteAssets.make(style: templates.style, mark: templates.mark, tour: model.tour,
                            contentDirectory: options.content, log: &assetLog)
        }
        outcome.log.append(contentsOf: assetLog)

        var renderLog = DiagnosticLog()
        let files = StageTimings.measure(&outcome.timings.render) {
            SiteRenderer(model: model, assets: assets, templates: templates, memory: memory?.render).render(log: &renderLog)
        }
        outcome.log.append(contentsOf: renderLog)
        outcome.roles = model.roles.count
        return outcome.log.hasErrors ? nil : files
    }

    /// The whole build, writing into the output folder.
    public func run() -> Outcome {
        var outcome = Outcome()
        let writer = OutputWriter(directory: options.output, force: options.force, memory: memory?.written)
        do {
            try writer.preflight()
        } catch {
            outcome.usageError = (error as OutputError).description
            return outcome
        }
        guard let files = renderAll(&outcome) else { return outcome }
        outcome.files = files.count
        outcome.bytes = files.reduce(0) { $0 + $1.bytes.count }
        let scope: Set<String>? = options.roles.isEmpty ? nil : Set(options.roles)
        let start = StageTimings.now()
        do {
            outcome.summary = try writer.write(files, scope: scope)
        } catch {
            outcome.log.error(SourceLocation(file: options.output), error.description)
        }
        outcome.timings.write = (StageTimings.now() - start) * 1000
        return outcome
    }
}
