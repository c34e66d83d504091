import Foundation
import Mustache
import TourBookKit

/// The engine on the page body it renders most: `partials/day-body` (DayBody.template) from the
/// repository's Templates, loaded as a build loads them (`TemplateSet`: the locale's words as
/// partials, indentation trimmed), rendered with the values a build of the shared generator's
/// 365/60/6 tour (seed 7) gave it: five dates 90 days apart for each of its five views, saved in
/// Tests/bench/day-bodies.json (`{"$html": …}` marks already-safe HTML). One pass renders all 25.
enum DayBodyBench {
    static let template = "partials/day-body"
    static let values = "Tests/bench/day-bodies.json"

    static func run(templates: String) -> String {
        var log = DiagnosticLog()
        guard let set = TemplateSet.load(templates, log: &log) else { return "mustache (day body): templates did not load" }
        guard let data = FileManager.default.contents(atPath: values),
              let list = try? JSONSerialization.jsonObject(with: data) as? [Any] else {
            return "mustache (day body): \(values) is missing or not a JSON list"
        }
        let bodies = list.map { MustacheValue(json: $0, htmlKey: "$html") }
        do {
            let rate = try RenderRate.measure { buffer in
                for body in bodies { try set.library.render(template, body, into: &buffer) }
            }
            let perBody = rate.bytes / rate.pages / bodies.count
            return "mustache (day body): \(bodies.count) day bodies of the 365-day tour, \(perBody) bytes each: "
                + "\(RenderRate.format(rate.pagesPerSecond * Double(bodies.count), digits: 0)) bodies/s, "
                + "\(RenderRate.format(rate.megabytesPerSecond, digits: 1)) MB/s (1 thread, \(rate.pages) passes in \(RenderRate.format(rate.seconds)) s)"
        } catch {
            return "mustache (day body): bench failed: \(error)"
        }
    }
}
