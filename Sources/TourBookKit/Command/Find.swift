/// `tourbook find [--content DIR] QUERY`: the days that best match the query, best first, one
/// line each, ranked by the same rules as the home page's finder (FinderRanking) over what a tour
/// manager sees (every tab): `2027-03-09  Montréal, QC · MTELUS · show · Hôtel Zéro1`.
/// Exit status 0 even when no day matches (a note goes to standard error); 1 when the content
/// has errors (printed as `check` prints them; warnings are left to `check`).
struct Find {
    let options: Invocation.FindOptions
    let console: Console

    func run() -> ExitCode {
        guard let model = ContentModel.load(content: options.content, console: console) else { return .failed }
        let manager = Role(id: "management", title: "Management", tabs: Set(Tab.allCases))
        let entries = FinderIndex.entries(model, role: manager)
        let results = FinderRanking(entries: entries.map(\.searchFields)).rank(options.query)
        for result in results { console.out(Self.line(entries[result.index])) }
        if results.isEmpty { console.err("no day matches \"\(options.query)\"") }
        return .success
    }

    static func line(_ entry: FinderEntry) -> String {
        let parts = [entry.city.isEmpty ? "(no plans yet)" : entry.city, entry.venue, entry.kind] + entry.hotels
        return entry.date + "  " + parts.filter { !$0.isEmpty }.joined(separator: " · ")
    }
}
