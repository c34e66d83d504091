/// The content's model for a command that reads the tour but builds nothing (`find`, `hosting`):
/// loaded and checked as a build would; nil after printing the errors (warnings are left to
/// `check`).
enum ContentModel {
    static func load(content: String, console: Console) -> SiteModel? {
        var build = BuildConfiguration()
        build.content = content
        let prepared = Preparation(configuration: build).run()
        if let model = prepared.model, !prepared.log.hasErrors { return model }
        var errors = DiagnosticLog()
        for diagnostic in prepared.log.sorted where diagnostic.severity == .error { errors.append(diagnostic) }
        BuildReporter.printDiagnostics(errors, to: console)
        console.err("\(prepared.log.errors.count) error(s); fix the errors above and run again")
        return nil
    }
}
