import Mustache

/// What changed for one role: its changes page, and the home page's line saying when its book
/// last changed. Only the changes the role may see are ever put in here (`BuildHistory.entries`).
struct ChangesPage {
    let model: SiteModel
    /// Newest first.
    let entries: [ChangeEntry]
    /// When the book was first built (`BuildRecord.started`).
    let started: Int64

    func value(depth: Int) -> [String: MustacheValue] {
        [
            "changeEntries": .nonEmpty(entries.map { entryValue($0, depth: depth) }) ?? .null,
            "firstBuilt": .fields(["when": .string(ChangeTime.text(started, tour: model.tour)), "iso": .string(ChangeTime.iso(started))]),
        ]
    }

    /// The home page's line: the latest entry's time, or nothing yet.
    func lastChanged() -> MustacheValue {
        guard let latest = entries.first else { return .null }
        return .fields(["when": .string(ChangeTime.text(latest.time, tour: model.tour)), "iso": .string(ChangeTime.iso(latest.time))])
    }

    /// `change-20261130T183000Z`: an entry's anchor, for feed links.
    static func anchor(_ time: Int64) -> String { "change-" + ICSFormat.utcDateTime(time) }

    private func entryValue(_ entry: ChangeEntry, depth: Int) -> MustacheValue {
        let prefix = String(repeating: "../", count: depth)
        let days = Set(model.dates)
        return .fields([
            "anchor": .string(Self.anchor(entry.time)),
            "when": .string(ChangeTime.text(entry.time, tour: model.tour)),
            "iso": .string(ChangeTime.iso(entry.time)),
            "note": entry.note.map(MustacheValue.string),
            "changes": .list(entry.changes.map { change in
                .fields([
                    "day": change.date.map { .string(DateText.short($0)) },
                    "href": change.date.flatMap { days.contains($0) ? .string("\(prefix)days/\($0).html") : nil },
                    "text": .string(change.text),
                ])
            }),
        ])
    }
}
