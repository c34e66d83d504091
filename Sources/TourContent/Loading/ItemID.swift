/// The `id` a tour or an item may carry, to keep its calendar UID through a rename: letters,
/// digits, dots and hyphens, as the part of a UID it becomes must be plain.
enum ItemID {
    static func isValid(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 64 && text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "." || $0 == "_")
        }
    }

    /// `object[key]` when it is a valid id; an error naming the key otherwise.
    static func read(_ object: JSONObject, _ key: String, reader: FieldReader) -> String? {
        guard let text = object.string(key) else { return nil }
        guard isValid(text) else {
            reader.error(object[key]!, object.path(key), "\(key) is \"\(text)\"; use letters, digits, dots, hyphens and underscores only (up to 64), like \"\(Slug.suggest(text))\"")
            return nil
        }
        if let taken = takenForm(text) {
            reader.error(object[key]!, object.path(key), "\(key) is \"\(text)\"; an id may not \(taken): calendar events made from another item are named so (a guest's own stay, a traveller's copy), and two events with one UID get mixed up; choose another, like \"\(text.replacingOccurrences(of: "-", with: "_"))\"")
            return nil
        }
        return text
    }

    /// How `text` would take the UID of an event made from another item (`CalendarUID.suffixed`):
    /// a traveller's copy or a guest's own stay. (A check-out's, `<id>-checkout`, is among the
    /// items' UIDs, which `CalendarUID.tour` tells apart.) Nil when it can't.
    static func takenForm(_ text: String) -> String? {
        if text.hasSuffix("-private") { return "end in -private" }
        if text.contains("-for-") { return "hold -for-" }
        return nil
    }
}
