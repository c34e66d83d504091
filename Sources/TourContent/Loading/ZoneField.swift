import Foundation

/// Reads a `timeZone` value: an IANA name that the system's zone data knows.
struct ZoneField {
    let zones: ZoneStore

    func read(_ object: JSONObject, _ key: String = "timeZone", required: Bool = false) -> ZoneInfo? {
        guard let name = object.string(key, required: required) else { return nil }
        do {
            return try zones.zone(name)
        } catch {
            var message = "unknown time zone \"\(name)\""
            if let guess = Suggestion.closest(to: name, in: ZoneField.knownNames) {
                message += "; did you mean \"\(guess)\"?"
            } else {
                message += "; use an IANA name such as \"America/Toronto\" or \"Europe/Paris\""
            }
            object.reader.error(object[key]!, object.path(key), message)
            return nil
        }
    }

    /// The zone names listed by tzdata, read only when a suggestion is needed.
    static let knownNames: [String] = {
        var names: Set<String> = ["UTC"]
        for table in ["zone1970.tab", "zone.tab"] {
            guard let bytes = try? WholeFile.read("/usr/share/zoneinfo/" + table) else { continue }
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t")
                if fields.count >= 3 { names.insert(String(fields[2])) }
            }
        }
        return names.sorted()
    }()
}
