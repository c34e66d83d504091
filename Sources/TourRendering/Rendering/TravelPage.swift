import Mustache

/// `travel.html`, only for roles with travel: every date with travel in order, and the passports
/// with their status (numbers masked to the last four characters).
struct TravelPage: Sendable {
    let model: SiteModel
    /// Each date's parts, read only when the page is made.
    let days: DaySource
    /// Each date's share of the page (`share`), by date index; 0: no travel there.
    let shares: [UInt64]
    let visibility: Visibility

    /// The fields the page adds to its layout's, made only when the page is (`key` stands for them).
    static let fields = ["travelDays", "passportTable"]

    func value() -> [String: MustacheValue] {
        var days: [MustacheValue] = []
        for (d, date) in model.dates.enumerated() where shares[d] != 0 {
            let day = self.days.travel(d)
            let entries = Self.travel(model.timelines[date]?.entries ?? [], visibility).map { day.value($0, bookings: visibility.bookings) }
            days.append(.fields([
                "href": .string("days/\(date).html"), "dateLong": .string(DateText.long(date, model.tour.locale)),
                "city": .text(model.days[date]?.city), "entries": .list(entries),
            ]))
        }
        return ["travelDays": .nonEmpty(days) ?? .null, "passportTable": .wrapped("rows", PassportList.values(model)) ?? .null]
    }

    /// What `value` is made from: each date's share and the passports. The page holds
    /// a year's travel, which is not written out to be hashed again for every role.
    func key() -> UInt64 {
        var key = InputKey("travel page", templates: 0)
        key.add(model.tour.locale.rawValue)
        key.add(UInt64(visibility.bookings ? 1 : 0))
        for share in shares where share != 0 { key.add(share) }
        key.add(.list(PassportList.values(model)))
        return key.value
    }

    /// What date `d`'s share of the page is made from, from its travel entries' digests
    /// (`DayParts.Digests`); 0 when the date has none of the travel `visibility` sees.
    static func share(_ part: DayParts, _ d: Int, model: SiteModel, visibility: Visibility) -> UInt64 {
        let date = model.dates[d]
        let kept = travel(model.timelines[date]?.entries ?? [], visibility)
        guard !kept.isEmpty else { return 0 }
        var key = InputKey("travel date", templates: 0)
        key.add(date.description)
        key.add(.text(model.days[date]?.city) ?? .null)
        key.add(UInt64(kept.count))
        for i in kept { key.add(part.digests.entries[i]) }
        return key.value | 1  // never 0, which says "none"
    }

    /// The date's travel entries the page lists, by index (the parts' entries are in the same order).
    private static func travel(_ entries: [TimelineEntry], _ visibility: Visibility) -> [Int] {
        entries.indices.filter { entries[$0].tab == .travel && visibility.admits(.travel, entries[$0].audience) }
    }
}

enum PassportList {
    static func values(_ model: SiteModel) -> [MustacheValue] {
        model.passports.results.map { value($0, model) }
    }

    /// One passport's row: its holder, country, masked number, expiry and status.
    static func value(_ result: PassportCheck.Result, _ model: SiteModel) -> MustacheValue {
        .fields([
            "name": .string(result.person.name),
            "country": .text(result.passport.country),
            "number": .string(result.passport.maskedNumber),
            "expires": .string(DateText.medium(result.passport.expires, model.tour.locale)),
            "status": .string(result.status.rawValue),
            "statusLabel": .string(result.label(model.tour.locale)),
        ])
    }
}
