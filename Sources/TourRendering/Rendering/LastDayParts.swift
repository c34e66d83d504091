import TourBookSystem

/// What `watch`'s last build made of each date's pieces (`DayParts`), with what they were made
/// of (`DayParts.Input`): a date whose input is the same gets them back instead of having its
/// items worded, its hotels listed and its parts hashed again.
package final class LastDayParts: Sendable {
    private let last = Lock<[CivilDate: (input: DayParts.Input, parts: DayParts)]>([:])

    package init() {}

    /// The parts made last for `date` from `input`; nil when they were made from another.
    func parts(_ date: CivilDate, madeFrom input: DayParts.Input) -> DayParts? {
        last.withLock { $0[date] }.flatMap { $0.input == input ? $0.parts : nil }
    }

    func keep(_ made: [(date: CivilDate, input: DayParts.Input, parts: DayParts)]) {
        last.withLock { last in
            for (date, input, parts) in made { last[date] = (input, parts) }
        }
    }
}
