// TEMPORARY: replaced by the writer branch.
import Foundation
public struct OutputFile: Sendable { public var path: String; public var bytes: [UInt8]; public init(path: String, bytes: [UInt8]) { self.path = path; self.bytes = bytes } }
public struct WriteSummary: Sendable, Equatable { public var written = 0; public var unchanged = 0; public var removed = 0 }
public struct OutputError: Error, Sendable, CustomStringConvertible { public var description: String }
public struct OutputWriter: Sendable {
    let directory: String; let force: Bool
    public init(directory: String, force: Bool = false) { self.directory = directory; self.force = force }
    public func preflight() throws(OutputError) {}
    public func write(_ files: [OutputFile], scope: Set<String>?) throws(OutputError) -> WriteSummary {
        for f in files {
            let url = URL(fileURLWithPath: directory + "/" + f.path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(f.bytes).write(to: url)
        }
        return WriteSummary(written: files.count)
    }
}
public struct BuildSummary { var roles: Int; var summary: WriteSummary; var warnings: Int; var milliseconds: Int
    public var line: String { "built \(roles) roles: \(summary.written) written, \(warnings) warnings, \(milliseconds) ms" } }
