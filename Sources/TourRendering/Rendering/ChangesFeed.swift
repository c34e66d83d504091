/// `changes.xml`: a role's changes as an Atom feed (RFC 4287), one entry per build that changed
/// something the role may see, so a feed reader or a crew's chat channel can follow the book.
/// Ids are `urn:uuid:`s made from the tour, the role and the build's time, so they never change.
struct ChangesFeed {
    let model: SiteModel
    let role: Role
    let page: ChangesPage

    func bytes() -> [UInt8] {
        let x = Escaping.xml
        let updated = ChangeTime.iso(page.entries.first?.time ?? page.started)
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n"
        out += "  <title>\(x(model.words.changesFeedTitle("\(model.tour.name) · \(role.title)")))</title>\n"
        out += "  <id>\(Self.uuid("\(model.tour.id)/\(role.id)/changes"))</id>\n"
        out += "  <updated>\(updated)</updated>\n"
        out += "  <author><name>\(x(model.tour.name))</name></author>\n"
        out += "  <link rel=\"alternate\" type=\"text/html\" href=\"\(x(link("changes.html")))\"/>\n"
        if let base = base { out += "  <link rel=\"self\" type=\"application/atom+xml\" href=\"\(x(base + "changes.xml"))\"/>\n" }
        for entry in page.entries { out += self.entry(entry) }
        out += "</feed>\n"
        return Array(out.utf8)
    }

    private func entry(_ entry: ChangeEntry) -> String {
        let x = Escaping.xml
        let count = model.words.changeCount(entry.changes.count)
        let title = entry.note.map { "\(count): \($0)" } ?? "\(count): \(entry.changes[0].text)"
        let lines = entry.changes.map { change in (change.date.map { DateText.short($0, model.tour.locale) + " · " } ?? "") + change.text }
        var out = "  <entry>\n"
        out += "    <id>\(Self.uuid("\(model.tour.id)/\(role.id)/\(entry.time)"))</id>\n"
        out += "    <title>\(x(title))</title>\n"
        out += "    <updated>\(ChangeTime.iso(entry.time))</updated>\n"
        out += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(x(link("changes.html#" + ChangesPage.anchor(entry.time))))\"/>\n"
        out += "    <content type=\"text\">\(x(([entry.note].compactMap { $0 } + lines).joined(separator: "\n")))</content>\n"
        out += "  </entry>\n"
        return out
    }

    /// The role folder's address with `baseURL`, else nil (links are then relative to the feed).
    private var base: String? {
        model.tour.baseURL.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + role.id + "/" }
    }

    private func link(_ path: String) -> String { (base ?? "") + path }

    /// A name-based UUID (the variant and version bits of RFC 9562's version 8) from two hashes.
    static func uuid(_ name: String) -> String {
        let high = ContentHash.hex(ContentHash.xxh64(Array(("a:" + name).utf8)))
        let low = ContentHash.hex(ContentHash.xxh64(Array(("b:" + name).utf8)))
        let hex = Array((high + low).utf8)
        func part(_ range: Range<Int>) -> String { String(decoding: hex[range], as: UTF8.self) }
        let digit = hex[16] <= UInt8(ascii: "9") ? hex[16] - UInt8(ascii: "0") : hex[16] - UInt8(ascii: "a") + 10
        let variant = ["8", "9", "a", "b"][Int(digit) % 4]
        return "urn:uuid:\(part(0..<8))-\(part(8..<12))-8\(part(13..<16))-\(variant)\(part(17..<20))-\(part(20..<32))"
    }
}
