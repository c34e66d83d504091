/// `watch`'s renderer: the one-shot `SiteRenderer` around a memory of the previous build. A
/// date whose inputs (`DateInputs`) did not change keeps its body; a day page is kept when its
/// date and both neighbours (the pager shows their cities) did not change. Day pages are made
/// now rather than late, to be kept for the next build.
package struct CachingRenderer {
    let renderer: SiteRenderer
    let memory: RenderMemory

    package init(renderer: SiteRenderer, memory: RenderMemory) { (self.renderer, self.memory) = (renderer, memory) }

    package func render(log: inout DiagnosticLog) -> [OutputFile]? {
        let model = renderer.model
        let global = RenderMemory.Global(
            templates: renderer.templates.fingerprint, tourName: model.tour.name, artist: model.tour.artist,
            zone: model.tour.zone.identifier, clock: model.tour.clock,
            tourID: model.tour.id, baseURL: model.tour.baseURL, mapLinks: model.tour.mapLinks, documents: model.tour.documents,
            roles: model.roles, people: model.tour.people,
            first: model.dates[0], count: model.dates.count,
            // A document's new bytes give its copy a new name, which the pages that list it link to.
            assets: renderer.assets.all.map(\.name) + renderer.assets.documents.values.map(\.name).sorted())
        let inputs = model.dates.map { date in DateInputs(model, date, marks: renderer.marks.mapValues { $0[date] ?? [:] }) }
        let previous = memory.previous(matching: global)
        let kept = model.dates.indices.map { d in previous?.inputs[d] == inputs[d] }
        let changed = model.dates.indices.filter { !kept[$0] }
        guard let fresh = renderer.renderDays(changed, log: &log) else { return nil }
        let days = previous.map { merge(fresh, at: changed, into: $0.days) } ?? fresh
        guard var files = SiteFileList(renderer: renderer).files(days, log: &log) else { return nil }
        guard let dayPages = makeDayPages(&files, kept: kept, previous: previous?.dayPages ?? [:], log: &log) else { return nil }
        memory.remember(RenderMemory.Snapshot(global: global, inputs: inputs, days: days, dayPages: dayPages))
        return files
    }

    /// The previous build's days with the fresh ones (of the dates at `indices`) put in.
    private func merge(_ fresh: RenderedDays, at indices: [Int], into old: RenderedDays) -> RenderedDays {
        var days = old
        for (i, d) in indices.enumerated() {
            days.parts[d] = fresh.parts[i]
            for (tabs, bodies) in fresh.bodies { days.bodies[tabs]![d] = bodies[i] }
        }
        return days
    }

    /// Turns the day pages into held bytes: the previous build's where the date and its
    /// neighbours are kept, made now otherwise. Returns them by path, for the next build.
    private func makeDayPages(_ files: inout [OutputFile], kept: [Bool], previous: [String: [UInt8]],
                              log: inout DiagnosticLog) -> [String: [UInt8]]? {
        let first = renderer.model.dates[0]
        let dates = Dictionary(uniqueKeysWithValues: renderer.sites.flatMap { site in renderer.model.dates.map { (site.path(.day($0)), $0) } })
        let indices = files.indices.filter { dates[files[$0].path] != nil }
        let snapshot = files
        let made: [Result<[UInt8], Error>] = Parallel.map(count: indices.count) { k in
            let file = snapshot[indices[k]]
            let d = dates[file.path]!.daysSinceEpoch - first.daysSinceEpoch
            if kept[max(0, d - 1)...min(kept.count - 1, d + 1)].allSatisfy({ $0 }), let bytes = previous[file.path] { return .success(bytes) }
            return Result { try file.contents() }
        }
        var pages: [String: [UInt8]] = [:]
        for (k, i) in indices.enumerated() {
            switch made[k] {
            case .success(let bytes):
                pages[files[i].path] = bytes
                files[i] = OutputFile(path: files[i].path, bytes: bytes)
            case .failure(let error): log.error(SourceLocation(file: "templates"), "rendering \(files[i].path) failed: \(error)")
            }
        }
        return log.hasErrors ? nil : pages
    }
}
