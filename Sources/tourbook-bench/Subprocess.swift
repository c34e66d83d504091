import Foundation
import TourBookSystem

/// Runs a command and reports its wall time, CPU time and peak memory from its wait, so each
/// build is measured on its own (an in-process measurement would mix the runs' peaks).
struct Measured {
    var wall: Double      // seconds
    var cpu: Double       // user + system seconds
    var peakMiB: Double
    var status: Int32
    var stderr: String
}

enum Subprocess {
    /// Runs `arguments` (the first a path) in `directory`, with `environment` added to this
    /// process's.
    static func run(_ arguments: [String], directory: String, environment: [String: String] = [:]) -> Measured {
        let errPath = NSTemporaryDirectory() + "tourbook-bench-stderr-\(CurrentProcess.id)"
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(directory)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let start = Date()
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
        let child: ChildProcess
        do throws(Errno) {
            child = try ChildProcess.spawn(arguments, environment: variables, standardOutput: .discard, standardError: .file(errPath))
        } catch {
            return Measured(wall: 0, cpu: 0, peakMiB: 0, status: -1, stderr: "could not start \(arguments[0])")
        }
        // nil only if the wait itself failed: nothing was measured.
        let end = try? child.wait()
        let wall = Date().timeIntervalSince(start)
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        try? FileSystem.remove(file: errPath)
        return Measured(wall: wall, cpu: end.map { $0.userSeconds + $0.systemSeconds } ?? 0,
                        peakMiB: Double(end?.peakResidentKiB ?? 0) / 1024, status: end?.exitStatus ?? -1, stderr: err)
    }
}
