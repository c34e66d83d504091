import Foundation
import Mustache
import TourBookKit

// `make bench`: generates synthetic tours with the project's own generator, builds each several
// times into an empty folder and into an up-to-date one, and prints medians of wall time, CPU
// time, peak memory, pages and bytes written, and per-stage times; then the template-rendering
// and Markdown figures. Arguments: [--runs N] [--sizes small,large,xl] [--binary PATH]

var runs = 5
var sizes = ["small", "large", "xl"]
var binary = ".build/release/tourbook"
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
    case "--sizes": sizes = (arguments.popFirst() ?? "").split(separator: ",").map(String.init)
    case "--binary": binary = arguments.popFirst() ?? binary
    default: say("unknown argument \(argument)"); exit(2)
    }
}
let tourbook = URL(fileURLWithPath: binary).standardizedFileURL.path
let templates = URL(fileURLWithPath: "Templates").standardizedFileURL.path
let root = NSTemporaryDirectory() + "tourbook-bench"

let shapes: [String: SyntheticTour] = [
    "small": SyntheticTour(days: 30, people: 20, roles: 3),
    "large": SyntheticTour(days: 365, people: 60, roles: 6),
    "xl": SyntheticTour(days: 1000, people: 200, roles: 12),
]

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func fmt(_ value: Double, _ digits: Int = 0) -> String { String(format: "%.\(digits)f", value) }

say("TourBook benchmark: \(runs) runs each (xl: 1), medians; machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load \(BenchLoad.current())")
for size in sizes {
    guard let shape = shapes[size] else { continue }
    // The 1,000-day tour writes about 11 GB per build (its person pages and feeds): one run, so
    // the kept "empty folder" outputs fit on a disk.
    let runs = size == "xl" ? 1 : runs
    let folder = "\(root)/\(size)"
    try? FileManager.default.removeItem(atPath: folder)
    let contentFiles = try shape.write(to: folder + "/Content")
    DiskSettle.wait()
    let build = [tourbook, "build", "--templates", templates, "--quiet", "--timings"]
    say("\n\(size): \(shape.days) days, \(shape.people) people, \(shape.roles) roles (\(contentFiles) content files)")

    // Each "empty folder" run gets a new folder; they are deleted only after all runs, because on
    // this machine's disk (ext4 mounted with discard) deleting thousands of files right before a
    // build makes the build's own file creation several times slower.
    var fresh: [Measured] = []
    for run in 0..<runs {
        fresh.append(Subprocess.run(build + ["--output", "Output-\(run)"], directory: folder))
    }
    var again: [Measured] = []
    for _ in 0..<runs { again.append(Subprocess.run(build + ["--output", "Output-0"], directory: folder)) }
    let (pages, bytes) = OutputSize.measure(folder + "/Output-0")
    let described = OutputSize.describe(folder + "/Output-0")
    var floors: [Double] = []
    let floorRuns = min(3, runs)
    for run in 0..<floorRuns {
        DiskSettle.wait()
        floors.append(WriteFloor.measure(folder + "/Output-0", into: "\(folder)/Floor-\(run)"))
    }
    for run in 0..<floorRuns { try? FileManager.default.removeItem(atPath: "\(folder)/Floor-\(run)") }
    for run in 0..<runs { try? FileManager.default.removeItem(atPath: "\(folder)/Output-\(run)") }
    DiskSettle.wait()
    guard fresh.allSatisfy({ $0.status == 0 }), again.allSatisfy({ $0.status == 0 }) else {
        say("  build failed: " + ((fresh + again).first { $0.status != 0 }?.stderr ?? ""))
        exit(1)
    }
    for (label, set) in [("empty folder", fresh), ("up to date", again)] {
        let written = set.last!.stderr.split(separator: "\n").last { $0.hasPrefix("built") }.map(String.init) ?? ""
        say("  \(label): wall \(fmt(median(set.map(\.wall)) * 1000)) ms, cpu \(fmt(median(set.map(\.cpu)) * 1000)) ms, peak \(fmt(median(set.map(\.peakMiB)), 1)) MiB")
        say("    \(StageMedian.line(set.map(\.stderr)))")
        if !written.isEmpty { say("    \(written)") }
    }
    say("  output: \(pages) files, \(fmt(Double(bytes) / 1_048_576, 1)) MiB: \(described)")
    say("  writing those bytes alone (temporary file, write, rename; distinct files; median of \(floorRuns)): \(fmt(median(floors) * 1000)) ms")
    if size == "large" {
        say("  \(WatchBench.run(binary: tourbook, templates: templates, folder: folder))")
        DiskSettle.wait()
    }
}

say("\nTemplates (Mustache, one thread):")
for line in MustacheBench.run() { say("  \(line)") }
say("\nMarkdown (libcmark):")
say("  \(MarkdownBench.run(notesOf: root + "/large/Content"))")
