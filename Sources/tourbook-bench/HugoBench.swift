import Foundation

/// TourBook side by side with Hugo on the shared generator's tour, through
/// `../shared/bench/hugo/run.sh`: run.sh makes the tour (seed 7), converts it for Hugo, builds it
/// once and checks Hugo's pages; then both build into empty folders in pairs (ours, Hugo, ours,
/// Hugo, …), so a slow patch of the disk falls on both, and the ratios of the medians are printed.
struct HugoBench {
    let shared: String
    let work: String
    let binary: String
    let templates: String
    let runs: Int
    let days = 365, people = 60, roles = 6, seed = 7

    /// The content folder run.sh made, or nil (and a line saying why) when Hugo can't run here.
    func prepare() -> String? {
        let script = shared + "/bench/hugo/run.sh"
        guard FileManager.default.fileExists(atPath: script) else {
            say("  skipped: \(script) not found (the shared folder beside the repository)")
            return nil
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/hugo") else {
            say("  skipped: hugo is not installed (make bench installs Debian's hugo)")
            return nil
        }
        try? FileManager.default.removeItem(atPath: work)
        try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        // run.sh runs the generator with its default seed and times Hugo with $TIMER: the first
        // adds the seed, the second builds once and keeps Hugo's command line for the pairs.
        let generator = "\(work)/make_tour.py", recorder = "\(work)/record.sh"
        try? "import os, sys\nos.execvp('python3', ['python3', '\(shared)/bench/make_tour.py', *sys.argv[1:], '--seed', '\(seed)'])\n"
            .write(toFile: generator, atomically: true, encoding: .utf8)
        try? "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(work)/hugo-command'\nexec \"$@\"\n".write(toFile: recorder, atomically: true, encoding: .utf8)
        chmod(generator, 0o755)
        chmod(recorder, 0o755)
        let result = Subprocess.run(["/bin/bash", script, "\(days)", "\(people)", "\(roles)"], directory: work,
                                    environment: ["WORK": "\(work)/tour", "MAKE_TOUR": generator, "TIMER": recorder])
        guard result.status == 0 else {
            say("  skipped: run.sh failed: \(result.stderr.suffix(400))")
            return nil
        }
        return "\(work)/tour/content"
    }

    /// Paired empty-folder builds of the tour run.sh made; returns Hugo's median wall seconds.
    @discardableResult
    func pairs(content: String) -> Double? {
        guard let recorded = try? String(contentsOfFile: "\(work)/hugo-command", encoding: .utf8) else { return nil }
        var hugo = recorded.split(separator: "\n").map(String.init)
        guard let destination = hugo.firstIndex(of: "--destination"), destination + 1 < hugo.count else { return nil }
        hugo[0] = "/usr/bin/hugo"
        var ours: [Measured] = [], theirs: [Measured] = []
        DiskSettle.wait()
        for run in 0..<runs {
            ours.append(Subprocess.run([binary, "build", "--content", content, "--templates", templates, "--quiet",
                                        "--output", "\(work)/ours-\(run)"], directory: work))
            hugo[destination + 1] = "\(work)/hugo-\(run)"
            theirs.append(Subprocess.run(hugo, directory: work))
        }
        let sizes = [("TourBook", "\(work)/ours-0"), ("Hugo", "\(work)/hugo-0")].map { name, path in
            "\(name) \(OutputSize.measure(path).0) files, \(fmt(Double(OutputSize.measure(path).1) / 1_048_576, 1)) MiB"
        }
        if let failed = (ours + theirs).first(where: { $0.status != 0 }) {
            say("  a paired build failed: \(failed.stderr.suffix(400))")
            for run in 0..<runs {
                for name in ["ours", "hugo"] { try? FileManager.default.removeItem(atPath: "\(work)/\(name)-\(run)") }
            }
            return nil
        }
        for (name, set) in [("TourBook", ours), ("Hugo", theirs)] {
            say("  \(name): wall \(fmt(median(set.map(\.wall)) * 1000)) ms, cpu \(fmt(median(set.map(\.cpu)) * 1000)) ms, peak \(fmt(median(set.map(\.peakMiB)), 1)) MiB (median of \(runs), paired)")
        }
        let wall = median(ours.map(\.wall)) / median(theirs.map(\.wall))
        let memory = median(ours.map(\.peakMiB)) / median(theirs.map(\.peakMiB))
        say("  TourBook / Hugo: wall \(fmt(wall, 2)), peak memory \(fmt(memory, 2)); output \(sizes.joined(separator: ", "))")
        for run in 1..<max(runs, 1) {
            for name in ["ours", "hugo"] { try? FileManager.default.removeItem(atPath: "\(work)/\(name)-\(run)") }
        }
        try? FileManager.default.removeItem(atPath: "\(work)/hugo-0")
        DiskSettle.wait()
        OutputTargets(folder: "\(work)/ours-0", work: work)
            .report(buildWall: median(ours.map(\.wall)), buildPeak: median(ours.map(\.peakMiB)), hugoWall: median(theirs.map(\.wall)),
                    hugoPeak: median(theirs.map(\.peakMiB)), copies: runs)
        try? FileManager.default.removeItem(atPath: "\(work)/ours-0")
        DiskSettle.wait()
        return median(theirs.map(\.wall))
    }
}
