import Foundation
import Mustache
import TourBookKit
import TourBookSystem

// `make bench`: synthetic tours from the project's own generator and the shared generator's
// year-long tour, each built several times into an empty folder, into an up-to-date one and after
// one day file changed (medians of wall time, CPU time, peak memory, per-stage times, files
// written); the output by kind of file; Hugo side by side on the shared tour; then the
// template-rendering and Markdown figures.
// Arguments: [--runs N] [--sizes small,large,shared,xl] [--binary PATH] [--shared DIR]
// [--templates-only] (the template-rendering figures alone)

var runs = 5
var sizes = ["small", "leg", "large", "shared", "xl"]
var binary = ".build/release/tourbook"
var shared = "../shared"
var templatesOnly = false
var arguments = CommandLine.arguments.dropFirst()[...]
if arguments.first == "--write-floor", arguments.count == 4, let way = WriteFloor.Way(rawValue: arguments[arguments.startIndex + 3]) {
    // A child of the benchmark (WriteFloor): the seconds on standard error.
    let seconds = WriteFloor.measure(arguments[arguments.startIndex + 1], into: arguments[arguments.startIndex + 2], way: way)
    FileHandle.standardError.write(Data("\(seconds)\n".utf8))
    CurrentProcess.exit(0)
}
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = Int(arguments.popFirst() ?? "") ?? runs
    case "--sizes": sizes = (arguments.popFirst() ?? "").split(separator: ",").map(String.init)
    case "--binary": binary = arguments.popFirst() ?? binary
    case "--shared": shared = arguments.popFirst() ?? shared
    case "--templates-only": templatesOnly = true
    default: say("unknown argument \(argument)"); CurrentProcess.exit(2)
    }
}
let tourbook = URL(fileURLWithPath: binary).standardizedFileURL.path
let templates = URL(fileURLWithPath: "Templates").standardizedFileURL.path
let root = NSTemporaryDirectory() + "tourbook-bench"

let shapes: [String: SyntheticTour] = [
    "small": SyntheticTour(days: 30, people: 20, roles: 3),
    "large": SyntheticTour(days: 365, people: 60, roles: 6),
    "leg": SyntheticTour(days: 60, people: 40, roles: 6),
    "xl": SyntheticTour(days: 1000, people: 200, roles: 12),
]

say("TourBook benchmark: \(runs) runs each (xl: 1), medians; machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load \(BenchLoad.current())")
for size in templatesOnly ? [] : sizes {
    if size == "shared" {
        say("\nshared: the shared generator's tour, 365 days, 60 people, 6 roles, seed 7 (made by ../shared/bench/hugo/run.sh)")
        let hugo = HugoBench(shared: URL(fileURLWithPath: shared).standardizedFileURL.path, work: "\(root)/shared",
                             binary: tourbook, templates: templates, runs: runs)
        guard let content = hugo.prepare() else { continue }
        let ours = TourBench(binary: tourbook, templates: templates, folder: "\(root)/shared", content: content, runs: runs).run(watch: true)
        if let hugoWall = hugo.pairs(content: content), let ours { IncrementalTargets.shared(ours, hugo: hugoWall) }
        continue
    }
    guard let shape = shapes[size] else { say("\nunknown size \(size)"); continue }
    // The 1,000-day tour: one run, so the kept "empty folder" outputs fit on a disk.
    let folder = "\(root)/\(size)"
    try? FileManager.default.removeItem(atPath: folder)
    let contentFiles = try shape.write(to: folder + "/Content")
    DiskSettle.wait()
    say("\n\(size): \(shape.days) days, \(shape.people) people, \(shape.roles) roles (\(contentFiles) content files)")
    let figures = TourBench(binary: tourbook, templates: templates, folder: folder, content: folder + "/Content", runs: size == "xl" ? 1 : runs)
        .run(watch: size == "large")
    if size == "leg", let figures { IncrementalTargets.leg(figures) }
}

say("\nTemplates (Mustache, one thread):")
for line in MustacheBench.run() { say("  \(line)") }
say("  \(DayBodyBench.run(templates: templates))")
guard !templatesOnly else { CurrentProcess.exit(0) }
say("\nMarkdown (libcmark):")
say("  \(MarkdownBench.run(notesOf: root + "/large/Content"))")
