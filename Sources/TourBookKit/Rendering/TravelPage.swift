import Mustache

/// `travel.html`, only for roles with travel: every date with travel in order, and the passports
/// with their status (numbers masked to the last four characters).
struct TravelPage {
    let model: SiteModel
    let role: Role

    func value() -> [String: MustacheValue] {
        let people = Dictionary(uniqueKeysWithValues: model.tour.people.map { ($0.id, $0) })
        var days: [MustacheValue] = []
        for date in model.dates {
            let entries = (model.timelines[date]?.entries ?? []).filter { $0.tab == .travel }
            guard !entries.isEmpty else { continue }
            let zone = model.days[date]?.zone ?? model.tour.zone
            let view = EntryView(dayZone: zone, clock: model.tour.clock, people: people)
            days.append(.fields([
                "href": .string("days/\(date).html"), "dateLong": .string(DateText.long(date)),
                "city": .text(model.days[date]?.city), "entries": .list(entries.map(view.value)),
            ]))
        }
        return ["travelDays": .nonEmpty(days) ?? .null, "passportTable": .wrapped("rows", PassportList.values(model)) ?? .null]
    }
}

enum PassportList {
    static func values(_ model: SiteModel) -> [MustacheValue] {
        model.passports.results.map { result in
            .fields([
                "name": .string(result.person.name),
                "country": .text(result.passport.country),
                "number": .string(result.passport.maskedNumber),
                "expires": .string(DateText.medium(result.passport.expires)),
                "status": .string(result.status.rawValue),
                "statusLabel": .string(result.status == .ok ? "OK" : (result.status == .warning ? "Renew soon" : "Expired")),
            ])
        }
    }
}
