/// A file under `Content/assets/` attached to the tour, a venue or a day, with the tab that may
/// see it. A role without that tab gets neither the file nor its title.
public struct Document: Sendable, Hashable {
    public var title: String
    /// Path under the content folder, e.g. `assets/parking-huxleys.pdf`.
    public var path: String
    /// The tab whose roles may see it; nil: every role.
    public var tab: Tab?
    /// Who it is for (`"for"`), within `tab`.
    public var audience: Audience = .everyone
    /// Where it is attached (file, line and key), for messages about the file.
    public var location: SourceLocation

    /// The file's name without its folders: `parking-huxleys.pdf`.
    public var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }
}
