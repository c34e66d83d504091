/// A Markdown notes file: for everyone (`tab == nil`) or only for roles with that tab.
public struct Notes: Sendable, Hashable {
    /// Where it is for messages: the content folder as given, then the path inside it.
    public var file: String
    /// The path inside the content folder (`tour.md`, `days/2027-03-09.travel.md`): the file's
    /// identity from build to build, wherever the folder sits.
    public var path: String
    public var tab: Tab?
    public var markdown: String
}
