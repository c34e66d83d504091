import Foundation
import PackagePlugin

/// Turns each `<Name>.txt` of a target into `<Name>.swift`, an enum of that name whose `lines`
/// hold the file's data lines as one static string (`embed-lines`). Tables generated from
/// outside data (the airports) stay data in the repository, and the compiler still sees them.
@main
struct EmbedLines: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "embed-lines").url
        return target.sourceFiles(withSuffix: "txt").map { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appending(path: name + ".swift")
            return .buildCommand(displayName: "Embedding \(file.url.lastPathComponent)", executable: tool,
                                 arguments: [file.url.path, output.path, name], inputFiles: [file.url], outputFiles: [output])
        }
    }
}
