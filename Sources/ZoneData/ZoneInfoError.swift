/// Why a zone could not be loaded. Each case names the identifier asked for and a
/// human reason, so a build error can say exactly what is wrong with the input.
public enum ZoneError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not the name of an IANA zone in the zone directory (bad spelling, a directory,
    /// a file that is not TZif, or a name we refuse such as `posixrules`).
    case unknownZone(identifier: String, reason: String)
    /// The file exists but could not be read.
    case unreadable(identifier: String, reason: String)
    /// The file claims to be TZif but breaks RFC 8536.
    case malformed(identifier: String, reason: String)

    public var description: String {
        switch self {
        case .unknownZone(let id, let reason): "'\(id)' is not a known IANA time zone: \(reason)"
        case .unreadable(let id, let reason): "time zone '\(id)' could not be read: \(reason)"
        case .malformed(let id, let reason): "time zone file for '\(id)' is malformed: \(reason)"
        }
    }
}
