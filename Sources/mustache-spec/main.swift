// Conformance run against the official Mustache spec files, which live outside the repo
// (default ../shared/mustache-spec). Usage: swift run mustache-spec [DIR]
//
// Exits non-zero when the folder is missing or any case of a required module or of the
// inheritance module fails. Other optional modules (dynamic names) are reported only;
// lambdas need code in the data and are out of scope, so that file is skipped.
import Foundation
import Mustache
import TourBookSystem

let directory = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "../shared/mustache-spec"
let mustPass: Set<String> = [
    "comments.json", "delimiters.json", "interpolation.json", "inverted.json",
    "partials.json", "sections.json", "~inheritance.json",
]
let skipped: Set<String> = ["~lambdas.json"]

/// Runs one spec case; returns nil on success, else a description of the failure.
func run(_ test: [String: Any]) -> String? {
    let template = test["template"] as? String ?? ""
    let expected = test["expected"] as? String ?? ""
    let mainName = "\u{1}spec-template"
    var sources = test["partials"] as? [String: String] ?? [:]
    sources[mainName] = template
    do {
        let library = try TemplateLibrary(templates: sources, missingTemplates: .renderNothing)
        let output = try library.renderString(mainName, MustacheValue(json: test["data"] ?? NSNull()))
        if output == expected { return nil }
        return "expected \(expected.debugDescription), got \(output.debugDescription)"
    } catch {
        return "error: \(error)"
    }
}

var isDirectory: ObjCBool = false
guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
    FileHandle.standardError.write(Data("mustache-spec: no spec folder at \(directory)\n".utf8))
    CurrentProcess.exit(2)
}

let files = (try? FileManager.default.contentsOfDirectory(atPath: directory))?
    .filter { $0.hasSuffix(".json") }.sorted() ?? []
var passed = 0
var failed = 0
var requiredFailed = 0
let verbose = ProcessInfo.processInfo.environment["VERBOSE"] != nil

for file in files {
    if skipped.contains(file) {
        print("\(file): skipped (out of scope)")
        continue
    }
    guard let data = FileManager.default.contents(atPath: "\(directory)/\(file)"),
          let spec = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let tests = spec["tests"] as? [[String: Any]]
    else {
        print("\(file): unreadable")
        requiredFailed += mustPass.contains(file) ? 1 : 0
        continue
    }
    var filePassed = 0
    for test in tests {
        if let failure = run(test) {
            failed += 1
            if mustPass.contains(file) { requiredFailed += 1 }
            print("  FAIL \(file) — \(test["name"] as? String ?? "?"): \(failure)")
            if verbose { print("    template: \((test["template"] as? String ?? "").debugDescription)") }
        } else {
            filePassed += 1
            passed += 1
        }
    }
    let note = mustPass.contains(file) ? "" : " (optional)"
    print("\(file): \(filePassed)/\(tests.count) passed\(note)")
}
print("\(passed) passed, \(failed) failed")
CurrentProcess.exit(requiredFailed == 0 && !files.isEmpty ? 0 : 1)
