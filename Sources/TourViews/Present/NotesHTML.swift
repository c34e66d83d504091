import TourBookSystem

/// Every notes file of the tour as HTML, shared by all roles. Each file is rendered when a page
/// first asks for it, once: a build that takes its day bodies from the store asks for the notes
/// of the dates it makes again only, not for a year of them.
package final class NotesHTML: Sendable {
    private let markdown: [String: String]
    /// Each file's HTML once made, a lock each: files are rendered on every core at once.
    private let made: [String: Lock<String?>]

    package init(_ tour: Tour) {
        var notes = tour.notes
        notes += tour.days.flatMap(\.notes)
        notes += tour.looseNotes.values.flatMap { $0 }
        var markdown: [String: String] = [:]
        for note in notes { markdown[note.file] = note.markdown }
        self.markdown = markdown
        made = markdown.mapValues { _ in Lock(nil) }
    }

    package subscript(_ notes: Notes) -> String {
        guard let slot = made[notes.file], let markdown = markdown[notes.file] else { return "" }
        return slot.withLock { html in
            if let html { return html }
            let rendered = CmarkRenderer.html(markdown)
            html = rendered
            return rendered
        }
    }

    /// The files rendered so far, for tests.
    package var renderedFiles: Set<String> { Set(made.compactMap { file, slot in slot.withLock { $0 } == nil ? nil : file }) }
}
