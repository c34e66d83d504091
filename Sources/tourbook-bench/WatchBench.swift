import Foundation
import TourBookSystem

/// `tourbook watch` on a generated tour: edit one day file 20 times and time each rebuild from
/// the moment the edited file is written whole to the last rename of the build it causes (the
/// final manifest, polled every 0.2 ms), not from the `rebuilt` line, which leaves out the
/// wait before the rebuild starts.
enum WatchBench {
    /// Milliseconds from each edit's write to its build's last rename.
    struct Times {
        var all: [Double]
        var reported: [Int]
        var middle: Double { median(all) }
        var p95: Double {
            let sorted = all.sorted()
            return sorted[min(sorted.count - 1, max(0, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1))]
        }
        var line: String {
            "watch, one day file edited \(all.count) times, from the file's write to the last rename: median \(fmt(middle)) ms, "
                + "95th percentile \(fmt(p95)) ms (its own \"rebuilt\" lines: median \(fmt(median(reported.map(Double.init)))) ms)"
        }
    }

    static func run(binary: String, templates: String, folder: String, content: String, edits: Int = 20) -> Times? {
        guard let edit = DayEdit(content: content) else { return nil }
        defer { edit.restore() }
        let output = folder + "/Output-watch"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["watch", "--content", content, "--templates", templates, "--output", output, "--force"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(["TOURBOOK_WATCH_MAX_REBUILDS": String(edits)]) { $1 }
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        let lines = LineCollector()
        pipe.fileHandleForReading.readabilityHandler = { handle in lines.add(handle.availableData) }
        do { try process.run() } catch { return nil }
        guard lines.wait(for: { $0.contains { $0.hasPrefix("built ") } }, seconds: 60) else {
            process.terminate()
            return nil
        }
        let manifest = output + "/.tourbook-manifest.json"
        var times: [Double] = []
        for n in 1...edits {
            let before = lines.rebuilt.count
            let old = FileStamp(path: manifest)
            edit.apply(n)
            let written = ContinuousClock.now
            var renamed: ContinuousClock.Instant?
            while ContinuousClock.now - written < .seconds(30) {
                if FileStamp(path: manifest) != old { renamed = ContinuousClock.now; break }
                usleep(200)
            }
            // The next edit only once this rebuild is reported, so each is timed on its own.
            guard let renamed, lines.wait(for: { _ in lines.rebuilt.count > before }, seconds: 30) else { break }
            times.append(Double((renamed - written).inMilliseconds))
        }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: output)
        return times.isEmpty ? nil : Times(all: times, reported: lines.rebuilt)
    }
}

/// Collects a child's standard error as lines, from the pipe's reading thread.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = Data()
    private var all: [String] = []

    func add(_ data: Data) {
        lock.lock(); defer { lock.unlock() }
        buffer.append(data)
        while let newline = buffer.firstIndex(of: 0x0A) {
            all.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
            buffer.removeSubrange(buffer.startIndex...newline)
        }
    }

    var lines: [String] { lock.lock(); defer { lock.unlock() }; return all }

    /// Milliseconds of every `rebuilt … in N ms` line so far.
    var rebuilt: [Int] {
        lines.compactMap { line in
            guard line.hasPrefix("rebuilt "), let range = line.range(of: " in "), line.hasSuffix(" ms") else { return nil }
            return Int(line[range.upperBound...].dropLast(3))
        }
    }

    func wait(for condition: ([String]) -> Bool, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(lines) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }
}
