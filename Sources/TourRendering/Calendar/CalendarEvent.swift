/// One VEVENT: when (in the item's own zone, or a whole day when the time can't be read), what
/// and where. Only values the role may see are ever put in here.
struct CalendarEvent {
    enum When {
        /// An instant, written as wall time with the zone's `TZID`.
        case timed(Int64, ZoneInfo)
        /// A DATE value: items whose time is TBD.
        case allDay(CivilDate)
    }

    var uid: String
    var start: When
    var end: When?
    var summary: String
    var location: String?
    var details: [String] = []
    /// Hotel stays don't make anyone busy.
    var transparent = false

    /// Every property but the UID and the revision lines (`EventRevisions`), so feeds can share
    /// one written event under different UIDs.
    func writeBody(into ics: inout ICSWriter) {
        Self.write("DTSTART", start, into: &ics)
        if let end { Self.write("DTEND", end, into: &ics) }
        ics.text("SUMMARY", summary)
        if let location, !location.isEmpty { ics.text("LOCATION", location) }
        if !details.isEmpty { ics.text("DESCRIPTION", details.joined(separator: "\n")) }
        if transparent { ics.raw("TRANSP", [], "TRANSPARENT") }
    }

    private static func write(_ name: String, _ when: When, into ics: inout ICSWriter) {
        switch when {
        case .timed(let instant, let zone):
            ics.raw(name, [("TZID", zone.identifier)], ICSFormat.localDateTime(instant, in: zone))
        case .allDay(let date):
            ics.raw(name, [("VALUE", "DATE")], ICSFormat.date(date))
        }
    }

    var zones: [ZoneInfo] {
        [start, end].compactMap { when -> ZoneInfo? in
            if case .timed(_, let zone)? = when { return zone }
            return nil
        }
    }
}
