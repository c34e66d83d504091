import Mustache

/// Every vCard file of a build, made once for all roles with the contacts tab that see the same
/// contacts (`Visibility.role`: a contact may be for some roles only): the tour's, and each
/// date's with a card in it.
package struct ContactCardFiles: Sendable {
    let tour: ContactCards?
    let days: [CivilDate: ContactCards]

    package init(_ model: SiteModel, visibility: Visibility) {
        let admitted = { (contact: Contact) in visibility.admits(.contacts, contact.audience) }
        tour = ContactCards.tour(model, admitted)
        var days: [CivilDate: ContactCards] = [:]
        for date in model.dates { days[date] = ContactCards.day(date, model, admitted) }
        self.days = days
    }

    /// Each file's path in a role's folder, and its date (nil: the tour's), in date order.
    package var paths: [(path: String, date: CivilDate?)] {
        guard tour != nil else { return [] }
        return [(ContactCards.fileName, nil)] + days.keys.sorted().map { ("days/\($0).vcf", $0) }
    }

    /// The link to a date's file from its day page (in `days/`) and how many cards it holds.
    func dayLink(_ date: CivilDate) -> MustacheValue? {
        days[date].map { .fields(["href": .string("\(date).vcf"), "count": .int($0.cards.count),
                                  "several": $0.cards.count > 1 ? .bool(true) : nil]) }
    }
}

/// `contacts.vcf` (the tour party and every day's contacts) and `days/<date>.vcf` (that day's)
/// for roles with the contacts tab: the same bytes in every such role. A day contact listed on
/// several dates is one card, its note naming the dates, and keeps its UID in every file, so an
/// address book that imports both a day's file and the tour's merges them.
package struct ContactCards: FileInput {
    let cards: [VCard]

    /// The tour's file; nil when no one in it has a phone or an email.
    static func tour(_ model: SiteModel, _ admitted: (Contact) -> Bool) -> ContactCards? {
        let tour = model.tour
        var cards = tour.people.map { person in
            VCard(uid: "person-\(person.id)@\(tour.id)", name: person.name, title: person.title, organization: tour.name,
                  phone: person.phone, phoneType: "CELL", email: person.email, category: tour.name, note: nil)
        }
        var dates: [String: [CivilDate]] = [:]
        var order: [(uid: String, contact: Contact, date: CivilDate)] = []
        for date in model.dates {
            for contact in model.days[date]?.contacts ?? [] where admitted(contact) {
                let uid = Self.uid(contact, tour: tour.id)
                if dates[uid] == nil { order.append((uid, contact, date)) }
                dates[uid, default: []].append(date)
            }
        }
        cards += order.map { card($0.contact, uid: $0.uid, on: dates[$0.uid]!, model: model) }
        return ContactCards(cards: cards.filter(\.reaches)).nonEmpty
    }

    /// One date's file; nil when none of its contacts has a phone or an email.
    static func day(_ date: CivilDate, _ model: SiteModel, _ admitted: (Contact) -> Bool) -> ContactCards? {
        let contacts = (model.days[date]?.contacts ?? []).filter(admitted)
        return ContactCards(cards: contacts.map { card($0, uid: uid($0, tour: model.tour.id), on: [date], model: model) }
            .filter(\.reaches)).nonEmpty
    }

    static let fileName = "contacts.vcf"

    private var nonEmpty: ContactCards? { cards.isEmpty ? nil : self }

    /// From what the contact is, never from where it is listed: the same person on two dates is
    /// one card.
    private static func uid(_ contact: Contact, tour: String) -> String {
        let identity = [contact.name, contact.phone ?? "", contact.email ?? ""].joined(separator: "\u{1F}")
        return "contact-\(ContentHash.hex(ContentHash.xxh64(Array(identity.utf8))))@\(tour)"
    }

    /// `Harbour Lights Tour 2027 · Wed 17 Mar (London, UK), Thu 18 Mar (Paris, France)`
    private static func card(_ contact: Contact, uid: String, on dates: [CivilDate], model: SiteModel) -> VCard {
        let days = dates.map { date in DateText.short(date, model.tour.locale) + (model.days[date]?.city.map { " (\($0))" } ?? "") }
        return VCard(uid: uid, name: contact.name, title: contact.role, organization: nil, phone: contact.phone,
                     phoneType: "WORK", email: contact.email, category: model.tour.name, note: "\(model.tour.name) · " + days.joined(separator: ", "))
    }

    package func key(_ bases: KeyBases) -> UInt64? {
        var key = InputKey("vcard", templates: bases.unrendered)
        for card in cards { card.add(to: &key) }
        return key.value
    }

    package func parts(_ bases: KeyBases) -> [InputPart] {
        cards.map { card in
            var key = InputKey("card", templates: 0)
            card.add(to: &key)
            // By UID, which is unique in a file (two cards may share a name).
            return InputPart("the card \(card.uid) (\(card.name))", key.value)
        }
    }

    package func render(with templates: TemplateLibrary) throws -> [UInt8] { bytes() }

    func bytes() -> [UInt8] {
        var writer = ICSWriter()
        for card in cards { card.write(into: &writer) }
        return writer.bytes
    }
}
