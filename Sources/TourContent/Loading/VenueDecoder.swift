/// A venue, in a day file (`"venue": { … }`) or in `venues.json` (venues by id); the same keys in
/// both places.
enum VenueDecoder {
    static let keys = ["name", "address", "phone", "loadIn", "parking", "productionOffice", "wifi", "capacity", "curfew",
                       "website", "nearby", "documents"]
    static let nearbyKeys = ["kind", "name", "address", "phone", "hours"]

    static func decode(_ v: JSONObject) -> Venue? {
        let nearby = v.list("nearby").compactMap { item -> NearbyPlace? in
            guard let p = v.reader.object(item.node, path: item.path, allowed: nearbyKeys),
                  let name = p.string("name", required: true) else { return nil }
            return NearbyPlace(kind: p.string("kind"), name: name, address: p.string("address"), phone: p.string("phone"),
                               hours: p.string("hours"))
        }
        let documents = DocumentDecoder.decode(v)
        guard let name = v.string("name", required: true) else { return nil }
        return Venue(name: name, address: v.string("address"), phone: v.string("phone"), loadIn: v.string("loadIn"),
                     parking: v.string("parking"), productionOffice: v.string("productionOffice"), wifi: v.string("wifi"),
                     capacity: v.string("capacity"), curfew: v.string("curfew"), website: v.string("website"),
                     nearby: nearby, documents: documents)
    }

    /// `venues.json`: an object of venues by id (a slug, as role ids are). A venue with errors is
    /// known by its id with no value, so a day naming it gets no second error.
    static func decodeFile(_ root: JSONNode, reader: FieldReader) -> [String: Venue?] {
        guard case .object(let members) = root.value else {
            reader.wrongKind(root, path: .root, expected: "an object of venues by id ({ \"huxleys\": { \"name\": … } })")
            return [:]
        }
        var venues: [String: Venue?] = [:]
        for member in members where member.key != "$schema" {
            let path = JSONPath.root.appending(member.key)
            if !Slug.isValid(member.key) {
                reader.error(JSONNode(value: .null, line: member.keyLine, column: member.keyColumn), path,
                             "\"\(member.key)\" is not a valid venue id; use lowercase letters, digits and dashes (e.g. \"\(Slug.suggest(member.key))\")")
                venues[member.key] = .some(nil)
                continue
            }
            venues[member.key] = .some(reader.object(member.value, path: path, allowed: keys).flatMap(decode))
        }
        return venues
    }
}
