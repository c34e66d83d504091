/// Is the machine's time zone data current enough to trust? Pages and feeds follow the build
/// machine's tz database, and a zone whose rules changed since its release comes out an hour off.
/// A release (`2025b`) is taken as dated 1 January of its year (the earliest it can be), and
/// it is stale once the build date is more than one calendar year after that: `2025b` is fine
/// up to 2026-01-01 and stale from 2026-01-02 on.
package struct ZoneDataAge {
    let release: ZoneDataRelease
    /// Where it was read, for the warning.
    let root: String

    static func isStale(_ release: ZoneDataRelease, on buildDate: CivilDate) -> Bool {
        guard let dated = CivilDate(year: release.year, month: 1, day: 1) else { return false }
        return buildDate > dated.adding(months: 12)
    }

    /// The warning for a stale release, nil for a current one.
    func warning(on buildDate: CivilDate) -> Diagnostic? {
        guard Self.isStale(release, on: buildDate) else { return nil }
        return Diagnostic(.warning, SourceLocation(file: root + "/tzdata.zi"),
                          "the time zone data is \(release), more than a year older than the build date (\(buildDate)); "
                          + "zones whose rules changed since come out wrong. Update it: run make, or apt-get install --only-upgrade tzdata")
    }

    /// The warning for the zone data at `root` on the build's day (`BuildClock`), if it is stale.
    package static func warning(root: String, on buildDate: CivilDate) -> Diagnostic? {
        ZoneDataRelease.read(root: root).flatMap { ZoneDataAge(release: $0, root: root).warning(on: buildDate) }
    }

    /// `zone data: tzdata 2026f (/usr/share/zoneinfo)`, for `--version` and `check`.
    package static func line(root: String) -> String {
        guard let release = ZoneDataRelease.read(root: root) else { return "zone data: release unknown (\(root) has no readable tzdata.zi)" }
        return "zone data: \(release) (\(root))"
    }
}
