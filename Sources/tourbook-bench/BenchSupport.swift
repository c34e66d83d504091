import Foundation
import TourBookKit
import TourBookSystem

enum BenchLoad {
    static func current() -> String {
        ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(separator: " ")
    }
}

enum OutputSize {
    /// Files and bytes under a folder, the manifest excluded.
    static func measure(_ folder: String) -> (Int, Int) {
        let all = breakdown(folder)
        return (all.reduce(0) { $0 + $1.value.files }, all.reduce(0) { $0 + $1.value.bytes })
    }

    /// Files, bytes and distinct files on disk (hard links count once) by kind of file.
    static func breakdown(_ folder: String) -> [String: (files: Int, bytes: Int, stored: Int)] {
        var result: [String: (files: Int, bytes: Int, stored: Int)] = [:]
        var seen: Set<UInt64> = []
        let walker = FileManager.default.enumerator(atPath: folder)
        while let path = walker?.nextObject() as? String {
            guard let info = regularFile(path, in: folder) else { continue }
            let kind = path.contains("/people/") ? (path.hasSuffix(".ics") ? "personal feeds" : "person pages")
                : path.contains("/days/") ? "day pages" : path.hasSuffix(".ics") ? "role feeds"
                : path.hasSuffix("print.html") ? "print.html" : "other"
            let new = seen.insert(info.inode).inserted
            var entry = result[kind] ?? (0, 0, 0)
            entry.files += 1
            entry.bytes += Int(info.size)
            if new { entry.stored += Int(info.size) }
            result[kind] = entry
        }
        return result
    }

    /// What is at `path` under `folder` (not following links), when it is a regular file of the
    /// output: the writer's own files (`.tourbook*`) are left out.
    static func regularFile(_ path: String, in folder: String) -> FileInfo? {
        guard !path.hasPrefix(".tourbook"), let info = try? FileSystem.info(folder + "/" + path, followingLinks: false),
              info.kind == .file else { return nil }
        return info
    }

    /// The biggest `calendar.ics` of a role: its size, events and bytes per event (clients that
    /// subscribe are known to drop events from feeds past about 1 MB).
    static func largestRoleFeed(_ folder: String) -> String {
        let roles = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let feeds = roles.compactMap { role -> (String, Int, Int)? in
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(role)/calendar.ics") else { return nil }
            let events = String(decoding: data, as: UTF8.self).components(separatedBy: "BEGIN:VEVENT\r\n").count - 1
            return ("\(role)/calendar.ics", data.count, events)
        }
        guard let (path, bytes, events) = feeds.max(by: { $0.1 < $1.1 }) else { return "no role feed" }
        return "largest role feed: \(path) \(bytes) bytes, \(events) events, \(events > 0 ? bytes / events : 0) bytes per event"
    }

    static func describe(_ folder: String) -> String {
        let mib = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
        return breakdown(folder).sorted { $0.value.bytes > $1.value.bytes }.map { kind, entry in
            "\(kind) \(entry.files) files \(mib(entry.bytes)) MiB" + (entry.stored < entry.bytes ? " (\(mib(entry.stored)) MiB stored, the rest hard links)" : "")
        }.joined(separator: "; ")
    }
}

/// What writing the output's bytes costs by itself: every distinct file of a finished build read
/// into memory, then written into a new folder on all cores, in each of the two ways the writer
/// can: a temporary file written, closed and renamed into place, or a file with no name written
/// and then named (O_TMPFILE and linkat, `FileDescriptor.openUnnamed`), which the writer uses
/// where the file system allows. The floor under any build of that output on this machine.
///
/// Each measure runs in a child process (`tourbook-bench --write-floor FROM TO WAY`): it holds
/// the whole output in memory, and a process that once did makes every process it starts report
/// at least that peak (Linux counts the starter's peak into a child's until the child's exec).
enum WriteFloor {
    enum Way: String, CaseIterable { case rename, unnamed }

    /// The median of `runs` measures of each way, taken in turns, each into a new folder under
    /// `scratch`, removed after. The ways take turns going first: on this disk the first write
    /// after a quiet spell is the fastest, and removing gigabytes keeps it busy for longer than
    /// the settling wait (2.7 GB of 600 KB files in Python: 2.3 s first, about 4 s for either
    /// way after).
    static func medians(of folder: String, runs: Int, scratch: String) -> [Way: Double] {
        var floors: [Way: [Double]] = [:]
        let bench = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        for run in 0..<runs {
            for way in run.isMultiple(of: 2) ? Way.allCases : Way.allCases.reversed() {
                let target = "\(scratch)/Floor-\(way)-\(run)"
                DiskSettle.wait()
                let child = Subprocess.run([bench, "--write-floor", folder, target, way.rawValue], directory: scratch)
                if let seconds = Double(child.stderr.trimmingCharacters(in: .whitespacesAndNewlines)), !seconds.isNaN { floors[way, default: []].append(seconds) }
                try? FileManager.default.removeItem(atPath: target)
            }
        }
        return floors.mapValues { $0.sorted()[$0.count / 2] }
    }

    static func measure(_ folder: String, into target: String, way: Way) -> Double {
        var files: [(String, [UInt8])] = []
        var seen: Set<UInt64> = []
        let walker = FileManager.default.enumerator(atPath: folder)
        while let path = walker?.nextObject() as? String {
            guard let info = OutputSize.regularFile(path, in: folder), seen.insert(info.inode).inserted,
                  let data = FileManager.default.contents(atPath: folder + "/" + path) else { continue }
            files.append((path, Array(data)))
        }
        let all = files
        let folders = Set(all.map { ($0.0 as NSString).deletingLastPathComponent })
        let start = Date()
        for sub in folders.sorted() { try? FileManager.default.createDirectory(atPath: target + "/" + sub, withIntermediateDirectories: true) }
        let failed = Lock(false)
        DispatchQueue.concurrentPerform(iterations: all.count) { i in
            let path = target + "/" + all[i].0
            do throws(Errno) {
                switch way {
                case .rename:
                    let file = try FileDescriptor.open(path + ".tmp", .writeOnly, options: [.create, .truncate], permissions: 0o644)
                    try file.writeAll(all[i].1)
                    try file.close()
                    try FileSystem.rename(path + ".tmp", to: path)
                case .unnamed:
                    let file = try FileDescriptor.openUnnamed(in: (path as NSString).deletingLastPathComponent)
                    try file.writeAll(all[i].1)
                    try file.name(as: path)
                    try file.close()
                }
            } catch {
                failed.withLock { $0 = true }
            }
        }
        // A way this file system can't do (no unnamed files) is no measure.
        return failed.withLock { $0 } ? .nan : Date().timeIntervalSince(start)
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
        FileSystem.synchronize()
        Thread.sleep(forTimeInterval: 5)
    }
}

/// Prints a line straight to standard output, unbuffered, so progress shows even into a pipe.
func say(_ line: String) {
    try? FileDescriptor.standardOutput.writeAll(Array((line + "\n").utf8))
}
