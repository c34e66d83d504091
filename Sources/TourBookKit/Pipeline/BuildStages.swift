/// What `watch` does differently from a one-shot build, chosen once, so the pipeline
/// (`SiteBuild`) reads the same for both: where zone data, decoded day files, shared pieces,
/// what the writer left and the last record are kept (in memory across `watch`'s builds, in the output folder
/// between one-shot builds), and whether the build leaves its state for the next one's shortcut.
public struct BuildStages: Sendable {
    var zones: ZoneStore
    /// The decoded day files (`StoredDayFiles`); nil: read from the output folder, and left there
    /// for the next build.
    var decodedDays: PieceStore?
    /// The shared pieces; nil: from the output folder, as the decoded days.
    var pieces: PieceStore?
    var written: WrittenFiles?
    var record: LastRecord?
    /// What the last build made of each entry's events (`LastEvents`): `watch` only.
    var events: LastEvents?
    /// What the last build made of each date's parts (`LastDayParts`): `watch` only.
    var days: LastDayParts?
    var usesBuildState: Bool
    /// What the build made is let go of on another thread (`Parallel.release`): a one-shot
    /// build's command exits instead of waiting for it. `watch` lets go of it before it waits
    /// for the next change, so that two builds' objects never fill memory at once.
    var releasesInBackground: Bool

    /// A build that starts from what the output folder keeps.
    public static var oneShot: BuildStages {
        BuildStages(zones: ZoneStore(), decodedDays: nil, pieces: nil, written: nil, record: nil, events: nil,
                    days: nil, usesBuildState: true, releasesInBackground: true)
    }

    /// A build of `watch`, reusing what `memory` kept from the previous one.
    public static func watching(_ memory: BuildMemory) -> BuildStages {
        BuildStages(zones: memory.zones, decodedDays: memory.decodedDays, pieces: memory.pieces, written: memory.written, record: memory.record,
                    events: memory.events, days: memory.days, usesBuildState: false, releasesInBackground: false)
    }
}
