/// Reads a ground leg's `from` or `to`: a place as text (in the day's zone), or
/// `{ "place": …, "timeZone": … }` for an end in another zone, as a flight's ends are written.
struct GroundEndDecoder {
    static let keys = ["place", "timeZone"]

    /// A place and the zone its time is read in (nil: the day's).
    struct End {
        var place: String?
        var zone: ZoneInfo?
    }

    let zones: ZoneField

    /// Nil when the end is written wrong (the error is reported); an absent end is an empty one.
    func decode(_ leg: JSONObject, _ key: String) -> End? {
        guard let node = leg[key] else { return End() }
        switch node.value {
        case .string(let text):
            return End(place: text)
        case .object:
            guard let end = leg.reader.object(node, path: leg.path(key), allowed: Self.keys) else { return nil }
            let place = end.string("place", required: true)
            guard let zone = zones.read(end, required: true), let place else { return nil }
            return End(place: place, zone: zone)
        default:
            leg.reader.wrongKind(node, path: leg.path(key), expected: "a place as text, or { \"place\": …, \"timeZone\": … }")
            return nil
        }
    }
}
