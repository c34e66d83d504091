/// Reads a flight's `from` or `to`: a bare code (`"YYZ"`) whose zone comes from the airport
/// table, or `{ "airport": …, "timeZone": … }` where an explicit zone wins over the table's
/// (and a disagreement is a warning). A code that isn't in the table needs a `timeZone`.
struct FlightEndDecoder {
    static let keys = ["airport", "timeZone"]

    let zones: ZoneField
    let airports: AirportTable

    func decode(_ flight: JSONObject, _ key: String, dayZone: ZoneInfo?) -> Airport? {
        let reader = flight.reader
        guard let node = flight[key] else {
            reader.missing(key, in: flight)
            return nil
        }
        let path = flight.path(key)
        switch node.value {
        case .string(let text):
            return fromTable(text, node: node, path: path, reader: reader, dayZone: dayZone, bare: true)
        case .object:
            guard let end = reader.object(node, path: path, allowed: Self.keys) else { return nil }
            let text = end.string("airport", required: true)
            guard end["timeZone"] != nil else {
                guard let text else { return nil }
                return fromTable(text, node: end["airport"]!, path: end.path("airport"), reader: reader, dayZone: dayZone, bare: false)
            }
            let zone = zones.read(end)
            guard let text, let zone else { return nil }
            // Any text goes with an explicit zone (a name, a strip missing from the table); only a
            // code is looked up, for its city and to check the zone.
            let known = AirportTable.isCode(text) ? airports.airport(text) : nil
            if let known, known.zone != zone.identifier, !sameRules(known.zone, zone) {
                reader.warning(end["timeZone"]!, end.path("timeZone"),
                               "timeZone \"\(zone.identifier)\" disagrees with the airport table, which puts \(text) in \"\(known.zone)\"; \"\(zone.identifier)\" is used")
            }
            return Airport(code: text, zone: zone, city: known?.city, name: known?.name)
        default:
            reader.wrongKind(node, path: path, expected: "an airport code (e.g. \"YYZ\") or an object")
            return nil
        }
    }

    private func fromTable(_ text: String, node: JSONNode, path: JSONPath, reader: FieldReader,
                           dayZone: ZoneInfo?, bare: Bool) -> Airport? {
        if let known = airports.airport(text) {
            do {
                let zone = try zones.zones.zone(known.zone)
                return Airport(code: known.code, zone: zone, city: known.city, name: known.name)
            } catch {
                reader.error(node, path, "the airport table puts \(text) in \"\(known.zone)\", which this machine's time zone data does not know; give the airport's \"timeZone\"")
                return nil
            }
        }
        let upper = text.uppercased()
        if upper != text, airports.airport(upper) != nil {
            reader.error(node, path, "airport codes are written in capitals: \"\(upper)\", not \"\(text)\"")
            return nil
        }
        let asObject = "{ \"airport\": \"\(text)\", \"timeZone\": \"Area/City\" }"
        let guesses: [String]
        var message: String
        let hint: String
        if AirportTable.isCode(upper) {
            guesses = airports.closestCodes(to: upper, preferredZone: dayZone?.identifier)
            message = "unknown airport \"\(text)\""
            hint = bare ? "for an airport not in the table, write \(asObject)" : "for an airport not in the table, add its \"timeZone\""
        } else {
            guesses = airports.codes(matchingPlace: text)
            message = bare ? "\"\(text)\" is not an airport code" : "unknown airport \"\(text)\""
            hint = bare ? "write the three-letter code, or \(asObject) for an airport not in the table"
                        : "write the three-letter code, or add its \"timeZone\" for an airport not in the table"
        }
        if !guesses.isEmpty { message += "; did you mean " + guesses.map { "\"\($0)\"" }.joined(separator: ", ") + "?" }
        reader.error(node, path, message + " (" + hint + ")")
        return nil
    }

    /// Two names for the same zone (a link such as Asia/Calcutta → Asia/Kolkata) don't disagree.
    private func sameRules(_ tableZone: String, _ zone: ZoneInfo) -> Bool {
        guard let other = try? zones.zones.zone(tableZone) else { return false }
        return other.hasSameRules(as: zone)
    }
}
