/// A VTIMEZONE built from the system's zone data (our own TZif reader), so a calendar program
/// reads each `TZID` exactly as the day pages do, whatever its own zone database says.
///
/// No RRULEs: one observance for what is in force at the start of the range, then one
/// STANDARD or DAYLIGHT sub-component per transition inside it. Explicit is exact, and the
/// range (a year either side of the tour) is short.
enum VTimeZone {
    /// A year before the first date to a year after the last, in instants.
    static func range(first: CivilDate, last: CivilDate) -> Range<Int64> {
        Int64(first.daysSinceEpoch - 366) * 86_400 ..< Int64(last.daysSinceEpoch + 367) * 86_400
    }

    static func write(_ zone: ZoneInfo, range: Range<Int64>, into ics: inout ICSWriter) {
        ics.begin("VTIMEZONE")
        ics.raw("TZID", [], zone.identifier)
        // What the clocks show at the start of the range (all a fixed-offset zone ever needs).
        let start = range.lowerBound
        let offset = zone.offset(at: start)
        observance(daylight: zone.isDaylightSaving(at: start), start: ICSFormat.localDateTime(start, in: zone),
                   from: offset, to: offset, name: zone.abbreviation(at: start), into: &ics)
        for change in zone.transitions(from: start + 1, to: range.upperBound) {
            // DTSTART is the wall time of the change in the offset before it (RFC 5545 §3.6.5).
            observance(daylight: change.isDaylightSaving,
                       start: ICSFormat.localDateTime(change.instant + Int64(change.offsetBefore)),
                       from: change.offsetBefore, to: change.offsetAfter, name: change.abbreviation, into: &ics)
        }
        ics.end("VTIMEZONE")
    }

    private static func observance(daylight: Bool, start: String, from: Int32, to: Int32, name: String, into ics: inout ICSWriter) {
        let kind = daylight ? "DAYLIGHT" : "STANDARD"
        ics.begin(kind)
        ics.raw("DTSTART", [], start)
        ics.raw("TZOFFSETFROM", [], ICSFormat.offset(from))
        ics.raw("TZOFFSETTO", [], ICSFormat.offset(to))
        if !name.isEmpty { ics.text("TZNAME", name) }
        ics.end(kind)
    }
}
