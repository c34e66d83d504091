/// A date's zone as the pages' script needs it: the UTC offset at noon (`-04:00`), written as
/// `data-zone-offset` beside `data-date` so the script can tell whether the date is today in
/// the day's own zone, whatever the zone of the device reading the page.
enum DayZone {
    static func offset(_ model: SiteModel, _ date: CivilDate) -> String {
        let zone = model.days[date]?.zone ?? model.tour.zone
        let noon = ZonedTime(time: .clock(ClockTime(minuteOfDay: 720)), zone: zone, pageDate: date)
        return String(noon.isoString.suffix(6))
    }
}
