import TourBookSystem

/// Each date's parts (`DayParts`), made the first time a body, page or section asks for them
/// and kept for the rest of the build: a date whose bodies came from the `PieceStore` by its
/// input's digest is never worded at all unless a page that is made reads it. In `watch`, a date
/// made from the same input as in the last build takes that build's parts back (`LastDayParts`).
final class DaySource: Sendable {
    let model: SiteModel
    private let notes: NotesHTML
    private let assets: SiteAssets
    /// Each date's input's digest (`DayParts.Input.digest`), by date index; nil for a date
    /// without a key (`BuildInputs.dayKeys`), which is made each build.
    let digests: [UInt64?]
    private let last: LastDayParts?
    private let made: [Lock<DayParts?>]
    private let travels: [Lock<DayTravel?>]

    init(model: SiteModel, notes: NotesHTML, assets: SiteAssets, dayKeys: [String: UInt64]?, last: LastDayParts?) {
        (self.model, self.notes, self.assets, self.last) = (model, notes, assets, last)
        let dates = model.dates
        let inputs: [(input: DayParts.Input, digest: UInt64?)?] = dayKeys.map { keys in
            Parallel.map(count: dates.count) { d in
                keys[dates[d].description].map { key in
                    let input = DayParts.Input(model, dates[d], key: key)
                    return (input, input.digest(dayKeys: keys))
                }
            }
        } ?? Array(repeating: nil, count: dates.count)
        last?.start(zip(dates, inputs).map { ($0, $1?.input) })
        digests = inputs.map { $0?.digest }
        made = dates.map { _ in Lock(nil) }
        travels = dates.map { _ in Lock(nil) }
    }

    /// Whether anything of this build has asked for date `d`'s parts.
    func wasAsked(_ d: Int) -> Bool { made[d].withLock { $0 != nil } }

    /// What travel.html and person pages read of date `d` (`DayTravel`): from its parts if the
    /// build made them (or `watch`'s last build did), else made on its own, once.
    func travel(_ d: Int) -> DayTravel {
        travels[d].withLock { travel in
            if let travel { return travel }
            let date = model.dates[d]
            let entries = model.timelines[date]?.entries ?? []
            let made = if let parts = self.made[d].withLock({ $0 }) ?? last?.parts(date) {
                DayTravel(parts, entries: entries)
            } else {
                DayTravel(zoneOffset: DayZone.offset(model, date), entries: entries,
                          view: DayBody(model: model, notes: notes, assets: assets).entryView(date))
            }
            travel = made
            return made
        }
    }

    /// The parts of date `d` (by index), made now if nothing has asked for them yet.
    func parts(_ d: Int) -> DayParts {
        made[d].withLock { made in
            if let made { return made }
            let date = model.dates[d]
            let parts = last?.parts(date) ?? DayBody(model: model, notes: notes, assets: assets).parts(date)
            last?.keep(parts, date)
            made = parts
            return parts
        }
    }
}
