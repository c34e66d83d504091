import Dispatch
import Mustache

/// Renders every role's site in memory, spread over all cores. Nothing is written here: the
/// writer gets the complete list of files only when every page rendered.
///
/// Day bodies come first: each role's body for each date is a value; equal values (roles with
/// the same tabs, or unchanged days in `watch`) are rendered once, then day pages and
/// print.html take the rendered HTML.
struct SiteRenderer {
    let model: SiteModel
    let assets: SiteAssets
    let templates: TemplateSet
    let cache: DayBodyCache

    func render(log: inout DiagnosticLog) -> [OutputFile]? {
        let sites = model.roles.map { RoleSite(model: model, role: $0, assets: assets) }
        cache.prepare(templatesFingerprint: templates.fingerprint)

        // 1. Each date's pieces once, then a value per distinct set of tabs, each hashed once.
        let dates = model.dates
        let tabSets = Array(Set(sites.map(\.role.tabs))).sorted { $0.sorted().lexicographicallyPrecedes($1.sorted()) }
        let tabSetIndex = sites.map { site in tabSets.firstIndex(of: site.role.tabs)! }
        let parts: [DayParts] = Parallel.map(count: dates.count) { DayBody(model: model).parts(dates[$0]) }
        let keys: [DayBodyCache.Key] = Parallel.map(count: tabSets.count * dates.count) { i in
            DayBodyCache.Key(parts[i % dates.count].value(for: tabSets[i / dates.count]))
        }
        // 2. Render the distinct ones this cache doesn't hold yet.
        var used: [DayBodyCache.Key: String] = [:]
        var missing: [DayBodyCache.Key] = []
        for key in keys where used[key] == nil {
            if let body = cache.body(for: key) { used[key] = body } else { used[key] = ""; missing.append(key) }
        }
        let toRender = missing
        let rendered: [Result<String, Error>] = Parallel.map(count: toRender.count) { i in
            Result { String(decoding: try templates.library.render(DayBody.template, toRender[i].value), as: UTF8.self) }
        }
        for (key, result) in zip(missing, rendered) {
            switch result {
            case .success(let body): used[key] = body
            case .failure(let error): log.error(SourceLocation(file: "\(DayBody.template).mustache"), "rendering a day failed: \(error)")
            }
        }
        if log.hasErrors { return nil }
        cache.replace(with: used)
        let html = keys.map { used[$0]! }

        // 3. The pages.
        let jobs = sites.enumerated().flatMap { index, site in site.pages.map { (index, $0) } }
        let results: [Result<[UInt8], Error>] = Parallel.map(count: jobs.count) { i in
            let (index, page) = jobs[i]
            let range = (tabSetIndex[index] * dates.count)..<((tabSetIndex[index] + 1) * dates.count)
            let bodies = DayBodies(keys: keys[range], html: html[range], parts: parts, first: dates[0])
            return Result { try sites[index].render(page, with: templates.library, bodies: bodies) }
        }
        var files: [OutputFile] = []
        files.reserveCapacity(jobs.count + sites.count * 3)
        for (i, result) in results.enumerated() {
            let path = sites[jobs[i].0].path(jobs[i].1)
            switch result {
            case .success(let bytes): files.append(OutputFile(path: path, bytes: bytes))
            case .failure(let error): log.error(SourceLocation(file: "templates"), "rendering \(path) failed: \(error)")
            }
        }
        if log.hasErrors { return nil }
        for site in sites {
            for asset in assets.all { files.append(OutputFile(path: "\(site.role.id)/assets/\(asset.name)", bytes: asset.bytes)) }
        }
        return files
    }
}

/// One role's rendered day bodies and the values they came from, by date.
struct DayBodies {
    let keys: ArraySlice<DayBodyCache.Key>
    let html: ArraySlice<String>
    /// Every date's pieces, for pages that list items across dates (travel.html).
    let parts: [DayParts]
    let first: CivilDate

    func value(_ date: CivilDate) -> MustacheValue { keys[keys.startIndex + date.daysSinceEpoch - first.daysSinceEpoch].value }
    func html(_ date: CivilDate) -> String { html[html.startIndex + date.daysSinceEpoch - first.daysSinceEpoch] }
}

/// `map` over 0..<count on every core; results keep their order.
enum Parallel {
    static func map<T>(count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        var results = [T?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = UnsafeSendable(slots)
            DispatchQueue.concurrentPerform(iterations: count) { i in slots.value[i] = transform(i) }
        }
        return results.map { $0! }
    }
}

/// Hands a buffer to concurrentPerform; each iteration writes only its own slot.
struct UnsafeSendable<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
