/// File paths in the content (`artwork`, `documents`) must name a file under `Content/assets/`.
enum AssetPath {
    /// `location`: the key that names the file, where a problem is reported.
    static func check(_ path: String, files: ContentFiles, at location: SourceLocation, log: inout DiagnosticLog) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), parts.count >= 2, parts[0] == "assets",
              !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
            log.error(location, "\"\(path)\" is not a path under assets/; put the file in \(files.display("assets")) and write \"assets/NAME\"")
            return nil
        }
        switch files.check(path) {
        case .success: return path
        case .failure(.notFound):
            log.error(location, "\"\(path)\" does not exist; put the file at \(files.display(path))")
        case .failure(let failure):
            log.error(location, "\"\(path)\": \(failure.message)")
        }
        return nil
    }
}
