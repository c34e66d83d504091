extension CalendarFeed {
    /// The feed's entries where the model keeps them: each date's timeline and UIDs are the
    /// model's own arrays, and an entry is where it is in them. A year has thousands of
    /// entries, each a large value, not to be copied into a list of their own.
    package struct Entries: RandomAccessCollection {
        private let days: [(date: CivilDate, entries: [TimelineEntry], uids: [String])]
        private let places: [(day: Int, entry: Int)]
        /// A traveller's private events have UIDs of their own (`CalendarUID.suffixed`).
        private let forTravellers: Bool

        init(model: SiteModel, forTravellers: Bool) {
            let days: [(date: CivilDate, entries: [TimelineEntry], uids: [String])] = model.dates.map {
                ($0, model.timelines[$0]!.entries, model.uids[$0]!)
            }
            places = days.indices.flatMap { d in
                days[d].entries.indices.filter { !forTravellers || days[d].entries[$0].tab == .travel }.map { (d, $0) }
            }
            (self.days, self.forTravellers) = (days, forTravellers)
        }

        package var startIndex: Int { 0 }
        package var endIndex: Int { places.count }

        package subscript(i: Int) -> (date: CivilDate, entry: TimelineEntry, uid: String) {
            let (d, e) = places[i]
            let uid = days[d].uids[e]
            return (days[d].date, days[d].entries[e], forTravellers ? CalendarUID.suffixed(uid, "private") : uid)
        }
    }
}
