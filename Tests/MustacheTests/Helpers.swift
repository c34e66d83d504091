@testable import Mustache

/// Renders `template` (named "main") with optional partials.
func render(_ template: String, _ data: MustacheValue = [:], partials: [String: String] = [:]) throws -> String {
    var sources = partials
    sources["main"] = template
    return try TemplateLibrary(templates: sources).renderString("main", data)
}

/// The first load error for these templates, as "file:line:column: message".
func loadError(_ templates: [String: String]) -> String? {
    do {
        _ = try TemplateLibrary(templates: templates)
        return nil
    } catch let errors as MustacheErrors {
        return errors.errors.first?.description
    } catch {
        return "unexpected \(error)"
    }
}
