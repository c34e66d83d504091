import TourBookSystem

/// What `watch`'s last build made of each date (`DayParts`), with what it was made of
/// (`DayParts.Input`): a date whose input is the same gets its parts back instead of having its
/// items worded, its hotels listed and its parts hashed again; and with them its bodies (by
/// visibility, for the same marks and day template) and its person-page sections' inputs and keys.
package final class LastDayParts: Sendable {
    private struct Kept {
        var input: DayParts.Input
        var parts: DayParts
        var bodies: [Visibility: (marks: [String: String], templates: UInt64, body: RenderedDays.Body)] = [:]
        var personDates: [PersonView: (date: PersonDate, bases: PersonDate.Bases, keys: PersonDate.Keys)] = [:]
    }

    /// The travel a person page's sections show, and whether their headings link the day pages.
    struct PersonView: Hashable {
        var visibility: Visibility
        var dayLinks: Bool
    }

    private let last = Lock<[CivilDate: Kept]>([:])

    package init() {}

    /// The parts made last for `date` from `input`; nil when they were made from another.
    func parts(_ date: CivilDate, madeFrom input: DayParts.Input) -> DayParts? {
        last.withLock { $0[date] }.flatMap { $0.input == input ? $0.parts : nil }
    }

    /// This build's parts of every date. A date made from the same input as last time keeps
    /// what was made from its parts; any other starts again, and a date with no input (no day
    /// file, or not a date any more) has nothing kept.
    func keep(_ made: [(date: CivilDate, input: DayParts.Input?, parts: DayParts)]) {
        last.withLock { last in
            let dates = Set(made.map(\.date))
            last = last.filter { dates.contains($0.key) }
            for (date, input, parts) in made where last[date]?.input != input {
                last[date] = input.map { Kept(input: $0, parts: parts) }
            }
        }
    }

    /// The date's body for `visibility` as the last build made it from this build's parts, the
    /// same marks and the same day template (`templates`: its digest, `KeyBases.of`).
    func body(_ date: CivilDate, _ visibility: Visibility, marks: [String: String], templates: UInt64) -> RenderedDays.Body? {
        guard let kept = last.withLock({ $0[date]?.bodies[visibility] }), kept.marks == marks, kept.templates == templates else { return nil }
        return kept.body
    }

    func keep(_ body: RenderedDays.Body, _ date: CivilDate, _ visibility: Visibility, marks: [String: String], templates: UInt64) {
        last.withLock { $0[date]?.bodies[visibility] = (marks, templates, body) }
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
