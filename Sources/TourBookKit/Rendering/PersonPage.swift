import Mustache

/// `people/<id>.html`, only for roles with travel: one person's tour day by day, to read on a
/// phone at 6 a.m. Each date they travel or sleep in a hotel shows their flights and ground legs
/// in full, their hotel check-ins and check-outs with their own room, the hotel they sleep in
/// that night with their room, and, when the role has the schedule, the day's schedule as short
/// lines (the date's heading links the day page, which has the notes and details). Items are
/// chosen as in their calendar feed (`PersonalSelection`); other people's rooms never appear, and
/// neither do phone numbers or titles of the tour party unless the role has contacts.
///
/// The timeline comes as HTML put together from `PersonFragments`: every entry but a hotel's is
/// rendered once per build, not once per person and role.
struct PersonPage {
    let model: SiteModel
    let role: Role
    let fragments: PersonFragments
    let person: Person

    static func path(_ person: Person) -> String { "people/\(person.id).html" }

    func value() throws -> [String: MustacheValue] {
        var days: [MustacheValue] = []
        // The role's tabs asked once, not per entry (entries are schedule or travel).
        let (schedule, travel) = (role.can(.schedule), role.can(.travel))
        func visible(_ tab: Tab) -> Bool { tab == .schedule ? schedule : tab == .travel ? travel : role.can(tab) }
        for d in model.dates.indices {
            var html = ""
            // A date is the person's when they travel, check in or out, or sleep in a hotel; the
            // schedule alone does not make it theirs.
            var own = false
            for entry in try fragments.entries(date: d) where visible(entry.tab) {
                guard let people = entry.people else { html += entry.html; continue }
                guard people.contains(person.id) else { continue }
                own = true
                html += entry.byGuest[person.id] ?? entry.html
            }
            let stays = fragments.stays(date: d)[person.id]
            guard own || stays != nil else { continue }
            var fields = fragments.header(date: d)
            if !html.isEmpty { fields["timeline"] = .html(html) }
            if let stays { fields["stays"] = stays }
            days.append(.object(fields))
        }
        let contacts = role.can(.contacts)
        return [
            "person": .fields([
                "name": .string(person.name),
                "title": contacts ? .text(person.title) : nil,
                "phone": contacts ? .text(person.phone) : nil,
                "tel": contacts ? .tel(person.phone) : nil,
                "calendar": .string("\(person.id).ics"),
            ]),
            "personDays": .nonEmpty(days) ?? .null,
        ]
    }

    /// The home page's list of personal pages: names, and titles when the role has contacts
    /// (a title is contacts data).
    static func list(_ model: SiteModel, role: Role) -> MustacheValue? {
        guard role.can(.travel) else { return nil }
        return .wrapped("list", PersonalSelection.people(model).map { person in
            .fields(["name": .string(person.name), "href": .string(path(person)),
                     "title": role.can(.contacts) ? .text(person.title) : nil])
        })
    }

    /// An entry value with one more fact (the facts list is made when there is none).
    static func adding(_ fact: MustacheValue?, to value: MustacheValue) -> MustacheValue {
        guard let fact, case .object(var fields) = value else { return value }
        var facts: [MustacheValue] = []
        if case .list(let existing)? = fields["facts"] { facts = existing }
        facts.insert(fact, at: 0)
        fields["facts"] = .list(facts)
        return .object(fields)
    }
}
