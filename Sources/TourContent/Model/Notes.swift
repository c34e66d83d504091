/// A Markdown notes file: for everyone (`tab == nil`), only for roles with that tab, or for one role.
public struct Notes: Sendable, Hashable {
    /// Where it is for messages: the content folder as given, then the path inside it.
    public var file: String
    /// The path inside the content folder (`tour.md`, `days/2027-03-09.travel.md`): the file's
    /// identity from build to build, wherever the folder sits.
    public var path: String
    public var tab: Tab?
    /// The one role it is for (`tour.<role>.md`, `days/<date>.<role>.md`); nil: every role its tab allows.
    public var role: String? = nil
    public var markdown: String

    public var audience: Audience { role.map(Audience.only) ?? .everyone }
}
