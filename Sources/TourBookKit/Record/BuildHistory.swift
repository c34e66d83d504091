/// The stage between the model and rendering: what this build publishes, compared with the
/// record of the earlier build, and the record the next build will start from.
struct BuildHistory {
    /// Every calendar event, written once, with its revision.
    let events: PreparedEvents
    let record: BuildRecord

    /// `time`: the build's (`BuildClock`). Guests' own stays are revised whenever the tour has a
    /// role with travel, even in a build of other roles (`--role`), so the record stays whole.
    init(model: SiteModel, earlier: BuildRecord, time: Int64) {
        events = PreparedEvents(feed: CalendarFeed(model: model), personal: model.tour.roles.contains { $0.can(.travel) },
                                revisions: EventRevisions(earlier: earlier.events, time: time))
        record = BuildRecord(events: events.revised)
    }
}
