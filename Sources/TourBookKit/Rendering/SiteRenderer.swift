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

    func render(log: inout DiagnosticLog) -> [OutputFile]? {
        let sites = model.roles.map { RoleSite(model: model, role: $0, assets: assets) }
        let dates = model.dates
        let tabSets = Array(Set(sites.map(\.role.tabs))).sorted { $0.sorted().lexicographicallyPrecedes($1.sorted()) }
        let tabSetIndex = sites.map { site in tabSets.firstIndex(of: site.role.tabs)! }

        // 0. What the previous build made, and which dates it can stand for.
        let global = RenderMemory.Global(
            templates: templates.fingerprint, tourName: model.tour.name, artist: model.tour.artist,
            zone: model.tour.zone.identifier, clock: model.tour.clock, roles: model.roles, people: model.tour.people,
            first: dates[0], count: dates.count, assets: assets.all.map(\.name))
        let inputs = memory == nil ? [] : dates.map(model.inputs)
        let previous = memory?.previous(matching: global)
        let reusable: [Bool] = dates.indices.map { d in previous.map { $0.inputs[dates[d]] == inputs[d] } ?? false }

        // 1. Each date's pieces, then a value per distinct set of tabs.
        let parts: [DayParts] = Parallel.map(count: dates.count) { d in
            reusable[d] ? previous!.parts[dates[d]]! : DayBody(model: model).parts(dates[d])
        }
        let values: [MustacheValue] = Parallel.map(count: tabSets.count * dates.count) { i in
            let (t, d) = (i / dates.count, i % dates.count)
            if reusable[d], let value = previous?.values[tabSets[t]]?[dates[d]] { return value }
            return parts[d].value(for: tabSets[t])
        }
        // 2. Render the bodies that can't be reused.
        let library = templates.library
        let rendered: [Result<String, Error>] = Parallel.map(count: values.count) { i in
            let (t, d) = (i / dates.count, i % dates.count)
            if reusable[d], let body = previous?.bodies[tabSets[t]]?[dates[d]] { return .success(body) }
            return Result { String(decoding: try library.render(DayBody.template, values[i]), as: UTF8.self) }
        }
        var bodies: [String] = []
        bodies.reserveCapacity(rendered.count)
        for result in rendered {
            switch result {
            case .success(let body): bodies.append(body)
            case .failure(let error):
                log.error(SourceLocation(file: "\(DayBody.template).mustache"), "rendering a day failed: \(error)")
                return nil
            }
        }
        let html = bodies

        // 3. Values several pages share: the home page's (which depend on two tabs only) and the contacts.
        let homeVariants = Dictionary(grouping: sites, by: { [$0.role.can(.schedule), $0.role.can(.travel)] })
            .mapValues { HomePage(model: model, role: $0[0].role, assets: assets).value() }
        let contacts = sites.contains { $0.role.can(.contacts) } ? ContactsPage(model: model).value() : [:]
        // Person pages: each date's travel entries and section skeletons, made once for every role.
        let personal = PersonDays(model: model, parts: parts, library: library, prepare: sites.contains { $0.role.can(.travel) })

        // 4. The pages; a day page is reused when its date and both neighbours (the pager shows
        // their cities) are. Person pages and print.html, the big ones, are made late: the writer
        // renders each when it writes it (one of each kind is rendered here, to fail early).
        let shared: [SharedValues] = sites.indices.map { index in
            let range = (tabSetIndex[index] * dates.count)..<((tabSetIndex[index] + 1) * dates.count)
            let role = sites[index].role
            return SharedValues(values: values[range], html: html[range], parts: parts, first: dates[0],
                                home: homeVariants[[role.can(.schedule), role.can(.travel)]]!, contacts: contacts,
                                personal: personal)
        }
        let allPages = sites.enumerated().flatMap { index, site in site.pages.map { (index, $0) } }
        // Day pages too, in a one-shot build; `watch` keeps them to reuse.
        let late: @Sendable (RoleSite.Page) -> Bool = { [keepsPages = memory != nil] page in
            if case .day = page { return !keepsPages }
            return page.isMadeLate
        }
        let jobs = allPages.filter { !late($0.1) }
        let results: [Result<[UInt8], Error>] = Parallel.map(count: jobs.count) { i in
            let (index, page) = jobs[i]
            if case .day(let date) = page, let previous {
                let d = date.daysSinceEpoch - dates[0].daysSinceEpoch
                if reusable[max(0, d - 1)...min(dates.count - 1, d + 1)].allSatisfy({ $0 }),
                   let bytes = previous.dayPages[sites[index].role.id]?[date] { return .success(bytes) }
            }
            return Result { try sites[index].render(page, with: library, shared: shared[index]) }
        }
        var files: [OutputFile] = []
        files.reserveCapacity(allPages.count + sites.count * 3)
        var dayPages: [String: [CivilDate: [UInt8]]] = [:]
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
            let path = site.path(page)
            if probed.insert(page.kindName).inserted {
                do { _ = try site.render(page, with: library, shared: values) } catch {
                    log.error(SourceLocation(file: "templates"), "rendering \(path) failed: \(error)")
                }
            }
            files.append(OutputFile(path: path) { try site.render(page, with: library, shared: values) })
        }
        if log.hasErrors { return nil }
        for site in sites {
            for asset in assets.all { files.append(OutputFile(path: "\(site.role.id)/assets/\(asset.name)", bytes: asset.bytes)) }
        }
        files += CalendarFeed(model: model).files(for: sites.map(\.role))
        if let memory {
            var snapshot = RenderMemory.Snapshot(global: global, inputs: [:], parts: [:], values: [:], bodies: [:], dayPages: dayPages)
            for (d, date) in dates.enumerated() {
                snapshot.inputs[date] = inputs[d]
                snapshot.parts[date] = parts[d]
            }
            for (t, tabs) in tabSets.enumerated() {
                var byDate: [CivilDate: MustacheValue] = [:], bodies: [CivilDate: String] = [:]
                for (d, date) in dates.enumerated() {
                    byDate[date] = values[t * dates.count + d]
                    bodies[date] = html[t * dates.count + d]
                }
                snapshot.values[tabs] = byDate
                snapshot.bodies[tabs] = bodies
            }
            memory.remember(snapshot)
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
    /// Person pages' rendered timeline entries.
    let personal: PersonDays

    func value(_ date: CivilDate) -> MustacheValue { values[values.startIndex + date.daysSinceEpoch - first.daysSinceEpoch] }
    func html(_ date: CivilDate) -> String { html[html.startIndex + date.daysSinceEpoch - first.daysSinceEpoch] }
}
