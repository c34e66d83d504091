/// `"for": ["crew", "band"]`: the roles an item or a document is for (`Audience`), each a role
/// of tour.json. An empty list would show the item to no one, so it is an error too.
enum AudienceField {
    static let key = "for"

    static func read(_ object: JSONObject) -> Audience {
        guard let node = object[key] else { return .everyone }
        let reader = object.reader
        if case .array(let items) = node.value, items.isEmpty {
            reader.error(node, object.path(key), "\"for\" is empty, so no role would see this; name the roles it is for, or leave \"for\" out for every role its tab allows")
            return .everyone
        }
        var roles: [String] = []
        for item in object.strings(key) {
            if let known = reader.roles, !known.contains(item.text) {
                reader.error(item.node, item.path, Suggestion.unknown("role", item.text, in: known.sorted(),
                                                                      otherwise: "\"for\" names roles of tour.json: \(known.sorted().joined(separator: ", "))"))
                continue
            }
            roles.append(item.text)
        }
        return roles.isEmpty ? .everyone : Audience(roles: roles)
    }
}
