/// Every notes file of the tour as HTML, rendered once per build and shared by all roles.
struct NotesHTML: Sendable {
    private let byFile: [String: String]

    init(_ tour: Tour) {
        var notes: [Notes] = tour.notes.map { [$0] } ?? []
        notes += tour.days.flatMap(\.notes)
        notes += tour.looseNotes.values.flatMap { $0 }
        var html: [String: String] = [:]
        for note in notes { html[note.file] = CmarkRenderer.html(note.markdown) }
        byFile = html
    }

    subscript(_ notes: Notes) -> String { byFile[notes.file] ?? "" }
}
