import TourBookSystem

/// Every notes file of the tour as HTML, shared by all roles. Each file is rendered when a page
/// first asks for it, once: a build that takes its day bodies from the store asks for the notes
/// of the dates it makes again only, not for a year of them.
package final class NotesHTML: Sendable {
    /// Each file's Markdown, and its HTML once made: a lock each, as files are rendered on every
    /// core at once.
    private let files: [String: (markdown: String, html: Lock<String?>)]

    package init(_ tour: Tour) {
        var notes = tour.notes
        notes += tour.days.flatMap(\.notes)
        notes += tour.looseNotes.values.flatMap { $0 }
        var files: [String: (markdown: String, html: Lock<String?>)] = [:]
        for note in notes { files[note.file] = (note.markdown, Lock(nil)) }
        self.files = files
    }

    package subscript(_ notes: Notes) -> String {
        guard let file = files[notes.file] else { return "" }
        return file.html.withLock { html in
            if let html { return html }
            let rendered = CmarkRenderer.html(file.markdown)
            html = rendered
            return rendered
        }
    }

    /// The files rendered so far, for tests.
    package var renderedFiles: Set<String> { Set(files.compactMap { name, file in file.html.withLock { $0 } == nil ? nil : name }) }
}
