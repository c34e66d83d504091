import Foundation

/// `tourbook watch` on a generated tour: edit one day file several times and read the
/// `rebuilt N pages in M ms` lines the watcher prints.
enum WatchBench {
    static func run(binary: String, templates: String, folder: String, content: String, edits: Int = 5) -> String {
        guard let edit = DayEdit(content: content) else { return "no day file to edit" }
        defer { edit.restore() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["watch", "--content", content, "--templates", templates, "--output", folder + "/Output-watch", "--force"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(["TOURBOOK_WATCH_MAX_REBUILDS": String(edits)]) { $1 }
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = FileHandle.nullDevice
        let lines = LineCollector()
        pipe.fileHandleForReading.readabilityHandler = { handle in lines.add(handle.availableData) }
        do { try process.run() } catch { return "could not start watch: \(error)" }
        // The first build, then one edit at a time, each after the previous rebuild was reported.
        guard lines.wait(for: { $0.contains { $0.hasPrefix("built ") } }, seconds: 60) else {
            process.terminate()
            return "watch did not finish its first build"
        }
        var times: [Int] = []
        for n in 1...edits {
            let before = lines.rebuilt.count
            edit.apply(n)
            guard lines.wait(for: { _ in lines.rebuilt.count > before }, seconds: 30) else { break }
            times.append(lines.rebuilt.last!)
        }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: folder + "/Output-watch")
        guard !times.isEmpty else { return "no rebuild was reported" }
        let sorted = times.sorted()
        return "watch, one day file edited \(times.count) times: median \(sorted[sorted.count / 2]) ms (all: \(times.map(String.init).joined(separator: ", ")) ms)"
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
