import Dispatch
import Mustache

/// Renders every role's site in memory, spread over all cores. Nothing is written here: the
/// writer gets the complete list of files only when every page rendered.
struct SiteRenderer {
    let model: SiteModel
    let assets: SiteAssets
    let templates: TemplateLibrary

    func render(log: inout DiagnosticLog) -> [OutputFile]? {
        let sites = model.roles.map { RoleSite(model: model, role: $0, assets: assets) }
        let jobs = sites.flatMap { site in site.pages.map { (site, $0) } }
        var results = [Result<[UInt8], Error>?](repeating: nil, count: jobs.count)
        results.withUnsafeMutableBufferPointer { slots in
            let slots = UnsafeSendable(slots)
            DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
                let (site, page) = jobs[i]
                slots.value[i] = Result { try site.render(page, with: templates) }
            }
        }
        var files: [OutputFile] = []
        files.reserveCapacity(jobs.count + sites.count * 3)
        for (i, result) in results.enumerated() {
            switch result! {
            case .success(let bytes): files.append(OutputFile(path: jobs[i].0.path(jobs[i].1), bytes: bytes))
            case .failure(let error): log.error(SourceLocation(file: "templates"), "rendering \(jobs[i].0.path(jobs[i].1)) failed: \(error)")
            }
        }
        if log.hasErrors { return nil }
        for site in sites {
            for asset in assets.all { files.append(OutputFile(path: "\(site.role.id)/assets/\(asset.name)", bytes: asset.bytes)) }
        }
        return files
    }
}

/// Hands a buffer to concurrentPerform; each iteration writes only its own slot.
struct UnsafeSendable<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
