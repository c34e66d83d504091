import Mustache

/// `travel.html`, only for roles with travel: every date with travel in order, and the passports
/// with their status (numbers masked to the last four characters).
struct TravelPage {
    let model: SiteModel
    let parts: [DayParts]
    let visibility: Visibility

    func value() -> [String: MustacheValue] {
        var days: [MustacheValue] = []
        for (date, part) in zip(model.dates, parts) {
            let entries = part.entries.filter { $0.tab == .travel && visibility.admits(.travel, $0.audience) }
                .map { visibility.bookings ? $0.value : BookingReferences.removed(from: $0.value) }
            guard !entries.isEmpty else { continue }
            days.append(.fields([
                "href": .string("days/\(date).html"), "dateLong": .string(DateText.long(date, model.tour.locale)),
                "city": .text(model.days[date]?.city), "entries": .list(entries),
            ]))
        }
        return ["travelDays": .nonEmpty(days) ?? .null, "passportTable": .wrapped("rows", PassportList.values(model)) ?? .null]
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
