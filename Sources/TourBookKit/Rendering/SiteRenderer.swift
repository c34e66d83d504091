import Mustache

/// Renders every role's site in memory, spread over all cores. Nothing is written here: the
/// writer gets the complete list of files only when every page rendered.
///
/// Day bodies come first: each date's pieces are built once, a value per distinct set of tabs
/// is rendered once, and day pages and print.html take the rendered HTML. With a memory of the
/// previous build (`watch`), dates whose inputs did not change are not built or rendered again.
struct SiteRenderer {
    let model: SiteModel
    let assets: SiteAssets
    let templates: TemplateSet
    let memory: RenderMemory?
    /// The notes files as HTML, made once for every role.
    let notes: NotesHTML

    init(model: SiteModel, assets: SiteAssets, templates: TemplateSet, memory: RenderMemory?) {
        (self.model, self.assets, self.templates, self.memory) = (model, assets, templates, memory)
        notes = NotesHTML(model.tour)
    }

    func render(log: inout DiagnosticLog) -> [OutputFile]? {
        let sites = model.roles.map { RoleSite(model: model, role: $0, assets: assets) }
        let reuse = Reuse(renderer: self)
        guard let days = renderDays(tabSets: Self.tabSets(sites), reuse: reuse, log: &log) else { return nil }
        let shared = sharedValues(sites, days: days)
        var dayPages: [String: [CivilDate: [UInt8]]] = [:]
        var files = renderPages(sites, shared: shared, reuse: reuse, dayPages: &dayPages, log: &log)
        if log.hasErrors { return nil }
        for site in sites {
            for asset in assets.all { files.append(OutputFile(path: "\(site.role.id)/assets/\(asset.name)", bytes: asset.bytes)) }
        }
        files += CalendarFeed(model: model).files(for: sites.map(\.role))
        if let memory, let snapshot = reuse.snapshot(days: days, dayPages: dayPages) { memory.remember(snapshot) }
        return files
    }

    /// The distinct sets of tabs of the roles, in a fixed order: a day body is rendered once per set.
    static func tabSets(_ sites: [RoleSite]) -> [Set<Tab>] {
        Array(Set(sites.map(\.role.tabs))).sorted { $0.sorted().lexicographicallyPrecedes($1.sorted()) }
    }

    /// Every date's pieces, then per set of tabs its value and rendered body (`t * dates + d`).
    struct Days {
        var tabSets: [Set<Tab>]
        var parts: [DayParts]
        var values: [MustacheValue]
        var html: [String]

        func range(of tabs: Set<Tab>, dates: Int) -> Range<Int> {
            let t = tabSets.firstIndex(of: tabs)!
            return (t * dates)..<((t + 1) * dates)
        }
    }

    private func renderDays(tabSets: [Set<Tab>], reuse: Reuse, log: inout DiagnosticLog) -> Days? {
        let dates = model.dates
        let parts: [DayParts] = Parallel.map(count: dates.count) { [model] d in
            reuse.parts(d) ?? DayBody(model: model, notes: notes).parts(dates[d])
        }
        let values: [MustacheValue] = Parallel.map(count: tabSets.count * dates.count) { i in
            let (t, d) = (i / dates.count, i % dates.count)
            return reuse.value(tabSets[t], d) ?? parts[d].value(for: tabSets[t])
        }
        let library = templates.library
        let rendered: [Result<String, Error>] = Parallel.map(count: values.count) { i in
            if let body = reuse.body(tabSets[i / dates.count], i % dates.count) { return .success(body) }
            return Result { String(decoding: try library.render(DayBody.template, values[i]), as: UTF8.self) }
        }
        var html: [String] = []
        html.reserveCapacity(rendered.count)
        for result in rendered {
            switch result {
            case .success(let body): html.append(body)
            case .failure(let error):
                log.error(SourceLocation(file: "\(DayBody.template).mustache"), "rendering a day failed: \(error)")
                return nil
            }
        }
        return Days(tabSets: tabSets, parts: parts, values: values, html: html)
    }

