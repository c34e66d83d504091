import Mustache

extension DayParts {
    /// What a set of tabs keeps of a date: the body's value (`value(_:marks:)`) and its key
    /// (`key(_:marks:template:templates:)`) are both made from this and the parts alone, so a body's key
    /// is a handful of the parts' digests (`Digests`), made once per date, not a digest of a
    /// value built for each set of tabs.
    struct Selection {
        var entries: [Int] = []
        var hotels: [Int] = []
        var contacts: [Int] = []
        var notes: [Int] = []
        var documents: [Int] = []
        /// The strip's first call: the first of `firstCalls` the tabs keep.
        var firstCall: Int?
        /// The strip's hotels tonight, each hotel once.
        var tonight: [Int] = []
        var schedule = false
        var travel = false
        var bookings = false
    }

    /// Each part's digest (`InputPart.digest`), in the parts' order.
    struct Digests: Sendable {
        var header: UInt64 = 0
        var entries: [UInt64] = []
        var firstCalls: [UInt64] = []
        var venue: UInt64 = 0
        var hotels: [UInt64] = []
        var tonight: [UInt64] = []
        var contacts: [UInt64] = []
        var notes: [UInt64] = []
        var documents: [UInt64] = []

        init() {}

        init(of parts: DayParts) {
            header = InputPart.digest(.object(parts.header))
            entries = parts.entries.map { InputPart.digest($0.value) }
            firstCalls = parts.firstCalls.map { InputPart.digest($0.value) }
            venue = parts.venue.map(InputPart.digest) ?? 0
            hotels = parts.hotels.map { InputPart.digest($0.value) }
            tonight = parts.tonight.map { InputPart.digest($0.value) }
            contacts = parts.contacts.map { InputPart.digest($0.value) }
            notes = parts.notes.map { InputPart.digest($0.value) }
            documents = parts.documents.map { InputPart.digest($0.value) }
        }
    }

    /// These parts with their digests and their values without booking references made.
    func digested() -> DayParts {
        var parts = self
        parts.digests = Digests(of: self)
        parts.entriesWithoutBookings = entries.map { BookingReferences.removed(from: $0.value) }
        parts.hotelsWithoutBookings = hotels.map { BookingReferences.removed(from: $0.value) }
        return parts
    }

    /// What `visibility` keeps: only items, hotels, contacts, notes and documents its tabs and
    /// role admit (`Visibility.admits`).
    func select(_ visibility: Visibility) -> Selection {
        var selection = Selection()
        selection.entries = entries.indices.filter { visibility.admits(entries[$0].tab, entries[$0].audience) }
        selection.hotels = hotels.indices.filter { visibility.admits(.travel, hotels[$0].audience) }
        selection.contacts = contacts.indices.filter { visibility.admits(.contacts, contacts[$0].audience) }
        selection.notes = notes.indices.filter { visibility.admits(notes[$0].file) }
        selection.documents = documents.indices.filter { visibility.admits(documents[$0].tab, documents[$0].audience) }
        selection.firstCall = firstCalls.indices.first { visibility.admits(.schedule, firstCalls[$0].audience) }
        var seen: Set<[String]> = []
        selection.tonight = tonight.indices.filter { visibility.admits(.travel, tonight[$0].audience) && seen.insert(tonight[$0].hotel).inserted }
        (selection.schedule, selection.travel, selection.bookings) = (visibility.admits(.schedule), visibility.admits(.travel), visibility.bookings)
        return selection
    }

    /// The key of the body `value(selection, marks:)` renders with `template`: the digests of
    /// what the selection keeps, its flags and the marks of the items it keeps.
    func key(_ selection: Selection, marks: [String: String], template: String, templates base: UInt64) -> UInt64 {
        var key = InputKey(template, templates: base)
        key.add(digests.header)
        for flag in [selection.schedule, selection.travel, selection.bookings] { key.add(UInt64(flag ? 1 : 0)) }
        key.add(selection.schedule ? digests.venue : 0)
        for (kept, digests) in [(selection.entries, digests.entries), (selection.hotels, digests.hotels),
                                (selection.contacts, digests.contacts), (selection.notes, digests.notes),
                                (selection.documents, digests.documents), (selection.tonight, digests.tonight),
                                (selection.firstCall.map { [$0] } ?? [], digests.firstCalls)] {
            key.add(UInt64(kept.count))
            for i in kept { key.add(digests[i]) }
        }
        for i in selection.entries {
            if let was = marks[entries[i].uid] { key.add(UInt64(1)); key.add(was) } else { key.add(UInt64(0)) }
        }
        return key.value
    }
}
