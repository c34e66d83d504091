/// When a build happened, as pages and feeds say it: in the tour's home zone for people, in UTC
/// for machines.
enum ChangeTime {
    /// `Mon, 30 Nov 2026, 13:30 EST` (`Mon, Nov 30, 2026, 1:30 PM EST` in the US)
    static func text(_ time: Int64, tour: Tour) -> String {
        let (date, minute) = local(time, tour: tour)
        let clock = tour.clock.format(ClockTime(minuteOfDay: minute))
        return "\(DateText.shortWithYear(date, tour.locale)), \(clock) \(tour.zone.abbreviation(at: time))"
    }

    /// The date and minute of the day in the tour's home zone.
    static func local(_ time: Int64, tour: Tour) -> (date: CivilDate, minute: Int) {
        let local = time + Int64(tour.zone.offset(at: time))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return (CivilDate(daysSinceEpoch: Int(days)), Int(local - days * 86_400) / 60)
    }

    /// `2026-11-30T18:30:00Z` (RFC 3339, as Atom and `<time datetime>` want it).
    static func iso(_ time: Int64) -> String {
        let days = time >= 0 ? time / 86_400 : (time - 86_399) / 86_400
        let second = Int(time - days * 86_400)
        return "\(CivilDate(daysSinceEpoch: Int(days)))T" + CivilDate.pad(second / 3600, 2) + ":"
            + CivilDate.pad(second / 60 % 60, 2) + ":" + CivilDate.pad(second % 60, 2) + "Z"
    }
}
