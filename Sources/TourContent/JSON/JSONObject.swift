import Foundation

/// One JSON object being read into the model: its members by key, its place, and the reader
/// that records problems. Unknown keys are reported when the object is opened.
struct JSONObject {
    let node: JSONNode
    let path: JSONPath
    /// In file order. Objects have a handful of keys, so a scan beats hashing every key.
    let members: [JSONMember]
    let reader: FieldReader

    subscript(key: String) -> JSONNode? {
        for member in members where member.key == key { return member.value }
        return nil
    }

    func path(_ key: String) -> JSONPath { path.appending(key) }

    /// A required or optional string. Numbers and other kinds are errors, not guesses.
    func string(_ key: String, required: Bool = false) -> String? {
        guard let node = self[key] else {
            if required { reader.missing(key, in: self) }
            return nil
        }
        guard case .string(let text) = node.value else {
            reader.wrongKind(node, path: path(key), expected: "a string")
            return nil
        }
        if required && text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            reader.error(node, path(key), "\"\(key)\" is empty; write a value")
            return nil
        }
        return text
    }

    /// A string that must be a slug: `[a-z0-9][a-z0-9-]*`.
    func slug(_ key: String, required: Bool = false) -> String? {
        guard let text = string(key, required: required) else { return nil }
        guard Slug.isValid(text) else {
            reader.error(self[key]!, path(key), "\"\(text)\" is not a valid id; use lowercase letters, digits and dashes, starting with a letter or digit (e.g. \"\(Slug.suggest(text))\")")
            return nil
        }
        return text
    }

    func object(_ key: String, allowed: [String], required: Bool = false) -> JSONObject? {
        guard let node = self[key] else {
            if required { reader.missing(key, in: self) }
            return nil
        }
        return reader.object(node, path: path(key), allowed: allowed)
    }

    /// The items of a list, each with its path; an absent key is an empty list.
    func list(_ key: String) -> [(node: JSONNode, path: JSONPath)] {
        guard let node = self[key] else { return [] }
        guard case .array(let items) = node.value else {
            reader.wrongKind(node, path: path(key), expected: "a list")
            return []
        }
        let path = path(key)
        return items.enumerated().map { ($0.element, path.appending($0.offset)) }
    }

    /// A list of strings (e.g. `passengers`); wrong items are reported and skipped.
    func strings(_ key: String) -> [(text: String, node: JSONNode, path: JSONPath)] {
        list(key).compactMap { item in
            guard case .string(let text) = item.node.value else {
                reader.wrongKind(item.node, path: item.path, expected: "a string")
                return nil
            }
            return (text, item.node, item.path)
        }
    }
}
