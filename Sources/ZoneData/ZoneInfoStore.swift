import TourBookSystem

/// Loads zones from a zoneinfo directory, each file once, and hands out the cached
/// `ZoneInfo` afterwards. Safe to share between threads.
public final class ZoneStore: Sendable {
    public let root: String
    private let zones = Lock<[String: ZoneInfo]>([:])

    /// Real TZif files are a few kilobytes; anything this big is not one of them.
    static let maxFileSize = 4 << 20

    public init(root: String = "/usr/share/zoneinfo") {
        self.root = root
    }

    public func zone(_ identifier: String) throws(ZoneError) -> ZoneInfo {
        // Loading under the lock keeps "each file once" true even when threads race;
        // a load takes microseconds, so nobody waits long.
        try zones.withLock { zones throws(ZoneError) in
            if let zone = zones[identifier] { return zone }
            try Self.validate(identifier)
            let bytes = try Self.contents(of: root + "/" + identifier, identifier: identifier)
            let zone = try ZoneInfoParser.parse(bytes, identifier: identifier)
            zones[identifier] = zone
            return zone
        }
    }

    /// Names in the zoneinfo directory that are not zones a user could mean.
    static let refusedNames: Set<String> = ["posixrules", "localtime", "Factory"]
    /// Subtrees that mirror the zones under other rules: `right/` counts leap seconds.
    static let refusedPrefixes = ["right/", "posix/"]

    /// IANA-shaped: `Area/Location[/Sub]` built from letters, digits, `_`, `-`, `+`.
    /// This also keeps the name from escaping `root` (no `..`, no leading `/`).
    static func validate(_ identifier: String) throws(ZoneError) {
        func refuse(_ reason: String) -> ZoneError { .unknownZone(identifier: identifier, reason: reason) }
        guard !identifier.isEmpty, identifier.utf8.count <= 255 else { throw refuse("empty or overlong name") }
        let allowed = identifier.utf8.allSatisfy { c in
            switch c {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+"): true
            default: false
            }
        }
        guard allowed else { throw refuse("only letters, digits, '/', '_', '-' and '+' may appear") }
        let components = identifier.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) else {
            throw refuse("empty path component or leading/trailing '/'")
        }
        guard !refusedNames.contains(identifier),
              !refusedPrefixes.contains(where: { identifier.hasPrefix($0) }) else {
            throw refuse("a helper file of the zone directory, not a zone")
        }
    }

    /// Reads a regular file whole; the type check uses the open descriptor, so a swapped file
    /// cannot sneak past it.
    static func contents(of path: String, identifier: String) throws(ZoneError) -> [UInt8] {
        do throws(WholeFile.Failure) {
            return try WholeFile.read(path, limit: maxFileSize, regularFilesOnly: true)
        } catch {
            switch error {
            case .cannotOpen(let error) where error == .noSuchFileOrDirectory || error == .notDirectory:
                throw .unknownZone(identifier: identifier, reason: "no such zone file")
            case .cannotOpen(let error), .cannotRead(let error):
                throw .unreadable(identifier: identifier, reason: error.description)
            case .notRegularFile:
                throw .unknownZone(identifier: identifier, reason: "not a zone file (a directory or special file)")
            case .tooLarge:
                throw .malformed(identifier: identifier, reason: "file larger than \(maxFileSize) bytes")
            }
        }
    }
}
