// TEMPORARY stand-in until the TZif reader lands; same API, backed by Foundation.
import Foundation

public enum LocalTimeKind: Sendable { case unique, repeated, skipped }

public struct ZoneError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

public struct ZoneInfo: Sendable, Hashable {
    public let identifier: String
    public func offset(at utc: Int64) -> Int32 {
        Int32(TimeZone(identifier: identifier)!.secondsFromGMT(for: Date(timeIntervalSince1970: Double(utc))))
    }
    public func abbreviation(at utc: Int64) -> String {
        TimeZone(identifier: identifier)!.abbreviation(for: Date(timeIntervalSince1970: Double(utc))) ?? identifier
    }
    public func resolve(local: Int64) -> (utc: Int64, kind: LocalTimeKind) {
        let candidates = Set([offset(at: local - 86400), offset(at: local), offset(at: local + 86400)])
        let valid = candidates.map { local - Int64($0) }.filter { Int64(offset(at: $0)) == local - $0 }.sorted()
        if let first = valid.first { return (first, valid.count > 1 ? .repeated : .unique) }
        return (local - Int64(offset(at: local - 86400)), .skipped)
    }
}

public final class ZoneStore: Sendable {
    public init(root: String = "/usr/share/zoneinfo") {}
    public func zone(_ identifier: String) throws(ZoneError) -> ZoneInfo {
        guard TimeZone(identifier: identifier) != nil, identifier.contains("/") || identifier == "UTC" else {
            throw ZoneError(description: "not a known IANA zone")
        }
        return ZoneInfo(identifier: identifier)
    }
}
