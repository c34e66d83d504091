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
    let cache: DayBodyCache?

    func render(log: inout DiagnosticLog) -> [OutputFile]? {
        let sites = model.roles.map { RoleSite(model: model, role: $0, assets: assets) }
        // 1. Each date's pieces once, then a value per distinct set of tabs.
        let dates = model.dates
        let tabSets = Array(Set(sites.map(\.role.tabs))).sorted { $0.sorted().lexicographicallyPrecedes($1.sorted()) }
        let tabSetIndex = sites.map { site in tabSets.firstIndex(of: site.role.tabs)! }
        let parts: [DayParts] = Parallel.map(count: dates.count) { DayBody(model: model).parts(dates[$0]) }
        let values: [MustacheValue] = Parallel.map(count: tabSets.count * dates.count) { i in
            parts[i % dates.count].value(for: tabSets[i / dates.count])
        }
        // 2. Render them, or with a cache (watch), only those it doesn't hold.
        guard let html = renderBodies(values, log: &log) else { return nil }

        // 3. Values several pages share: the home page's (which depend on two tabs only) and the contacts.
        let homeVariants = Dictionary(grouping: sites, by: { [$0.role.can(.schedule), $0.role.can(.travel)] })
            .mapValues { HomePage(model: model, role: $0[0].role, assets: assets).value() }
        let contacts = sites.contains { $0.role.can(.contacts) } ? ContactsPage(model: model).value() : [:]

        // 4. The pages.
        let jobs = sites.enumerated().flatMap { index, site in site.pages.map { (index, $0) } }
        let results: [Result<[UInt8], Error>] = Parallel.map(count: jobs.count) { i in
            let (index, page) = jobs[i]
            let range = (tabSetIndex[index] * dates.count)..<((tabSetIndex[index] + 1) * dates.count)
            let role = sites[index].role
            let shared = SharedValues(values: values[range], html: html[range], parts: parts, first: dates[0],
                                   home: homeVariants[[role.can(.schedule), role.can(.travel)]]!, contacts: contacts)
            return Result { try sites[index].render(page, with: templates.library, shared: shared) }
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
        files += CalendarFeed(model: model).files(for: sites.map(\.role))
        return files
    }

    /// Renders each day-body value to HTML. With a cache, equal values render once and values
    /// rendered by the previous build are reused; hashing a value is only worth it then.
    private func renderBodies(_ values: [MustacheValue], log: inout DiagnosticLog) -> [String]? {
        let library = templates.library
        let render: @Sendable (MustacheValue) -> Result<String, Error> = { value in
            Result { String(decoding: try library.render(DayBody.template, value), as: UTF8.self) }
        }
        guard let cache else {
            let results = Parallel.map(count: values.count) { render(values[$0]) }
            return collect(results, log: &log)
        }
        cache.prepare(templatesFingerprint: templates.fingerprint)
        let keys: [DayBodyCache.Key] = Parallel.map(count: values.count) { DayBodyCache.Key(values[$0]) }
        var used: [DayBodyCache.Key: String] = [:]
        var missing: [DayBodyCache.Key] = []
        for key in keys where used[key] == nil {
            if let body = cache.body(for: key) { used[key] = body } else { used[key] = ""; missing.append(key) }
        }
        let toRender = missing
        let results = Parallel.map(count: toRender.count) { render(toRender[$0].value) }
        guard let rendered = collect(results, log: &log) else { return nil }
        for (key, body) in zip(missing, rendered) { used[key] = body }
        cache.replace(with: used)
        return keys.map { used[$0]! }
    }

    private func collect(_ results: [Result<String, Error>], log: inout DiagnosticLog) -> [String]? {
        var bodies: [String] = []
        bodies.reserveCapacity(results.count)
        for result in results {
            switch result {
            case .success(let body): bodies.append(body)
            case .failure(let error):
                log.error(SourceLocation(file: "\(DayBody.template).mustache"), "rendering a day failed: \(error)")
                return nil
            }
        }
        return bodies
    }
}

/// What one role's pages share with others: rendered day bodies and the values they came from
/// (by date), and the home and contacts values.
struct SharedValues {
    let values: ArraySlice<MustacheValue>
    let html: ArraySlice<String>
    /// Every date's pieces, for pages that list items across dates (travel.html).
    let parts: [DayParts]
    let first: CivilDate
    /// The home page's values for this role's tabs, and the contacts page's.
    let home: [String: MustacheValue]
    let contacts: [String: MustacheValue]

    func value(_ date: CivilDate) -> MustacheValue { values[values.startIndex + date.daysSinceEpoch - first.daysSinceEpoch] }
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
