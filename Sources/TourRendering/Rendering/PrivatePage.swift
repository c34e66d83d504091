import Mustache

/// A traveller's own folder, `private/<id>/`: `index.html`, their flights, ground legs and
/// stays with their rooms and booking references (`PersonDays` with `bookings`, no day links:
/// the folder has no day pages), their passport's status and a link to `calendar.ics`, the same
/// travel with the references. No role folder links here, and nothing here is anyone else's:
/// hosted behind one login per person (`tourbook hosting`), it is theirs alone. Like a role's
/// folder it works from `file://`: its style sheet, icons and scripts are in its `assets/`.
package struct PrivatePage {
    package static let folder = Role.privateFolder
    static let template = "private"
    /// What the page links from the folder's `assets/`.
    static let scripts = ["now-next", "subscribe"]

    let model: SiteModel
    let assets: SiteAssets
    let days: PersonDays

    package static func path(_ person: Person, _ file: String = "index.html") -> String { "\(folder)/\(person.id)/\(file)" }

    /// The assets every private folder holds.
    package static func assets(_ assets: SiteAssets) -> [SiteAssets.Asset] {
        [assets.style, assets.mark, assets.touchIcon] + scripts.compactMap { assets.scripts[$0] }
    }

    func input(_ person: Person) -> PersonPage.Input {
        PersonPage.Input(values: layout(person).merging(values(person)) { $1 }, days: days, person: person, template: Self.template)
    }

    private func values(_ person: Person) -> [String: MustacheValue] {
        let passport = model.passports.results.first { $0.person.id == person.id }.map { PassportList.value($0, model) }
        let calendar = CalendarLink.value(relative: "calendar.ics", fromRoot: "\(Self.folder)/\(person.id)/calendar.ics", baseURL: model.tour.baseURL)
        return [
            "person": .fields(["name": .string(person.name), "phone": .text(person.phone), "tel": .tel(person.phone),
                               "calendar": .object(calendar)]),
            "passport": passport ?? .null,
        ]
    }

    /// The layout's values for a folder of its own: no tabs, no offline app.
    private func layout(_ person: Person) -> [String: MustacheValue] {
        var values = PageLayout.common(tour: model.tour, assets: assets, root: "", page: Self.template,
                                       title: "\(person.name) · \(model.tour.name)", owner: (person.name, Self.folder))
        values["standalone"] = .bool(true)
        values["script"] = .object(Dictionary(uniqueKeysWithValues: Self.scripts.compactMap { name in
            assets.scripts[name].map { (name, .string("assets/" + $0.name)) }
        }))
        return values
    }
}
