/// What the finder searches for one role: one entry per date of the tour, holding only what that
/// role may see. The date, its label and the city and kind are shared; the venue needs the
/// schedule tab; the names of the hotels where people sleep that night need the travel tab.
///
/// Embedded in the home page as JSON, one array per date, in tour order:
/// `["2027-03-09","Tuesday 9 March","Montréal, QC","MTELUS","show","Hôtel Zéro1"]`
/// (date, label, city, venue, kind, then any hotel names; "" when missing or not visible).
public struct FinderEntry: Equatable, Sendable {
    public var date: String
    public var label: String
    public var city: String
    public var venue: String
    public var kind: String
    public var hotels: [String]

    public init(date: String, label: String, city: String = "", venue: String = "", kind: String = "", hotels: [String] = []) {
        (self.date, self.label, self.city, self.venue, self.kind, self.hotels) = (date, label, city, venue, kind, hotels)
    }

    /// The index's array: date, label, city, venue, kind, hotels…
    public var array: [String] { [date, label, city, venue, kind] + hotels }

    public init?(array: [String]) {
        guard array.count >= 5 else { return nil }
        self.init(date: array[0], label: array[1], city: array[2], venue: array[3], kind: array[4], hotels: Array(array[5...]))
    }

    /// The fields the ranking reads, in the order of the entry's text: what a day is called
    /// first, its date last (so a city found at the start of the text ranks first).
    public var searchFields: [String] { [city, venue, kind] + hotels + [date, label] }
}

public enum FinderIndex {
    /// One entry per date, with what `role` may see.
    public static func entries(_ model: SiteModel, role: Role) -> [FinderEntry] {
        let visibility = role.visibility
        return model.dates.map { date in
            let day = model.days[date]
            var hotels: [String] = []
            for hotel in model.staysByNight[date] ?? [] where visibility.admits(.travel, hotel.audience) && !hotels.contains(hotel.name) {
                hotels.append(hotel.name)
            }
            return FinderEntry(
                date: date.description,
                label: DateText.weekdayDayAndMonth(date, model.tour.locale),
                city: day?.city ?? "",
                venue: role.can(.schedule) ? day?.venue?.name ?? "" : "",
                kind: day?.kind.rawValue ?? "",
                hotels: hotels)
        }
    }

    /// The entries as compact JSON that is safe inside a `<script>` element: `<`, `>` and `&`
    /// are written as `\u003c`, `\u003e`, `\u0026` (so `</script>` or `<!--` in a venue's name
    /// can't end the element), and U+2028/U+2029 as escapes too.
    public static func json(_ entries: [FinderEntry]) -> String {
        // Made as bytes, the way a year's index of a few hundred kilobytes is cheapest to grow.
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(entries.count * 96)
        for (i, entry) in entries.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "["))
            for (j, field) in entry.array.enumerated() {
                if j > 0 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\""))
                Escaping.jsonInScript.append(field, to: &out)
                out.append(UInt8(ascii: "\""))
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }
}
