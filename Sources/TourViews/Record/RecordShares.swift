/// The record kept by date. A date's share, the lines of its items and of their events'
/// revisions, is made from what the date's key covers (`key`), so a share whose key is the one
/// the earlier record's share was made from has the same lines: they are copied from the
/// earlier record's bytes (`BuildRecord.encoded(_:eventsOn:earlier:)`), and the date's items are
/// neither worded nor compared again (`BuildHistory.Comparison`).
package struct RecordShares: Sendable {
    /// Every date in order, with its share's key; nil for a date with no day file, whose share
    /// is made anew each build.
    let dates: [(date: CivilDate, key: UInt64?)]
    /// The dates whose earlier share was made from the same key.
    package let unchanged: Set<CivilDate>
    /// The dates whose earlier share's lines are copied: unchanged, and none of their events
    /// revised anew (which only a record changed by hand, or not written by this build's keys,
    /// can make: `revisedAnew`).
    private(set) var copied: Set<CivilDate>

    /// `dayKeys`: each date's key (`BuildInputs.dayKeys`, by `2027-03-14`).
    package init(model: SiteModel, dayKeys: [String: UInt64], earlier: EarlierRecord) {
        dates = model.dates.map { date in (date, dayKeys[date.description].map { Self.key($0, uids: model.uids[date] ?? []) }) }
        let earlierShares = earlier.bytes == nil ? [:] : earlier.record.shares
        unchanged = Set(dates.compactMap { date, key in key != nil && earlierShares[date]?.key == key ? date : nil })
        copied = unchanged
    }

    init(dates: [(date: CivilDate, key: UInt64?)], unchanged: Set<CivilDate>) {
        (self.dates, self.unchanged, copied) = (dates, unchanged, unchanged)
    }

    /// The same, the shares of `dates` written anew: they have events whose revisions are not
    /// the earlier record's.
    package func revisedAnew(on dates: Set<CivilDate>) -> RecordShares {
        var shares = self
        shares.copied.subtract(dates)
        return shares
    }

    /// A share's key: its date's key, which covers the date's own files, every content file that
    /// is no date's (people's names, the tour's locale and clock), the words, the binary and the
    /// zone data; and its items' UIDs, which another date's items can change (a later duplicate
    /// of an `id` is told apart with `-x2`: `CalendarUID.tour`).
    package static func key(_ dayKey: UInt64, uids: [String]) -> UInt64 {
        var key = StreamingHash()
        key.update(dayKey)
        for uid in uids { key.update(uid) }
        return key.value
    }
}
