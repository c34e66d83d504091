import Mustache

/// `contacts.html`, only for roles with contacts: the tour's people and each day's contacts,
/// phone numbers as `tel:` links, and a link to all of them as cards for the phone.
struct ContactsPage {
    let model: SiteModel
    let cards: ContactCardFiles
    /// Which day contacts it lists (their audiences).
    let visibility: Visibility

    func value() -> [String: MustacheValue] {
        let people = model.tour.people.map { person in
            MustacheValue.fields([
                "name": .string(person.name), "title": .text(person.title), "phone": .text(person.phone),
                "tel": .tel(person.phone), "email": .text(person.email), "mailto": .mailto(person.email),
            ])
        }
        var days: [MustacheValue] = []
        for date in model.dates {
            let contacts = model.days[date]?.contacts.filter { visibility.admits(.contacts, $0.audience) } ?? []
            guard let day = model.days[date], !contacts.isEmpty else { continue }
            days.append(.fields([
                "href": .string("days/\(date).html"), "dateLong": .string(DateText.long(date, model.tour.locale)), "city": .text(day.city),
                "contacts": .list(contacts.map(ContactsPage.contactValue)),
            ]))
        }
        return ["peopleList": .wrapped("people", people) ?? .null, "contactDays": .nonEmpty(days) ?? .null,
                "contactCards": cards.tour == nil ? .null : .string(ContactCards.fileName)]
    }

    static func contactValue(_ contact: Contact) -> MustacheValue {
        .fields(["name": .string(contact.name), "role": .text(contact.role), "phone": .text(contact.phone),
                 "tel": .tel(contact.phone), "email": .text(contact.email),
                 "mailto": .mailto(contact.email)])
    }
}
