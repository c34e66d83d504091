/// The stage between the model and rendering: what this build publishes, compared with the
/// record of the earlier build (what changed, in words), and the record the next build will
/// start from but for its calendar events' revisions, which join it as it is written
/// (`SiteBuild.Published.record(after:)`).
package struct BuildHistory: Sendable {
    package let record: BuildRecord
    /// This build's changes, nil when it changed nothing (or had no earlier record to compare with).
    package let latest: ChangeEntry?
    /// The earlier record's wording (`ItemWording.style`), when the tour's locale or clock is not
    /// that any more: every time reads differently, so no item is compared this once.
    package let reworded: String?

    /// What this build publishes, compared with the earlier record: everything but the calendar
    /// events' revisions, which only the new record needs, so it is made beside them.
    /// The items of dates whose share is `unchanged` (`RecordShares`) are the earlier record's:
    /// they are taken from it as they are, and nothing of theirs is compared.
    package struct Comparison: Sendable {
        let published: PublishedSnapshot
        let wording: String
        let reworded: String?
        let changes: [Change]
        let unchanged: Set<CivilDate>

        package init(model: SiteModel, earlier: BuildRecord, unchanged: Set<CivilDate> = []) {
            self.unchanged = unchanged
            published = PublishedSnapshot(model: model, skipping: unchanged)
            wording = ItemWording.style(model.tour)
            reworded = earlier.wording.flatMap { [wording] in $0 == wording ? nil : $0 }
            var compared = earlier
            if !unchanged.isEmpty { compared.items = earlier.items.filter { !unchanged.contains($0.value.date) } }
            // A new record, or one worded otherwise, has nothing to compare with: no changes rather
            // than wrong ones.
            changes = earlier.started == nil || reworded != nil ? [] : ChangeFinder(before: compared, after: published, locale: model.tour.locale).changes()
        }

        /// Every item of this build: the earlier record's on unchanged dates, the rest as published.
        func items(earlier: BuildRecord) -> [String: PublishedItem] {
            guard !unchanged.isEmpty else { return published.items }
            return earlier.items.filter { unchanged.contains($0.value.date) }.merging(published.items) { $1 }
        }
    }

    /// `time`: the build's (`BuildClock`). `note`: the tour manager's words for this build's
    /// changes (`--note`).
    package init(_ comparison: Comparison, roles: [Role], earlier: BuildRecord, time: Int64, note: String? = nil) {
        var record = BuildRecord(started: earlier.started ?? time,
                                 items: comparison.items(earlier: earlier), notes: comparison.published.notes, entries: earlier.entries)
        record.wording = comparison.wording
        reworded = comparison.reworded
        latest = comparison.changes.isEmpty ? nil : ChangeEntry(time: time, note: note, changes: comparison.changes)
        if let latest { record.entries.insert(latest, at: 0) }
        record.entries = Self.kept(record.entries, roles: roles)
        record.editions = Self.editions(roles, earlier: earlier, latest: latest, time: time)
        self.record = record
    }

    /// Each role's edition: 1 when it is first built, one up with each build that changed
    /// something the role sees. A record from before editions gives each role one more than the
    /// builds it still lists for it; a role new to the record starts at 1.
    static func editions(_ roles: [Role], earlier: BuildRecord, latest: ChangeEntry?, time: Int64) -> [String: BuildRecord.Edition] {
        var editions: [String: BuildRecord.Edition] = [:]
        for role in roles {
            var edition = earlier.editions[role.id]
            if edition == nil, earlier.editions.isEmpty, let started = earlier.started {
                let listed = earlier.entries.filter { !$0.visible(to: role.reader).isEmpty }
                edition = BuildRecord.Edition(number: listed.count + 1, time: listed.first?.time ?? started)
            }
            guard var edition else {
                editions[role.id] = BuildRecord.Edition(number: 1, time: time)
                continue
            }
            if let latest, !latest.visible(to: role.reader).isEmpty { edition = BuildRecord.Edition(number: edition.number + 1, time: time) }
            editions[role.id] = edition
        }
        return editions
    }

    /// The edition of the role with `id` this build publishes.
    package func edition(of id: String) -> BuildRecord.Edition {
        record.editions[id] ?? BuildRecord.Edition(number: 1, time: record.started ?? 0)
    }

    /// Entries a changes page lists: the latest `listed` with something for the role.
    static let listed = 50

    /// The entries a role that sees this sees, newest first, each with only its visible changes.
    package func entries(for visibility: Visibility) -> [ChangeEntry] {
        record.entries.lazy.compactMap { entry in
            let visible = entry.visible(to: visibility)
            return visible.isEmpty ? nil : ChangeEntry(time: entry.time, note: entry.note, changes: visible)
        }.prefix(Self.listed).map { $0 }
    }

    /// What day pages mark for a role that sees this: the items changed by the latest entry it
    /// sees, by date and UID, with what each was.
    package func marks(for visibility: Visibility) -> [CivilDate: [String: String]] {
        Self.marks(entries(for: visibility).first?.changes ?? [])
    }

    /// Each changed item's mark, by date and UID: what it was, its changes' `was` joined; empty
    /// (new) when any of its changes added it, whatever else changed with it.
    static func marks(_ changes: [Change]) -> [CivilDate: [String: String]] {
        var marks: [CivilDate: [String: String]] = [:]
        for change in changes {
            guard let date = change.date, let uid = change.uid else { continue }
            let earlier = marks[date]?[uid]
            marks[date, default: [:]][uid] = earlier == "" || change.was == "" ? ""
                : [earlier, change.was].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "; ")
        }
        return marks
    }

    /// Entries some role still lists (among its latest `listed`); the rest are dropped.
    static func kept(_ entries: [ChangeEntry], roles: [Role]) -> [ChangeEntry] {
        var keep = Set<Int>()
        for visibility in Set(roles.map(\.reader)) {
            keep.formUnion(entries.indices.filter { !entries[$0].visible(to: visibility).isEmpty }.prefix(listed))
        }
        return entries.indices.filter(keep.contains).map { entries[$0] }
    }
}
