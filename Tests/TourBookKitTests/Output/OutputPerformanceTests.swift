import Foundation
import Testing
import TourBookKit

/// Timing of the writer on a site shaped like a real tour (2,200 files of 13 KB in four roles).
/// Off by default; run in release, in a build folder of its own (`make`'s release binary is
/// linked statically, and a plain release build over it would relink it and recompile everything):
/// `TOURBOOK_OUTPUT_PERF=1 swift test -c release --scratch-path .build/perf -Xswiftc -enable-testing --filter OutputPerformance`
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TOURBOOK_OUTPUT_PERF"] != nil))
struct OutputPerformanceTests {
    @Test func fullBuildAndUnchangedRebuild() throws {
        let folder = OutputTestFolder()
        var files: [OutputFile] = []
        for role in ["crew", "management", "band", "guests"] {
            for day in 0..<540 {
                var bytes = Array("<!doctype html><title>\(role) day \(day)</title>".utf8)
                while bytes.count < 13_000 { bytes += Array("<p>\(role) \(day) lorem ipsum dolor sit amet</p>\n".utf8) }
                files.append(OutputFile(path: "\(role)/days/\(day).html", bytes: bytes))
            }
            for asset in 0..<10 { files.append(OutputFile(path: "\(role)/assets/\(asset).css", bytes: Array(repeating: UInt8(ascii: "a") &+ UInt8(asset), count: 13_000))) }
        }
        let total = files.reduce(0) { $0 + $1.bytes.count }
        let writer = OutputWriter(directory: folder.output)
        func time(_ label: String, _ body: () throws -> WriteSummary) rethrows {
            let start = ContinuousClock.now
            let summary = try body()
            let elapsed = ContinuousClock.now - start
            print("\(label): \(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000) ms, \(summary)")
        }
        print("\(files.count) files, \(total / 1_000_000) MB")
        try time("fresh") { try writer.preflight(); return try writer.write(files, scope: nil) }
        try time("unchanged") { try writer.preflight(); return try writer.write(files, scope: nil) }
        try time("unchanged") { try writer.preflight(); return try writer.write(files, scope: nil) }
        var changed = files[7].bytes
        changed[100] = UInt8(ascii: "!")
        files[7] = OutputFile(path: files[7].path, bytes: changed)
        try time("one changed") { try writer.write(files, scope: nil) }
        try time("one role gone") { try writer.write(Array(files.dropLast(550)), scope: nil) }
        try time("everything rewritten") { try writer.write(files.map { OutputFile(path: $0.path, bytes: $0.bytes + [10]) }, scope: nil) }
    }
}
