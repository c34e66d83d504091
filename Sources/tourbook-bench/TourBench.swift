import Foundation
import TourBookSystem

/// The figures of one tour: builds into an empty folder, into an up-to-date one, and into the
/// existing output after one day file changed, after one person's room changed and after one
/// template partial changed; the output by kind of file; what writing those bytes alone costs;
/// and, when asked, `watch` after one-day edits.
struct TourBench {
    let binary: String
    let templates: String
    /// The folder the outputs go in, and the content folder built from.
    let folder: String
    let content: String
    let runs: Int
    /// Measures of the write floor: at least two, so that each way goes first once.
    var floorRuns: Int { max(2, min(3, runs)) }

    /// Medians of what a target is judged by (seconds, MiB).
    struct Figures {
        var empty = 0.0, emptyPeak = 0.0, upToDate = 0.0, oneDay = 0.0, oneDayPeak = 0.0, room = 0.0, partial = 0.0
        var watch: WatchBench.Times?
    }

    /// Not quiet: the summary line says how many files were written.
    private func build(_ templates: String? = nil) -> [String] {
        [binary, "build", "--content", content, "--templates", templates ?? self.templates, "--timings"]
    }

    func run(watch: Bool) -> Figures? {
        // Each "empty folder" run gets a new folder; they are deleted only after all runs, because on
        // this machine's disk (ext4 mounted with discard) deleting thousands of files right before a
        // build makes the build's own file creation several times slower.
        let fresh = (0..<runs).map { Subprocess.run(build() + ["--output", "\(folder)/Output-\($0)"], directory: folder) }
        let again = (0..<runs).map { _ in Subprocess.run(build() + ["--output", "\(folder)/Output-0"], directory: folder) }
        let changed = edited(DayEdit(content: content))
        let room = edited(DayEdit(content: content, field: "room"))
        let partial = partialEdited()
        let (pages, bytes) = OutputSize.measure(folder + "/Output-0")
        let described = OutputSize.describe(folder + "/Output-0")
        let feed = OutputSize.largestRoleFeed(folder + "/Output-0")
        let floors = WriteFloor.medians(of: folder + "/Output-0", runs: floorRuns, scratch: folder)
        for run in 0..<runs { try? FileManager.default.removeItem(atPath: "\(folder)/Output-\(run)") }
        DiskSettle.wait()
        if let failed = (fresh + again + changed + room + partial).first(where: { $0.status != 0 }) {
            say("  build failed: " + failed.stderr)
            CurrentProcess.exit(1)
        }
        report([("empty folder", fresh), ("up to date", again), ("one day file changed", changed),
                ("one person's room changed", room), ("one template partial changed", partial)])
        say("  output: \(pages) files, \(fmt(Double(bytes) / 1_048_576, 1)) MiB: \(described)")
        say("  \(feed)")
        say("  writing those bytes alone (distinct files, all cores, medians of \(floorRuns) taken in turns, each way first in turn): temporary file, write, rename "
            + "\(floors[.rename].map { fmt($0 * 1000) + " ms" } ?? "failed"); unnamed file (O_TMPFILE), write, linkat "
            + (floors[.unnamed].map { fmt($0 * 1000) + " ms" } ?? "not possible on this file system"))
        var figures = Figures(empty: median(fresh.map(\.wall)), emptyPeak: median(fresh.map(\.peakMiB)), upToDate: median(again.map(\.wall)),
                              oneDay: median(changed.map(\.wall)), oneDayPeak: median(changed.map(\.peakMiB)),
                              room: median(room.map(\.wall)), partial: median(partial.map(\.wall)))
        if watch {
            figures.watch = WatchBench.run(binary: binary, templates: templates, folder: folder, content: content)
            say("  \(figures.watch?.line ?? "watch: no rebuild was seen")")
            DiskSettle.wait()
        }
        return figures
    }

    /// One-shot builds into the up-to-date output, each after `edit` changed one day file a
    /// little more; the file is restored afterwards.
    private func edited(_ edit: DayEdit?) -> [Measured] {
        guard let edit else { return [] }
        defer { edit.restore() }
        return (1...runs).map { n in
            edit.apply(n)
            return Subprocess.run(build() + ["--output", "\(folder)/Output-0"], directory: folder)
        }
    }

    /// One-shot builds into the up-to-date output, each after a comment was added to the item
    /// partial (in a copy of the templates), which every page with an item renders.
    private func partialEdited() -> [Measured] {
        let copy = folder + "/Templates-edited"
        try? FileManager.default.removeItem(atPath: copy)
        guard (try? FileManager.default.copyItem(atPath: templates, toPath: copy)) != nil,
              let original = try? String(contentsOfFile: copy + "/partials/item.mustache", encoding: .utf8) else { return [] }
        defer { try? FileManager.default.removeItem(atPath: copy) }
        return (1...runs).map { n in
            try? (original + "{{! edited \(n) }}").write(toFile: copy + "/partials/item.mustache", atomically: false, encoding: .utf8)
            return Subprocess.run(build(copy) + ["--output", "\(folder)/Output-0"], directory: folder)
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

/// Edits one field of a tour's first day file that has it (a schedule title, a hotel room), and
/// puts it back.
struct DayEdit {
    let path: String
    let original: String
    let field: String
    let value: String

    init?(content: String, field: String = "title") {
        let days = content + "/days"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: days)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        for name in names {
            guard let text = try? String(contentsOfFile: "\(days)/\(name)", encoding: .utf8),
                  let range = text.range(of: "\"\(field)\": \"") else { continue }
            path = "\(days)/\(name)"
            original = text
            self.field = field
            value = String(text[range.upperBound...].prefix { $0 != "\"" })
            return
        }
        return nil
    }

    /// The first occurrence of the field gets ` n` after its value.
    func apply(_ n: Int) {
        let old = "\"\(field)\": \"\(value)\""
        guard let range = original.range(of: old) else { return }
        let changed = original.replacingCharacters(in: range, with: "\"\(field)\": \"\(value) \(n)\"")
        try? changed.write(toFile: path, atomically: false, encoding: .utf8)
    }

    func restore() { try? original.write(toFile: path, atomically: false, encoding: .utf8) }
}

func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
func fmt(_ value: Double, _ digits: Int = 0) -> String { String(format: "%.\(digits)f", value) }
