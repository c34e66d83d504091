/// `tour.json`: the tour's name, defaults and roles.
struct TourFileDecoder {
    struct Header {
        var id: String?
        var baseURL: String?
        var name: String
        var artist: String?
        var zone: ZoneInfo?
        var clock: ClockStyle
        var locale: TourLocale
        var artwork: (path: String, node: JSONNode, jsonPath: JSONPath)?
        var roles: [Role]
        var mapLinks: MapLinks
        var documents: [Document]
    }

    static let keys = ["id", "name", "artist", "timeZone", "locale", "clock", "artwork", "baseURL", "roles", "mapLinks", "documents"]
    static let roleKeys = ["title", "tabs", "bookings"]

    let zones: ZoneField

    func decode(_ root: JSONNode, reader: FieldReader) -> Header? {
        guard let tour = reader.object(root, path: .root, allowed: Self.keys, isFileRoot: true) else { return nil }
        let name = tour.string("name", required: true)
        let zone = zones.read(tour, required: true)
        let locale = self.locale(tour, reader: reader)
        var clock = locale.clock
        if let text = tour.string("clock") {
            if let style = ClockStyle(rawValue: text) { clock = style.inLocale(locale) } else {
                reader.error(tour["clock"]!, tour.path("clock"), "clock is \"\(text)\"; use \"24h\" or \"12h\"")
            }
        }
        var artwork: (String, JSONNode, JSONPath)?
        if let path = tour.string("artwork") { artwork = (path, tour["artwork"]!, tour.path("artwork")) }
        let roles = decodeRoles(tour, reader: reader)
        if !roles.isEmpty { reader.roles = Set(roles.map(\.id)) }
        return Header(id: ItemID.read(tour, "id", reader: reader), baseURL: baseURL(tour, reader: reader), name: name ?? "",
                      artist: tour.string("artist"), zone: zone, clock: clock, locale: locale, artwork: artwork, roles: roles,
                      mapLinks: MapLinks.read(tour, key: "mapLinks", reader: reader), documents: DocumentDecoder.decode(tour))
    }

    /// `"en-US"`: one of `TourLocale`'s; en-GB when absent.
    private func locale(_ tour: JSONObject, reader: FieldReader) -> TourLocale {
        guard let text = tour.string("locale") else { return .britishEnglish }
        if let locale = TourLocale(rawValue: text) { return locale }
        let known = TourLocale.allCases.map(\.rawValue)
        var message = "locale is \"\(text)\"; "
        if let guess = Suggestion.closest(to: text, in: known) { message += "did you mean \"\(guess)\"? " }
        reader.error(tour["locale"]!, tour.path("locale"), message + "use one of " + known.map { "\"\($0)\"" }.joined(separator: ", "))
        return .britishEnglish
    }

    /// A role's `bookings`: true or false (the default).
    private func bookings(_ role: JSONObject, reader: FieldReader) -> Bool {
        guard let node = role["bookings"] else { return false }
        guard case .bool(let value) = node.value else {
            reader.wrongKind(node, path: role.path("bookings"), expected: "true or false")
            return false
        }
        return value
    }

    /// `https://example.com/tour/`: http(s), always ending in a slash.
    private func baseURL(_ tour: JSONObject, reader: FieldReader) -> String? {
        guard let text = tour.string("baseURL") else { return nil }
        let lower = text.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"), !text.contains(where: { $0.isWhitespace }),
              text.split(separator: "/", omittingEmptySubsequences: false).count > 2,
              !text.dropFirst(lower.hasPrefix("https://") ? 8 : 7).isEmpty else {
            reader.error(tour["baseURL"]!, tour.path("baseURL"), "baseURL is \"\(text)\"; write the address the Output folder is published at, like \"https://example.com/tour/\"")
            return nil
        }
        return text.hasSuffix("/") ? text : text + "/"
    }

    private func decodeRoles(_ tour: JSONObject, reader: FieldReader) -> [Role] {
        guard let node = tour["roles"] else {
            reader.missing("roles", in: tour)
            return []
        }
        guard case .object(let members) = node.value else {
            reader.wrongKind(node, path: tour.path("roles"), expected: "an object of roles by id")
            return []
        }
        if members.isEmpty {
            reader.error(node, tour.path("roles"), "the tour has no roles; add at least one, e.g. \"crew\": { \"title\": \"Crew\", \"tabs\": [\"schedule\"] }")
        }
        var roles: [Role] = []
        for member in members {
            let path = tour.path("roles").appending(member.key)
            if !Slug.isValid(member.key) {
                reader.error(JSONNode(value: .null, line: member.keyLine, column: member.keyColumn), path,
                             "\"\(member.key)\" is not a valid role id; use lowercase letters, digits and dashes (e.g. \"\(Slug.suggest(member.key))\")")
            }
            if member.key == Role.privateFolder {
                reader.error(JSONNode(value: .null, line: member.keyLine, column: member.keyColumn), path,
                             "\"\(Role.privateFolder)\" is the folder of the travellers' own pages, not a role; give the role another id")
            }
            if let tab = Tab(rawValue: member.key) {
                reader.error(JSONNode(value: .null, line: member.keyLine, column: member.keyColumn), path,
                             "\"\(tab.rawValue)\" is a tab's name, so notes named after it (tour.\(tab.rawValue).md) would be the tab's, not the role's; give the role another id")
            }
            guard let role = reader.object(member.value, path: path, allowed: Self.roleKeys) else { continue }
            let title = role.string("title", required: true)
            var tabs: Set<Tab> = []
            for item in role.strings("tabs") {
                guard let tab = TabField.read(item.text, node: item.node, path: item.path, reader: reader) else { continue }
                if !tabs.insert(tab).inserted {
                    reader.error(item.node, item.path, "the tab \"\(tab.rawValue)\" is listed twice")
                }
            }
            roles.append(Role(id: member.key, title: title ?? member.key, tabs: tabs, bookings: bookings(role, reader: reader)))
        }
        return roles
    }
}
