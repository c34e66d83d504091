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

        // 1. Every role's day-body value for every date.
        let dates = model.dates
        let values: [MustacheValue] = Parallel.map(count: sites.count * dates.count) { i in
            DayBody(model: model, role: sites[i / dates.count].role).value(dates[i % dates.count])
        }
        // 2. Render the distinct ones not rendered before.
        var seen = Set<MustacheValue>()
        let missing = values.filter { seen.insert($0).inserted && cache.body(for: $0) == nil }
        let rendered: [Result<String, Error>] = Parallel.map(count: missing.count) { i in
            Result { String(decoding: try templates.library.render(DayBody.template, missing[i]), as: UTF8.self) }
        }
        for (value, result) in zip(missing, rendered) {
            switch result {
            case .success(let body): cache.store(body, for: value)
            case .failure(let error): log.error(SourceLocation(file: "\(DayBody.template).mustache"), "rendering a day failed: \(error)")
            }
        }
        if log.hasErrors { return nil }
        cache.retain(only: seen)

        // 3. The pages.
        let jobs = sites.enumerated().flatMap { index, site in site.pages.map { (index, $0) } }
        let results: [Result<[UInt8], Error>] = Parallel.map(count: jobs.count) { i in
            let (index, page) = jobs[i]
            let bodies = DayBodies(values: values[(index * dates.count)..<((index + 1) * dates.count)], cache: cache, first: dates[0])
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
    let values: ArraySlice<MustacheValue>
    let cache: DayBodyCache
    let first: CivilDate

    func value(_ date: CivilDate) -> MustacheValue { values[values.startIndex + date.daysSinceEpoch - first.daysSinceEpoch] }
    func html(_ date: CivilDate) -> String { cache.body(for: value(date)) ?? "" }
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
