extension SiteModel {
    /// The heading of a notes file that is not for everyone: its tab's (`Travel notes`), or the
    /// title of the role it is for (`Guests`), so a reader sees whose it is and each section of a
    /// page has a name of its own. Nil for notes everyone reads.
    func notesLabel(_ notes: Notes) -> String? {
        if let tab = notes.tab { return words.notesLabel(tab) }
        return notes.role.map { id in tour.roles.first { $0.id == id }?.title ?? id }
    }
}
