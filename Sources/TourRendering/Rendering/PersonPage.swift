import Mustache

/// `people/<id>.html`, only for roles with travel: one person's itinerary, to read on a phone at
/// 6 a.m. Each date they fly, ride or check in has a heading linking the day page, which has the
/// schedule, and one line per flight, ground leg and stay of theirs (`ItineraryLine`); dates
/// without any are left out. Items are chosen as in their calendar feed (`PersonalSelection`);
/// other people's rooms and names never appear, and neither do phone numbers or titles of the
/// tour party unless the role has contacts.
///
/// The dates come as HTML from `PersonDays`, made once per person for the pages of every role
/// that sees the same of the travel (its audiences and bookings). A page is rendered with a
/// placeholder for them and they are put in as bytes (`Skeleton`): the body is most of the page.
struct PersonPage {
    let model: SiteModel
    let role: Role
    let days: PersonDays
    let person: Person

    static func path(_ person: Person) -> String { "people/\(person.id).html" }

    /// What the page is made from: the layout's and the person's values, and their dates.
    struct Input: FileInput {
        let values: [String: MustacheValue]
        let days: PersonDays
        let person: Person
        /// `person`, or `private` for the traveller's own page (`PrivatePage`).
        var template = "person"

        func key(_ bases: KeyBases) -> UInt64? {
            var key = InputKey(template, templates: bases.of(template))
            key.add(.object(values))
            key.add(person.id)
            for date in days.key(of: person) { key.add(date) }
            return key.value
        }

        /// The page's templates and values by name, and the person's part of each of their dates.
        func parts(_ bases: KeyBases) -> [InputPart] {
            [template, PersonDays.template, PersonEntries.briefTemplate].map { InputPart("template \($0)", bases.digest(of: $0)) }
                + values.map { InputPart($0.key, InputPart.digest($0.value)) }
                + zip(days.dates(of: person), days.key(of: person)).map { InputPart("travel on \($0)", $1) }
        }

        func render(with templates: TemplateLibrary) throws -> [UInt8] {
            try PersonPage.render(values, body: days.bytes(of: person), template: template, with: templates)
        }
    }

    /// `layout`: the layout's values.
    func input(layout: [String: MustacheValue]) -> Input {
        Input(values: layout.merging(value()) { $1 }, days: days, person: person)
    }

    /// The page: `values` with the dates (`body`) put in as bytes.
    static func render(_ values: [String: MustacheValue], body: [UInt8], template: String = "person", with templates: TemplateLibrary) throws -> [UInt8] {
        func page(_ days: String) throws -> [UInt8] {
            var all = values
            all["personDays"] = .html(days)
            return try templates.render(template, .object(all))
        }
        guard let skeleton = try Skeleton.make(slots: 1, { placeholder in try page(placeholder(0)) }) else {
            return try page(String(decoding: body, as: UTF8.self))
        }
        var out: [UInt8] = []
        out.reserveCapacity(body.count + 16_384)
        skeleton.fill([body], into: &out)
        return out
    }

    func value() -> [String: MustacheValue] {
        let contacts = role.can(.contacts)
        return [
            "person": .fields([
                "name": .string(person.name),
                "title": contacts ? .text(person.title) : nil,
                "phone": contacts ? .text(person.phone) : nil,
                "tel": contacts ? .tel(person.phone) : nil,
                "calendar": .object(CalendarLink.value(relative: "\(person.id).ics", fromRoot: "\(role.id)/people/\(person.id).ics",
                                                       baseURL: model.tour.baseURL)),
            ]),
        ]
    }

    /// The home page's list of personal pages: names, and titles when the role has contacts
    /// (a title is contacts data).
    static func list(_ model: SiteModel, role: Role) -> MustacheValue? {
        guard role.can(.travel) else { return nil }
        return .wrapped("list", model.travellers(for: role.visibility).map { person in
            .fields(["name": .string(person.name), "href": .string(path(person)),
                     "title": role.can(.contacts) ? .text(person.title) : nil])
        })
    }
}
