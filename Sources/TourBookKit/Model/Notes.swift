/// A Markdown notes file: for everyone (`tab == nil`) or only for roles with that tab.
public struct Notes: Sendable, Hashable {
    public var file: String
    public var tab: Tab?
    public var markdown: String
}
