import Foundation
import TourBookSystem

/// The figures of one tour: builds into an empty folder, into an up-to-date one, and into the
/// existing output after one day file changed; the output by kind of file; what writing those
/// bytes alone costs; and, when asked, a `watch` rebuild after a one-day edit.
struct TourBench {
    let binary: String
    let templates: String
    /// The folder the outputs go in, and the content folder built from.
    let folder: String
    let content: String
    let runs: Int

    /// Not quiet: the summary line says how many files were written.
    private var build: [String] { [binary, "build", "--content", content, "--templates", templates, "--timings"] }

    func run(watch: Bool) {
        // Each "empty folder" run gets a new folder; they are deleted only after all runs, because on
        // this machine's disk (ext4 mounted with discard) deleting thousands of files right before a
        // build makes the build's own file creation several times slower.
        let fresh = (0..<runs).map { Subprocess.run(build + ["--output", "\(folder)/Output-\($0)"], directory: folder) }
        let again = (0..<runs).map { _ in Subprocess.run(build + ["--output", "\(folder)/Output-0"], directory: folder) }
        let changed = oneDayChanged()
        let (pages, bytes) = OutputSize.measure(folder + "/Output-0")
        let described = OutputSize.describe(folder + "/Output-0")
        let feed = OutputSize.largestRoleFeed(folder + "/Output-0")
        let floors = WriteFloor.median(of: folder + "/Output-0", runs: min(3, runs), scratch: folder)
        for run in 0..<runs { try? FileManager.default.removeItem(atPath: "\(folder)/Output-\(run)") }
        DiskSettle.wait()
        guard let failed = (fresh + again + changed).first(where: { $0.status != 0 }) else {
            report([("empty folder", fresh), ("up to date", again), ("one day file changed", changed)])
            say("  output: \(pages) files, \(fmt(Double(bytes) / 1_048_576, 1)) MiB: \(described)")
            say("  \(feed)")
            say("  writing those bytes alone (temporary file, write, rename; distinct files; median of \(min(3, runs))): \(fmt(floors * 1000)) ms")
            if watch {
                say("  \(WatchBench.run(binary: binary, templates: templates, folder: folder, content: content))")
                DiskSettle.wait()
            }
            return
        }
        say("  build failed: " + failed.stderr)
        CurrentProcess.exit(1)
    }

    /// One-shot builds into the up-to-date output, each after one schedule title of one day file
    /// was edited (the edit a tour manager makes most); the file is restored afterwards.
    private func oneDayChanged() -> [Measured] {
        guard let edit = DayEdit(content: content) else { return [] }
        defer { edit.restore() }
        return (1...runs).map { n in
            edit.apply(n)
            return Subprocess.run(build + ["--output", "\(folder)/Output-0"], directory: folder)
        }
    }

    private func report(_ sets: [(String, [Measured])]) {
        for (label, set) in sets where !set.isEmpty {
            let written = set.last!.stderr.split(separator: "\n").last { $0.hasPrefix("built") }.map(String.init) ?? ""
            say("  \(label): wall \(fmt(median(set.map(\.wall)) * 1000)) ms, cpu \(fmt(median(set.map(\.cpu)) * 1000)) ms, peak \(fmt(median(set.map(\.peakMiB)), 1)) MiB")
            say("    \(StageMedian.line(set.map(\.stderr)))")
            if !written.isEmpty { say("    \(written)") }
        }
    }
}

/// Edits one schedule title of a tour's first day file with a schedule, and puts it back.
struct DayEdit {
    let path: String
    let original: String
    let title: String

    init?(content: String) {
        let days = content + "/days"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: days)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        for name in names {
            guard let text = try? String(contentsOfFile: "\(days)/\(name)", encoding: .utf8),
                  let range = text.range(of: #""title": ""#) else { continue }
            path = "\(days)/\(name)"
            original = text
            title = String(text[range.upperBound...].prefix { $0 != "\"" })
            return
        }
        return nil
    }

    func apply(_ n: Int) {
        let changed = original.replacingOccurrences(of: #""title": "\#(title)""#, with: #""title": "\#(title) \#(n)""#)
        try? changed.write(toFile: path, atomically: false, encoding: .utf8)
    }

    func restore() { try? original.write(toFile: path, atomically: false, encoding: .utf8) }
}

func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
func fmt(_ value: Double, _ digits: Int = 0) -> String { String(format: "%.\(digits)f", value) }
