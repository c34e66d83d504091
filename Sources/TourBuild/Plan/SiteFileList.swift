/// Every file of a build as the writer takes it: the plan (`SitePlan`) joined to what renders
/// it. Pages and calendar feeds are made late, from their input (`FileInput`) and with its key,
/// so the writer makes only those whose key moved; assets and the other small files are made
/// now; each role's service worker is made last, from the final hashes of the files it lists.
package struct SiteFileList {
    let renderer: SiteRenderer
    /// What the writer left from earlier builds: a file whose key is the one it was made from
    /// needs no probe (its templates rendered it).
    let earlier: [String: WrittenFiles.Stamp]

    package init(renderer: SiteRenderer, earlier: WrittenFiles? = nil) {
        self.renderer = renderer
        self.earlier = earlier?.all ?? [:]
    }

    /// Every file of the build, from every date's body; nil when a page can't be rendered.
    package func render(log: inout DiagnosticLog) -> [OutputFile]? { render(explaining: false, log: &log)?.files }

    /// The files, and with `explaining` the parts of each late file's input (`FileInput.parts`).
    package func render(explaining: Bool, log: inout DiagnosticLog) -> (files: [OutputFile], parts: [String: [InputPart]])? {
        guard let days = renderer.renderDays(log: &log) else { return nil }
        var parts: [String: [InputPart]]? = explaining ? [:] : nil
        guard let files = files(days, parts: &parts, log: &log) else { return nil }
        return (files, parts ?? [:])
    }

    /// One of each late kind of page that this build makes is rendered here, so a template that
    /// can't render them fails before anything is written.
    func files(_ days: RenderedDays, parts: inout [String: [InputPart]]?, log: inout DiagnosticLog) -> [OutputFile]? {
        let maker = SiteFiles(renderer: renderer, days: days)
        let plan = SitePlan(model: renderer.model, sites: renderer.sites, assets: renderer.assets).files
        var files = madeNow(plan, maker: maker, log: &log)
        let (library, bases) = (renderer.templates.library, renderer.keyBases)
        let late = plan.filter { $0.recipe.isMadeLate && !$0.recipe.isIndex }
        // Each input and its key on every core; a twin (`sameAs`) takes its original's.
        let keyed: [Result<(input: any FileInput, key: UInt64?), Error>?] = Parallel.map(count: late.count) { i in
            guard late[i].sameAs == nil else { return nil }
            return Result { let input = try maker.input(late[i].recipe); return (input, bases.flatMap(input.key)) }
        }
        var probed: Set<String> = []
        var probes: [(at: Int, input: any FileInput)] = []
        var inputs: [String: (input: any FileInput, key: UInt64?)] = [:]
        // Files made from equal inputs are equal: the first is made, the others are its twins
        // (hard links), as a person's page is in every role that sees the same of them.
        var firstWithKey: [UInt64: String] = [:]
        for (file, made) in zip(late, keyed) {
            let result = made ?? file.sameAs.flatMap { inputs[$0] }.map { .success($0) }
                ?? Result { let input = try maker.input(file.recipe); return (input, bases.flatMap(input.key)) }
            guard case .success(let found) = result else {
                if case .failure(let error) = result { log.error(SourceLocation(file: "templates"), "rendering \(file.path) failed: \(error)") }
                continue
            }
            let (input, key) = found
            inputs[file.path] = found
            if parts != nil { parts![file.path] = input.parts(renderer.bases) }
            var sameAs = file.sameAs
            if sameAs == nil, let key {
                sameAs = firstWithKey[key]
                if sameAs == nil { firstWithKey[key] = file.path }
            }
            if sameAs == nil, let kind = file.recipe.pageKind, key == nil || earlier[file.path]?.key != key, probed.insert(kind).inserted {
                probes.append((files.count, input))
            }
            files.append(OutputFile(path: file.path, sameAs: sameAs, key: key) { try input.render(with: library) })
        }
        render(probes, into: &files, log: &log)
        return log.hasErrors ? nil : files + indexes(plan, listing: files)
    }

    /// The files made now (`FileRecipe.isMadeLate` false: assets, feeds of changes, manifests),
    /// on every core, with room for the rest.
    private func madeNow(_ plan: [SitePlan.File], maker: SiteFiles, log: inout DiagnosticLog) -> [OutputFile] {
        let now = plan.filter { !$0.recipe.isMadeLate }
        let made: [Result<[UInt8], Error>] = Parallel.map(count: now.count) { i in Result { try maker.make(now[i].recipe) } }
        var files: [OutputFile] = []
        files.reserveCapacity(plan.count)
        for (file, result) in zip(now, made) {
            switch result {
            case .success(let bytes):
                files.append(OutputFile(path: file.path, bytes: bytes))
                files[files.count - 1].sameAs = file.sameAs
            case .failure(let error): log.error(SourceLocation(file: "templates"), "rendering \(file.path) failed: \(error)")
            }
        }
        return files
    }

    /// The probes, on every core. A probe's bytes are its file's: the writer takes them rather
    /// than make them again.
    private func render(_ probes: [(at: Int, input: any FileInput)], into files: inout [OutputFile], log: inout DiagnosticLog) {
        let library = renderer.templates.library
        let rendered = Parallel.map(count: probes.count) { p in Result { try probes[p].input.render(with: library) } }
        for (probe, result) in zip(probes, rendered) {
            let file = files[probe.at]
            switch result {
            case .success(let bytes):
                files[probe.at] = OutputFile(path: file.path, bytes: bytes)
                files[probe.at].key = file.key
            case .failure(let error): log.error(SourceLocation(file: "templates"), "rendering \(file.path) failed: \(error)")
            }
        }
    }

    /// Each role's service worker, listing the files of the role's folder read offline.
    private func indexes(_ plan: [SitePlan.File], listing files: [OutputFile]) -> [OutputFile] {
        plan.compactMap { file in
            guard case .offlineWorker(let role) = file.recipe else { return nil }
            let folder = renderer.sites[role].role.id
            return OutputFile(path: file.path, listing: files.filter { $0.path.hasPrefix(folder + "/") && OfflineWorker.keeps($0.path) },
                              maker: OfflineWorkerIndex(worker: OfflineWorker(folder: folder, locale: renderer.model.tour.locale)))
        }
    }
}

/// A role's `sw.js` as the writer makes it: from the final hashes of the files it lists, in the
/// output's path order.
struct OfflineWorkerIndex: IndexMaking {
    let worker: OfflineWorker

    func make(_ entries: [IndexEntry]) throws -> [UInt8] {
        try worker.make(Bytes.byteOrder(entries.map(\.path)).map { (entries[$0].path, entries[$0].hash) })
    }
}
