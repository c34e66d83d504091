/// A notes file as a build published it: which tab sees it, on which day, and a hash of its text.
struct PublishedNotes: Equatable, Sendable {
    var file: String
    var tab: Tab?
    var date: CivilDate?
    var hash: UInt64
}
