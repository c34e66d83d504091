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
        let days = Set(model.dates)
        return [
            "changeEntries": .nonEmpty(entries.map { entryValue($0, depth: depth, days: days) }) ?? .null,
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

    /// The line in runs of text, each word with a digit or a hyphen in it (a room, a booking
    /// reference, a flight number, a time) a run of its own marked `whole`, for the page to keep
    /// it on one line.
    static func words(_ text: String) -> [MustacheValue] {
        var runs: [(text: String, whole: Bool)] = []
        func plain(_ text: String) {
            if runs.last?.whole == false { runs[runs.count - 1].text += text } else { runs.append((text, false)) }
        }
        // ASCII text splits by bytes, the same as by characters and without breaking it into them.
        let words = text.utf8.allSatisfy({ $0 < 0x80 })
            ? text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).map(Substring.init)
            : text.split(separator: " ", omittingEmptySubsequences: false)
        for (i, word) in words.enumerated() {
            let space = i == 0 ? "" : " "
            if Self.keptWhole(word) {
                plain(space)
                runs.append((String(word), true))
            } else {
                plain(space + word)
            }
        }
        return runs.map { .fields(["text": .string($0.text), "whole": $0.whole ? .bool(true) : nil]) }
    }

    /// Whether a word has a digit or a hyphen in it. Most are ASCII, where a byte is a
    /// character: looking at bytes spares breaking the text into characters.
    private static func keptWhole(_ word: Substring) -> Bool {
        guard word.utf8.allSatisfy({ $0 < 0x80 }) else { return word.contains { $0.isNumber || $0 == "-" } }
        return word.utf8.contains { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") }
    }

    /// `days`: the tour's dates, which a change's date links to while it still has a page.
    private func entryValue(_ entry: ChangeEntry, depth: Int, days: Set<CivilDate>) -> MustacheValue {
        let prefix = String(repeating: "../", count: depth)
        return .fields([
            "anchor": .string(Self.anchor(entry.time)),
            "when": .string(ChangeTime.text(entry.time, tour: model.tour)),
            "iso": .string(ChangeTime.iso(entry.time)),
            "note": entry.note.map(MustacheValue.string),
            "changes": .list(entry.changes.map { change in
                .fields([
                    "day": change.date.map { .string(DateText.short($0, model.tour.locale)) },
                    "href": change.date.flatMap { days.contains($0) ? .string("\(prefix)days/\($0).html") : nil },
                    "text": .string(change.text),
                    "words": .list(Self.words(change.text)),
                ])
            }),
        ])
    }
}
