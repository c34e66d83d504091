import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a command and reports its wall time, CPU time and peak memory from `wait4`, so each
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
        let errPath = NSTemporaryDirectory() + "tourbook-bench-stderr-\(getpid())"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(directory)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let start = Date()
        var pid: pid_t = 0
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
        var envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { for p in envp { free(p) } }
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, &envp) == 0 else {
            return Measured(wall: 0, cpu: 0, peakMiB: 0, status: -1, stderr: "could not start \(arguments[0])")
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let wall = Date().timeIntervalSince(start)
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        unlink(errPath)
        return Measured(wall: wall, cpu: cpu, peakMiB: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xFF, stderr: err)
    }
}
