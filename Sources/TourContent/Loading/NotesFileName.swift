/// The part of a notes file's name that says who it is for (`tour.travel.md`, `2027-03-14.crew.md`):
/// a tab or a role id.
enum NotesFileName {
    /// The message for a name that is neither, with the closest tab or role; `file` spells a
    /// notes file's name for a tab or role.
    static func unknown(_ name: String, roles: [String], file: (String) -> String) -> String {
        let message = "unknown tab or role \"\(name)\" in a notes file name"
        if let guess = Suggestion.closest(to: name, in: Tab.allCases.map(\.rawValue) + roles) { return message + "; did you mean \"\(file(guess))\"?" }
        let roleList = roles.isEmpty ? "" : " or a role (\(roles.joined(separator: ", ")))"
        return message + "; name it after a tab (schedule, travel, contacts)\(roleList), e.g. \(file("travel"))"
    }
}
