import Foundation
import TourBookKit

enum BenchLoad {
    static func current() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
    }
}

enum OutputSize {
    /// Files and bytes under a folder, the manifest excluded.
    static func measure(_ folder: String) -> (Int, Int) {
        var files = 0, bytes = 0
        let walker = FileManager.default.enumerator(atPath: folder)
        while let path = walker?.nextObject() as? String {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + path),
                  attributes[.type] as? FileAttributeType == .typeRegular, !path.hasPrefix(".tourbook") else { continue }
            files += 1
            bytes += (attributes[.size] as? Int) ?? 0
        }
        return (files, bytes)
    }
}

enum StageMedian {
    /// Median of each stage over the runs' `timings:` lines.
    static func line(_ outputs: [String]) -> String {
        let stages = ["load", "validate", "model", "render", "write", "total"]
        var values: [String: [Double]] = [:]
        for output in outputs {
            guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("timings:") }) else { continue }
            for stage in stages {
                if let range = line.range(of: "\(stage) "), let number = Double(line[range.upperBound...].prefix { $0.isNumber }) {
                    values[stage, default: []].append(number)
                }
            }
        }
        return "stages (ms): " + stages.map { "\($0) \(values[$0].map { String(Int($0.sorted()[$0.count / 2])) } ?? "?")" }.joined(separator: ", ")
    }
}

enum MarkdownBench {
    /// Renders every notes file of a content folder repeatedly for about a second.
    static func run(notesOf content: String) -> String {
        let days = content + "/days"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: days)) ?? []).filter { $0.hasSuffix(".md") }
        let texts = names.compactMap { try? String(contentsOfFile: days + "/" + $0, encoding: .utf8) }
        guard !texts.isEmpty else { return "no notes found" }
        let bytes = texts.reduce(0) { $0 + $1.utf8.count }
        let start = Date()
        var rounds = 0
        var output = 0
        while Date().timeIntervalSince(start) < 1 {
            for text in texts { output += CmarkRenderer.html(text).utf8.count }
            rounds += 1
        }
        let seconds = Date().timeIntervalSince(start)
        return "\(texts.count) notes (\(bytes / 1024) KiB) rendered \(rounds) times: \(String(format: "%.2f", seconds / Double(rounds) * 1000)) ms per pass, \(String(format: "%.0f", Double(bytes * rounds) / seconds / 1_048_576)) MiB/s in"
    }
}

/// This machine's disk (ext4 mounted with `discard`) is slow to create files for a few seconds
/// after many were deleted, so the benchmark syncs and pauses after it deletes or writes a lot.
enum DiskSettle {
    static func wait() {
        sync()
        Thread.sleep(forTimeInterval: 5)
    }
}

/// Prints a line straight to standard output, unbuffered, so progress shows even into a pipe.
func say(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        if n <= 0 { return }
        offset += n
    }
    bytes.removeAll()
}
