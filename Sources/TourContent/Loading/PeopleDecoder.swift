/// `people.json`: everyone on the tour, as a list.
struct PeopleDecoder {
    static let keys = ["id", "name", "title", "phone", "email", "passport"]
    static let passportKeys = ["country", "number", "expires"]

    func decode(_ root: JSONNode, reader: FieldReader) -> [Person] {
        guard case .array(let items) = root.value else {
            reader.wrongKind(root, path: .root, expected: "a list of people ([ ... ])")
            return []
        }
        var people: [Person] = []
        var seen: [String: JSONNode] = [:]
        for (index, node) in items.enumerated() {
            let path = JSONPath.root.appending(index)
            guard let object = reader.object(node, path: path, allowed: Self.keys) else { continue }
            let id = object.slug("id", required: true)
            let name = object.string("name", required: true)
            if let id, let first = seen[id] {
                reader.error(object["id"]!, object.path("id"), "the id \"\(id)\" is used twice (first at line \(first.line)); ids must be unique")
            }
            var passport: Passport?
            if let p = object.object("passport", allowed: Self.passportKeys) {
                let number = p.string("number", required: true)
                let expires = p.string("expires", required: true)
                var date: CivilDate?
                if let expires {
                    date = CivilDate(iso: expires)
                    if date == nil {
                        reader.error(p["expires"]!, p.path("expires"), "\"\(expires)\" is not a date; write it as YYYY-MM-DD")
                    }
                }
                if let number, let date { passport = Passport(country: p.string("country"), number: number, expires: date,
                                                                           location: reader.location(p["expires"]!, p.path("expires"))) }
            }
            // A person without a name is already an error; keeping their id known avoids
            // reporting every flight and room that names them as well.
            guard let id else { continue }
            if seen[id] != nil { continue }
            seen[id] = object["id"]!
            people.append(Person(id: id, name: name ?? id, title: object.string("title"), phone: object.string("phone"),
                                 email: object.string("email"), passport: passport))
        }
        return people
    }
}
