/// What is in `days/`: day files (`2027-03-14.json`) and notes (`2027-03-14.md`,
/// `2027-03-14.travel.md`, `2027-03-14.crew.md`), each named by a real date.
struct DaysFolder {
    struct DayFile { var date: CivilDate; var file: String }
    struct NoteFile { var date: CivilDate; var tab: Tab?; var role: String? = nil; var file: String }

    var dayFiles: [DayFile] = []
    var noteFiles: [NoteFile] = []

    /// `roles`: the tour's role ids, which notes may be named after.
    static func scan(_ files: ContentFiles, roles: [String], log: inout DiagnosticLog) -> DaysFolder {
        var folder = DaysFolder()
        guard files.isFolder("days") else {
            log.error(SourceLocation(file: files.display("days")), "the days folder is missing; add one file per day, named like days/2027-03-14.json")
            return folder
        }
        for name in files.list("days") {
            if name.hasPrefix(".") || name.hasSuffix("~") { continue } // editor and system litter
            let relative = "days/" + name
            let location = SourceLocation(file: files.display(relative))
            let stem = name.prefix(10)
            let looksDated = stem.count == 10 && stem.enumerated().allSatisfy { i, c in (i == 4 || i == 7) ? c == "-" : c.isASCIIDigit }
            let rest = name.dropFirst(10)
            guard looksDated, rest == ".json" || rest.hasSuffix(".md") else {
                log.warning(location, "ignored: not a day file (YYYY-MM-DD.json) or notes file (YYYY-MM-DD.md, YYYY-MM-DD.TAB.md, YYYY-MM-DD.ROLE.md)")
                continue
            }
            guard let date = CivilDate(iso: stem) else {
                log.error(location, "\(stem) is not a real date; rename the file to an existing date (YYYY-MM-DD)")
                continue
            }
            if rest == ".json" {
                folder.dayFiles.append(DayFile(date: date, file: relative))
            } else if rest == ".md" {
                folder.noteFiles.append(NoteFile(date: date, tab: nil, file: relative))
            } else {
                let name = String(rest.dropFirst().dropLast(3))
                if let tab = Tab(rawValue: name) {
                    folder.noteFiles.append(NoteFile(date: date, tab: tab, file: relative))
                } else if roles.contains(name) {
                    folder.noteFiles.append(NoteFile(date: date, tab: nil, role: name, file: relative))
                } else {
                    log.error(location, NotesFileName.unknown(name, roles: roles) { "\(stem).\($0).md" })
                }
            }
        }
        if folder.dayFiles.isEmpty {
            log.error(SourceLocation(file: files.display("days")), "there are no day files; add at least one, named like days/2027-03-14.json")
        }
        return folder
    }
}
