/// What `watch` does differently from a one-shot build, chosen once, so the pipeline
/// (`SiteBuild`) reads the same for both: where zone data and decoded day files are kept, how
/// the site is rendered, what the writer remembers, and whether the build leaves its state
/// for the next one's shortcut (`watch` keeps its own, in memory).
public struct BuildStages: Sendable {
    var zones: ZoneStore
    var dayFiles: any DayFileDecoding
    var render: @Sendable (SiteRenderer, inout DiagnosticLog) -> [OutputFile]?
    var written: WrittenFiles?
    var usesBuildState: Bool

    /// A build that starts from nothing and keeps nothing.
    public static var oneShot: BuildStages {
        BuildStages(zones: ZoneStore(), dayFiles: DecodeEveryDayFile(), render: { SiteFileList(renderer: $0).render(log: &$1) }, written: nil, usesBuildState: true)
    }

    /// A build of `watch`, reusing what `memory` kept from the previous one.
    public static func watching(_ memory: BuildMemory) -> BuildStages {
        BuildStages(zones: memory.zones, dayFiles: memory.load,
                    render: { CachingRenderer(renderer: $0, memory: memory.render).render(log: &$1) },
                    written: memory.written, usesBuildState: false)
    }
}
