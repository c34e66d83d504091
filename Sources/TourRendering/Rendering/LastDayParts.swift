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

extension DayParts {
    /// What a date's parts are made of: its date's key (`BuildInputs.dayKeys`: its own files,
    /// every content file that is no date's, the templates and the binary), and what other
    /// dates bring to it: where it falls among the dates and shows, its items' UIDs (told apart
    /// across dates), the hotels booked on other dates that people sleep in or check out of.
    package struct Input: Equatable, Sendable {
        var key: UInt64
        var first: CivilDate
        var dates: Int
        var show: Int?
        var shows: Int
        var uids: [String]
        var stays: [Hotel]
        var checkOuts: [Hotel]
        var checkOutsFrom: [CivilDate]

        init(_ model: SiteModel, _ date: CivilDate, key: UInt64) {
            (self.key, first, dates) = (key, model.dates[0], model.dates.count)
            (show, shows) = (model.showNumbers[date], model.showNumbers.count)
            uids = model.uids[date] ?? []
            stays = model.staysByNight[date] ?? []
            (checkOuts, checkOutsFrom) = ([], [])
            for entry in model.timelines[date]?.entries ?? [] {
                if case .hotelCheckOut(let hotel, let from) = entry.item {
                    checkOuts.append(hotel)
                    checkOutsFrom.append(from)
                }
            }
        }
    }
}
