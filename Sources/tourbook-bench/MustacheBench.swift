import Foundation
import Mustache

/// Template-speed figures: a page-like template (layout parent, standalone indented partial,
/// a 1,000-item section whose items render through two nested partials) rendered repeatedly
/// for about a second into a reused buffer. Two item shapes: realistic list items (~65 bytes,
/// four lookups each) and a compact worst case (~20 bytes per item, same lookups and
/// partials), where per-item overhead rather than copying dominates.
enum MustacheBench {
    static let templates: [String: String] = [
        "layouts/base": """
            <!DOCTYPE html>
            <html lang="en">
            <head>
              <meta charset="utf-8">
              <title>{{$title}}TourBook{{/title}}</title>
              <link rel="stylesheet" href="{{root}}assets/site.css">
            </head>
            <body>
              <header><a href="{{root}}index.html">{{site.name}}</a></header>
              <main>
                {{$body}}{{/body}}
              </main>
              <footer>{{site.footer}}</footer>
            </body>
            </html>

            """,
        "page": """
            {{<layouts/base}}
            {{$title}}{{trip.name}} · {{site.name}}{{/title}}
            {{$body}}
            <h1>{{trip.name}}</h1>
            {{{trip.intro}}}
            {{>partials/stops}}
            {{/body}}
            {{/layouts/base}}

            """,
        "partials/stops": """
            <ol class="stops">
              {{#stops}}
              <li>{{>partials/stop}}</li>
              {{/stops}}
            </ol>

            """,
        "partials/stop": "<a href=\"#s{{n}}\">{{name}}</a>{{>partials/km}}{{#closed}} ✕{{/closed}}",
        "partials/km": " <i>{{km}}</i>",
    ]

    /// Same structure, items cut to ~20 bytes.
    static let compactTemplates: [String: String] = templates.merging([
        "partials/stops": "<ol>\n  {{#stops}}\n  <li>{{>partials/stop}}</li>\n  {{/stops}}\n</ol>\n",
        "partials/stop": "{{n}}{{>partials/km}}{{#closed}}x{{/closed}}",
        "partials/km": " {{km}}",
    ]) { _, compact in compact }

    static func data(stops count: Int) -> MustacheValue {
        let stops: [MustacheValue] = (0..<count).map { n in
            ["n": .int(n), "name": .string("Stop \(n) & co"), "km": .double(Double(n) * 1.5), "closed": .bool(n % 10 == 0)]
        }
        return [
            "root": "../",
            "site": ["name": "TourBook", "footer": "© TourBook"],
            "trip": ["name": "Alps <2026>", "intro": .html("<p>Five days across the <em>Alps</em>.</p>")],
            "stops": .list(stops),
        ]
    }

    static func run() -> [String] {
        measure("realistic items", templates) + measure("compact items", compactTemplates)
    }

    private static func measure(_ label: String, _ templates: [String: String]) -> [String] {
        do {
            let library = try TemplateLibrary(templates: templates)
            let value = data(stops: 1_000)
            let pageSize = try library.render("page", value).count
            let rate = try RenderRate.measure { try library.render("page", value, into: &$0) }
            return [
                "mustache (\(label)): 1,000-item section through nested partials, \(pageSize) bytes per page: "
                    + "\(RenderRate.format(rate.pagesPerSecond, digits: 0)) pages/s, \(RenderRate.format(rate.megabytesPerSecond, digits: 1)) MB/s "
                    + "(1 thread, \(rate.pages) renders in \(RenderRate.format(rate.seconds)) s)",
            ]
        } catch {
            return ["mustache (\(label)): bench failed: \(error)"]
        }
    }
}
