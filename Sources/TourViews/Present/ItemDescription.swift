/// What a timeline item says, in one place for day pages and calendar feeds alike: its label,
/// its title, where it starts, and its facts in the order they are shown. Each output only
/// chooses how to lay a fact out (`ItemWording` formats times the same way for both).
package struct ItemDescription {
    package struct Fact {
        package enum Value {
            case text(String?)
            /// People by id: pages name them all, where space is short they may be counted.
            case people([String])
            /// When (and, for a flight, where) it arrives: pages and feeds name the zone differently.
            case arrival(ZonedTime, at: String?)
            /// How long it takes, from its departure to its arrival; derived from the two, so the
            /// record (which keeps both) leaves it out.
            case duration(seconds: Int64, approximate: Bool)
        }
        package let key: FactKey
        /// The key as the tour's locale words it (`Words.fact`).
        package let label: String
        package let value: Value
    }

    /// `Flight`, `Van`, `Check-in` (in the tour's words); empty for a schedule item.
    package var label: String
    package var title: String
    /// Where it starts, when the title doesn't say: a schedule item's location, a ground leg's
    /// pickup, a flight's airport code, a hotel.
    package var location: String?
    /// False for a schedule item: "Soundcheck" says what, not where, so pages add a "Where" fact.
    package var titleNamesPlace = true
    package var facts: [Fact]

    /// A title that is never empty: the label stands in for a missing one.
    package var heading: String { title.isEmpty ? label : title }
}
