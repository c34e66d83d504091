/// A timeline item as a build published it, in the words the pages use, so the next build can
/// say what changed about it: `Bus call moved 00:30+1 → 01:00+1`.
package struct PublishedItem: Equatable, Sendable {
    /// Its calendar UID: the identity that survives a change of time (or of anything, with an `id`).
    var uid: String
    var date: CivilDate
    var tab: Tab
    /// `Flight`, `Van`, `Check-in`; empty for a schedule item.
    var label: String
    var title: String
    /// `18:40`, `00:30+1`, `TBD`.
    var time: String
    /// Its facts as the day page words them, in order: (label, text).
    var facts: [Fact]
    /// A hotel's rooms: (guest's name, room).
    var rooms: [Fact]
    /// Who it is for (`"for"`).
    var audience: Audience = .everyone

    struct Fact: Equatable, Sendable {
        var label: String
        var value: String
    }

    /// `flight AC 856 · Toronto YYZ → London LHR`, `Bus call`.
    func name(_ words: Words) -> String { words.itemName(label, title) }
}
