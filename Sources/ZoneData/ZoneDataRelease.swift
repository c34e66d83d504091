import TourBookSystem

/// The tz database release a zoneinfo folder was made from (`2025b`), as its `tzdata.zi` states
/// on its first line (`# version 2025b`). Releases are named by year and a letter, in order.
public struct ZoneDataRelease: Sendable, Hashable, CustomStringConvertible {
    /// `2025b`.
    public let name: String
    /// The year the name begins with: 2025.
    public let year: Int

    /// A release name: four digits and one or more lowercase letters (`2025b`; `2025aa` would follow `2025z`).
    public init?(name: some StringProtocol) {
        let bytes = Array(name.utf8)
        guard bytes.count >= 5, bytes.prefix(4).allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              bytes.dropFirst(4).allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }),
              let year = Int(String(decoding: bytes.prefix(4), as: UTF8.self)) else { return nil }
        self.name = String(name)
        self.year = year
    }

    /// From a `tzdata.zi`'s bytes: nil unless its first line is `# version NAME`.
    public init?(tzdataZi bytes: some Collection<UInt8>) {
        let line = bytes.prefix { $0 != UInt8(ascii: "\n") }
        let text = String(decoding: line, as: UTF8.self)
        let prefix = "# version "
        guard text.hasPrefix(prefix) else { return nil }
        self.init(name: text.dropFirst(prefix.count).trimmingSpaces)
    }

    /// The release of the zoneinfo folder at `root`; nil when it has no readable `tzdata.zi`
    /// or the file does not name one.
    public static func read(root: String) -> ZoneDataRelease? {
        guard let bytes = try? WholeFile.read(root + "/tzdata.zi", limit: ZoneStore.maxFileSize, regularFilesOnly: true) else { return nil }
        return ZoneDataRelease(tzdataZi: bytes)
    }

    public var description: String { "tzdata \(name)" }
}

extension ZoneStore {
    /// The release of this store's zone data (see `ZoneDataRelease.read`).
    public var release: ZoneDataRelease? { ZoneDataRelease.read(root: root) }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s = s.dropLast() }
        return s
    }
}
