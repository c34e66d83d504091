/// Every notes file of the tour as HTML, rendered once per build and shared by all roles.
package struct NotesHTML: Sendable {
    private let byFile: [String: String]

    package init(_ tour: Tour) {
        var notes = tour.notes
        notes += tour.days.flatMap(\.notes)
        notes += tour.looseNotes.values.flatMap { $0 }
        var html: [String: String] = [:]
        for note in notes { html[note.file] = CmarkRenderer.html(note.markdown) }
        byFile = html
    }

    package subscript(_ notes: Notes) -> String { byFile[notes.file] ?? "" }
}
