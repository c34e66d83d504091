/// One address-book card, as vCard 3.0 (RFC 2426) writes it: the version that iOS, Android
/// and desktop address books all import.
struct VCard: Sendable, Hashable {
    var uid: String
    /// The name as written: `FN`, and `N` split at the last space (display stays as written;
    /// only the sort key can come out wrong for names like "Siobhán Ní Bhriain").
    var name: String
    var title: String?
    var organization: String?
    var phone: String?
    /// `CELL` for the tour party's own phones, `WORK` for a day's contacts (a promoter rep, a
    /// venue, a dispatch desk): what address books label "mobile" and "work".
    var phoneType: String
    var email: String?
    var category: String
    var note: String?

    /// A card says something only with a way to reach the person.
    var reaches: Bool { [phone, email].contains { $0.map { !$0.isEmpty } ?? false } }

    func write(into ics: inout ICSWriter) {
        ics.begin("VCARD")
        ics.raw("VERSION", [], "3.0")
        ics.text("PRODID", CalendarFeed.productID)
        ics.text("UID", uid)
        ics.text("FN", name)
        let split = name.lastIndex(of: " ")
        let family = split.map { String(name[name.index(after: $0)...]) } ?? name
        let given = split.map { String(name[..<$0]) } ?? ""
        ics.raw("N", [], ICSWriter.escape(family) + ";" + ICSWriter.escape(given) + ";;;")
        if let title, !title.isEmpty { ics.text("TITLE", title) }
        if let organization, !organization.isEmpty { ics.text("ORG", organization) }
        if let phone, !phone.isEmpty { ics.raw("TEL", [("TYPE", phoneType), ("TYPE", "VOICE")], ICSWriter.escape(phone)) }
        if let email, !email.isEmpty { ics.raw("EMAIL", [("TYPE", "INTERNET")], ICSWriter.escape(email)) }
        ics.text("CATEGORIES", category)
        if let note, !note.isEmpty { ics.text("NOTE", note) }
        ics.end("VCARD")
    }

    func add(to key: inout InputKey) {
        for field in [uid, name, title, organization, phone, phoneType, email, category, note] { key.add(field ?? "\u{0}") }
    }
}
