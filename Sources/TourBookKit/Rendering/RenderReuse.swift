import Mustache

extension SiteRenderer {
    /// What the previous build of `watch` made that this one can take as it is: a date's pieces,
    /// values and bodies when its inputs did not change, and a day page when its date and both
    /// neighbours (the pager shows their cities) did not. Takes nothing in a one-shot build.
    struct Reuse {
        private let dates: [CivilDate]
        private let global: RenderMemory.Global?
        private let inputs: [DateInputs]
        private let previous: RenderMemory.Snapshot?
        private let reusable: [Bool]

        init(renderer: SiteRenderer) {
            let model = renderer.model
            dates = model.dates
            guard let memory = renderer.memory else {
                (global, inputs, previous, reusable) = (nil, [], nil, Array(repeating: false, count: model.dates.count))
                return
            }
            let global = RenderMemory.Global(
                templates: renderer.templates.fingerprint, tourName: model.tour.name, artist: model.tour.artist,
                zone: model.tour.zone.identifier, clock: model.tour.clock, roles: model.roles, people: model.tour.people,
                first: dates[0], count: dates.count, assets: renderer.assets.all.map(\.name))
            let inputs = dates.map { DateInputs(model, $0) }
            let previous = memory.previous(matching: global)
            (self.global, self.inputs, self.previous) = (global, inputs, previous)
            reusable = dates.indices.map { d in previous.map { $0.inputs[model.dates[d]] == inputs[d] } ?? false }
        }

        func parts(_ d: Int) -> DayParts? { reusable[d] ? previous?.parts[dates[d]] : nil }
        func value(_ tabs: Set<Tab>, _ d: Int) -> MustacheValue? { reusable[d] ? previous?.values[tabs]?[dates[d]] : nil }
        func body(_ tabs: Set<Tab>, _ d: Int) -> String? { reusable[d] ? previous?.bodies[tabs]?[dates[d]] : nil }

        func dayPage(_ role: String, _ date: CivilDate) -> [UInt8]? {
            guard let previous else { return nil }
            let d = date.daysSinceEpoch - dates[0].daysSinceEpoch
            guard reusable[max(0, d - 1)...min(dates.count - 1, d + 1)].allSatisfy({ $0 }) else { return nil }
            return previous.dayPages[role]?[date]
        }

        /// What the next build may take from this one.
        func snapshot(days: Days, dayPages: [String: [CivilDate: [UInt8]]]) -> RenderMemory.Snapshot? {
            guard let global else { return nil }
            var snapshot = RenderMemory.Snapshot(global: global, inputs: [:], parts: [:], values: [:], bodies: [:], dayPages: dayPages)
            for (d, date) in dates.enumerated() {
                snapshot.inputs[date] = inputs[d]
                snapshot.parts[date] = days.parts[d]
            }
            for tabs in days.tabSets {
                let range = days.range(of: tabs, dates: dates.count)
                snapshot.values[tabs] = Dictionary(uniqueKeysWithValues: zip(dates, days.values[range]))
                snapshot.bodies[tabs] = Dictionary(uniqueKeysWithValues: zip(dates, days.html[range]))
            }
            return snapshot
        }
    }
}
