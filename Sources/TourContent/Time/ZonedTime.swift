/// A time from the content, resolved: its local date (the page's date plus `+N`), its zone, and
/// the real instant (nil when the text can't be read as a time). Each item is resolved with its
/// own date and zone, so a DST change during the day gives each item the offset in force then.
public struct ZonedTime: Sendable, Hashable {
    public var time: TimeOfDay
    public var zone: ZoneInfo
    /// The local calendar date this time falls on.
    public var date: CivilDate
    /// Seconds since 1970 UTC.
    public var instant: Int64?
    /// True when the wall time does not exist (clocks went forward over it); it was read with
    /// the offset in force before the change, as RFC 5545 does.
    public private(set) var isSkipped = false

    public init(time: TimeOfDay, zone: ZoneInfo, pageDate: CivilDate) {
        self.time = time
        self.zone = zone
        guard let clock = time.clockTime else {
            date = pageDate
            instant = nil
            return
        }
        date = pageDate.adding(days: clock.dayOffset)
        let resolved = zone.resolve(local: ZonedTime.localSeconds(date, clock))
        instant = resolved.utc
        isSkipped = resolved.kind == .skipped
    }

    /// A time as resolved before, restored part by part (`PieceCodable`): not resolved again.
    init(time: TimeOfDay, zone: ZoneInfo, date: CivilDate, instant: Int64?, isSkipped: Bool) {
        (self.time, self.zone, self.date, self.instant, self.isSkipped) = (time, zone, date, instant, isSkipped)
    }

    static func localSeconds(_ date: CivilDate, _ clock: ClockTime) -> Int64 {
        Int64(date.daysSinceEpoch) * 86_400 + Int64(clock.minuteOfDay) * 60
    }

    /// `2027-03-14T15:00-04:00`, or `tbd`: the `data-time` hook of the pages. Computed from the
    /// instant, so a time read across a DST gap shows the wall time it really is.
    public var isoString: String {
        guard let instant else { return "tbd" }
        let offset = Int(zone.offset(at: instant))
        let local = instant + Int64(offset)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let minuteOfDay = Int(local - days * 86_400) / 60
        let sign = offset < 0 ? "-" : "+"
        let offsetMinutes = abs(offset) / 60
        return "\(CivilDate(daysSinceEpoch: Int(days)))T\(CivilDate.pad(minuteOfDay / 60, 2)):\(CivilDate.pad(minuteOfDay % 60, 2))"
            + "\(sign)\(CivilDate.pad(offsetMinutes / 60, 2)):\(CivilDate.pad(offsetMinutes % 60, 2))"
    }

    public var abbreviation: String? { instant.map { zone.abbreviation(at: $0) } }
}