    /// What each role's pages share: its tabs' day bodies, the home page's values (which depend
    /// on two tabs only), the contacts, and the person pages' dates.
    private func sharedValues(_ sites: [RoleSite], days: Days) -> [SharedValues] {
        let homeVariants = Dictionary(grouping: sites, by: { [$0.role.can(.schedule), $0.role.can(.travel)] })
            .mapValues { HomePage(model: model, notes: notes, role: $0[0].role, assets: assets).value() }
        let contacts = sites.contains { $0.role.can(.contacts) } ? ContactsPage(model: model).value() : [:]
        // Person pages: each date's travel entries and section skeletons, made once for every role.
        let personal = PersonDays(model: model, parts: days.parts, library: templates.library,
                                  prepare: sites.contains { $0.role.can(.travel) })
        return sites.map { site in
            let role = site.role
            let range = days.range(of: role.tabs, dates: model.dates.count)
            return SharedValues(values: days.values[range], html: days.html[range], parts: days.parts, first: model.dates[0],
                                home: homeVariants[[role.can(.schedule), role.can(.travel)]]!, contacts: contacts,
                                personal: personal)
        }
    }

    /// Every page: the small ones rendered now, the big ones (person pages, print.html, and day
    /// pages in a one-shot build) made late, while the writer writes them; one of each late kind
    /// is rendered here, so a template that can't render them fails before anything is written.
    private func renderPages(_ sites: [RoleSite], shared: [SharedValues], reuse: Reuse,
                             dayPages: inout [String: [CivilDate: [UInt8]]], log: inout DiagnosticLog) -> [OutputFile] {
        let library = templates.library
        let allPages = sites.enumerated().flatMap { index, site in site.pages.map { (index, $0) } }
        // Day pages too, in a one-shot build; `watch` keeps them to reuse.
        let late: @Sendable (RoleSite.Page) -> Bool = { [keepsPages = memory != nil] page in
            if case .day = page { return !keepsPages }
            return page.isMadeLate
        }
        let jobs = allPages.filter { !late($0.1) }
        let results: [Result<[UInt8], Error>] = Parallel.map(count: jobs.count) { i in
            let (index, page) = jobs[i]
            if case .day(let date) = page, let bytes = reuse.dayPage(sites[index].role.id, date) { return .success(bytes) }
            return Result { try sites[index].render(page, with: library, shared: shared[index]) }
        }
        var files: [OutputFile] = []
        files.reserveCapacity(allPages.count + sites.count * 3)
        for (i, result) in results.enumerated() {
            let (index, page) = jobs[i]
            let path = sites[index].path(page)
            switch result {
            case .success(let bytes):
                files.append(OutputFile(path: path, bytes: bytes))
                if memory != nil, case .day(let date) = page { dayPages[sites[index].role.id, default: [:]][date] = bytes }
            case .failure(let error): log.error(SourceLocation(file: "templates"), "rendering \(path) failed: \(error)")
            }
        }
        var probed: Set<String> = []
        for (index, page) in allPages where late(page) {
            let (site, values) = (sites[index], shared[index])
            if probed.insert(page.kindName).inserted {
                do { _ = try site.render(page, with: library, shared: values) } catch {
                    log.error(SourceLocation(file: "templates"), "rendering \(site.path(page)) failed: \(error)")
                }
            }
            files.append(OutputFile(path: site.path(page)) { try site.render(page, with: library, shared: values) })
        }
        return files
    }
}

/// What one role's pages share with others: rendered day bodies and the values they came from
/// (by date), and the home and contacts values.
struct SharedValues: Sendable {
    let values: ArraySlice<MustacheValue>
    let html: ArraySlice<String>
    /// Every date's pieces, for pages that list items across dates (travel.html).
    let parts: [DayParts]
    let first: CivilDate
    /// The home page's values for this role's tabs, and the contacts page's.
    let home: [String: MustacheValue]
    let contacts: [String: MustacheValue]
    /// Person pages' dates.
    let personal: PersonDays

    func value(_ date: CivilDate) -> MustacheValue { values[values.startIndex + date.daysSinceEpoch - first.daysSinceEpoch] }
    func html(_ date: CivilDate) -> String { html[html.startIndex + date.daysSinceEpoch - first.daysSinceEpoch] }
}
