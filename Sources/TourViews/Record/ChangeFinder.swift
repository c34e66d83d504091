/// What changed between the record of the earlier build and this build, item by item (by UID,
/// so a moved item is moved, not removed and added), in plain words.
struct ChangeFinder {
    let before: BuildRecord
    let after: PublishedSnapshot
    /// How the moved items' dates are written.
    let locale: TourLocale
    var words: Words { locale.words }

    func changes() -> [Change] {
        // Items are matched by their UID without the tour's id: renaming a tour (whose id comes
        // from its name) makes every event new to calendars, but moves nothing on the pages.
        let old = Self.byLocalPart(before.items), new = Self.byLocalPart(after.items)
        var changes: [Change] = []
        for (key, item) in old where new[key] == nil { changes.append(removed(item)) }
        for (key, item) in new {
            guard let earlier = old[key] else {
                changes.append(added(item))
                continue
            }
            // Most items are as they were: the cheap equality spares wording each one's name and facts.
            if earlier == item { continue }
            // An edit tells its readers what the item was: it may only go to those who saw it
            // and see it now. An item given to other roles is removed for those who saw it and
            // added for those who see it.
            changes += earlier.audience == item.audience ? edits(earlier, item) : [removed(earlier), added(item)]
        }
        changes += notesChanges()
        // A total order: the items come from dictionaries, whose order is not the same twice.
        return changes.sorted {
            ($0.date?.daysSinceEpoch ?? Int.min, $0.text, $0.uid ?? "", $0.was ?? "") < ($1.date?.daysSinceEpoch ?? Int.min, $1.text, $1.uid ?? "", $1.was ?? "")
        }
    }

    private func removed(_ item: PublishedItem) -> Change {
        Change(tab: item.tab, date: item.date, uid: nil, text: words.removed(item.name(words), item.time), was: nil, audience: item.audience)
    }

    private func added(_ item: PublishedItem) -> Change {
        Change(tab: item.tab, date: item.date, uid: item.uid, text: words.added(item.name(words), item.time), was: "", audience: item.audience)
    }

    private static func byLocalPart(_ items: [String: PublishedItem]) -> [Substring: PublishedItem] {
        Dictionary(uniqueKeysWithValues: items.map { uid, item in (uid[..<(uid.lastIndex(of: "@") ?? uid.endIndex)], item) })
    }

    /// Moved, renamed, a fact or a room changed.
    func edits(_ old: PublishedItem, _ new: PublishedItem) -> [Change] {
        let words = words, name = new.name(words)
        var changes: [Change] = []
        func change(_ text: String, was: String?, booking: Bool = false) {
            changes.append(Change(tab: new.tab, date: new.date, uid: new.uid, text: text, was: was, booking: booking, audience: new.audience))
        }
        if old.title != new.title || old.label != new.label { change(words.renamed(old.name(words), new.title), was: old.title) }
        if old.date != new.date {
            let (from, to) = ("\(DateText.short(old.date, locale)) \(old.time)", "\(DateText.short(new.date, locale)) \(new.time)")
            change(words.moved(name, from, to), was: from)
        } else if old.time != new.time {
            change(words.moved(name, old.time, new.time), was: old.time)
        }
        for (label, was, now) in Self.differences(old.facts, new.facts) {
            change(words.factChanged(name, label, was ?? words.none, now ?? words.none), was: words.factWas(label, was ?? words.none),
                   booking: label == words.fact(.confirmation))
        }
        for (guest, was, now) in Self.differences(old.rooms, new.rooms) {
            let room = { (value: String?) in value.map { $0.isEmpty ? words.noNumber : $0 } ?? words.none }
            change(words.roomChanged(new.title, guest, room(was), room(now)), was: words.roomWas(guest, room(was)))
        }
        return changes
    }

    /// Labels whose values differ, in the new order then the old: (label, old, new).
    static func differences(_ old: [PublishedItem.Fact], _ new: [PublishedItem.Fact]) -> [(String, String?, String?)] {
        let oldValues = Dictionary(old.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
        let newValues = Dictionary(new.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
        var labels: [String] = []
        for fact in new + old where !labels.contains(fact.label) { labels.append(fact.label) }
        return labels.compactMap { label in
            oldValues[label] == newValues[label] ? nil : (label, oldValues[label], newValues[label])
        }
    }

    private func notesChanges() -> [Change] {
        var changes: [Change] = []
        for file in Set(before.notes.keys).union(after.notes.keys).sorted() {
            let old = before.notes[file], new = after.notes[file]
            guard let notes = new ?? old, old?.hash != new?.hash else { continue }
            let kind: NotesChange.Kind = old == nil ? .added : new == nil ? .removed : .edited
            let scope: NotesChange.Scope = notes.date == nil ? .tour : notes.tab.map { .tab($0) } ?? .day
            changes.append(Change(tab: notes.tab, date: notes.date, uid: nil, text: words.notesChanged(NotesChange(scope: scope, kind: kind)), was: nil,
                                  audience: notes.audience))
        }
        return changes
    }
}
