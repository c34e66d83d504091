import TourBookSystem

/// What `watch`'s last build made of each date (`DayParts`), with what it was made of
/// (`DayParts.Input`): a date whose input is the same gets its parts back instead of having its
/// items worded, its hotels listed and its parts hashed again; and with them its person-page
/// sections' inputs and keys. Its bodies are in the build's `PieceStore`, as a one-shot build's are.
package final class LastDayParts: Sendable {
    private struct Kept {
        var input: DayParts.Input
        /// nil until a build asks for the date's parts (`DaySource`).
        var parts: DayParts?
        var personDates: [PersonView: (date: PersonDate, bases: PersonDate.Bases, keys: PersonDate.Keys)] = [:]
    }

    /// The travel a person page's sections show, and whether their headings link the day pages.
    struct PersonView: Hashable {
        var visibility: Visibility
        var dayLinks: Bool
    }

    private let last = Lock<[CivilDate: Kept]>([:])

    package init() {}

    /// Starts a build with these inputs: a date made from the same input as last time keeps
    /// what was made from its parts; any other starts again, and a date with no input (no day
    /// file, or not a date any more) has nothing kept.
    func start(_ inputs: [(date: CivilDate, input: DayParts.Input?)]) {
        last.withLock { last in
            let dates = Set(inputs.map(\.date))
            last = last.filter { dates.contains($0.key) }
            for (date, input) in inputs where last[date]?.input != input {
                last[date] = input.map { Kept(input: $0) }
            }
        }
    }

    /// The parts made for `date` from this build's input, if a build made them.
    func parts(_ date: CivilDate) -> DayParts? {
        last.withLock { $0[date]?.parts }
    }

    /// Keeps the parts made for `date` from this build's input (`start`).
    func keep(_ parts: DayParts, _ date: CivilDate) {
        last.withLock { $0[date]?.parts = parts }
    }

    /// The date's person-page sections' input as the last build made it from this build's
    /// parts, and their keys when the templates they are keyed by are the same (`bases`).
    func personDate(_ date: CivilDate, _ view: PersonView, bases: PersonDate.Bases) -> (date: PersonDate, keys: PersonDate.Keys?)? {
        guard let kept = last.withLock({ $0[date]?.personDates[view] }) else { return nil }
        return (kept.date, kept.bases == bases ? kept.keys : nil)
    }

    func keep(_ person: PersonDate, keys: PersonDate.Keys, _ view: PersonView, bases: PersonDate.Bases) {
        last.withLock { $0[person.date]?.personDates[view] = (person, bases, keys) }
    }
}
