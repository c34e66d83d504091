import Dispatch
import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// `tourbook watch` end to end: a watcher on a copy of the sample, in a background thread, while
/// the test edits a day file, breaks it and fixes it, and reads the output in between.
@Suite(.serialized) struct WatchTests {
    static let day = "days/2027-03-10.json"
    static let page = "crew/days/2027-03-10.html"

    @Test(arguments: [false, true])
    func rebuildsOnChangeKeepsTheLastGoodOutputOnErrorsAndStops(polling: Bool) throws {
        let started = Date()
        let content = TempContent(copyingSample: true)
        let output = content.root.appendingPathComponent("Output")
        var options = Invocation.BuildOptions()
        options.build.content = content.content.path
        options.build.templates = Paths.templates.path
        options.build.output = output.path
        let console = RecordingConsole()
        // Polling: the watcher must also end by itself after three rebuilds.
        let settings = Watcher.Settings(maxRebuilds: polling ? 3 : nil, forcePolling: polling)
        let watcher = try Watcher(options: options, console: console, settings: settings)
        let running = BackgroundRun(watcher)

        try WatchTests.waitUntil("the first build and watching") { watcher.progress.source != nil }
        #expect(watcher.progress.source == (polling ? "polling every 300 ms" : "inotify"))
        let pagePath = output.appendingPathComponent(WatchTests.page).path
        let original = try String(contentsOfFile: pagePath, encoding: .utf8)
        #expect(original.contains("Soundcheck<"))
        let dayText = try String(contentsOfFile: content.path(WatchTests.day), encoding: .utf8)

        // 1. An edit shows up on the page.
        content.write(WatchTests.day, dayText.replacingOccurrences(of: #""Soundcheck""#, with: #""Soundcheck (line check only)""#))
        try WatchTests.waitUntil("the edited title on the page") {
            (try? String(contentsOfFile: pagePath, encoding: .utf8))?.contains("Soundcheck (line check only)") == true
        }
        try WatchTests.waitUntil("the rebuild line") { console.standardError.contains { $0.hasPrefix("rebuilt ") } }
        let rebuilt = try #require(console.standardError.first { $0.hasPrefix("rebuilt ") })
        #expect(rebuilt.wholeMatch(of: /rebuilt [1-9][0-9]* pages? in [0-9]+ ms/) != nil, "\(rebuilt)")
        let good = WatchTests.snapshot(output)

        // 2. A broken day file: errors printed, Output untouched, still watching.
        content.write(WatchTests.day, "{ \"city\": \"Boston, MA\", \"schedule\": [ }\n")
        try WatchTests.waitUntil("the error report") {
            console.standardError.contains("1 error(s); kept the last good Output, still watching")
        }
        #expect(console.standardError.contains { $0.contains("2027-03-10.json:1:") && $0.contains(": error: ") })
        #expect(WatchTests.snapshot(output) == good)
        #expect(watcher.progress.running)
        #expect(watcher.progress.failedRebuilds == 1)
        #expect(!running.finished)

        // 3. Fixed: the page changes again.
        content.write(WatchTests.day, dayText.replacingOccurrences(of: #""Soundcheck""#, with: #""Line check""#))
        try WatchTests.waitUntil("the fixed page") {
            let text = (try? String(contentsOfFile: pagePath, encoding: .utf8)) ?? ""
            return text.contains("Line check") && !text.contains("Soundcheck")
        }
        #expect(WatchTests.snapshot(output) != good)

        // 4. Stopped (or, polling, done after three rebuilds): the loop returns 0.
        if !polling { watcher.stop() }
        let code = try #require(running.wait(seconds: 10), "the watcher did not stop")
        #expect(code == .success)
        #expect(watcher.progress.rebuilds == 3)
        #expect(!watcher.progress.running)
        #expect(Date().timeIntervalSince(started) < 20)
    }

    /// Day files name a venue by id: an edit of venues.json shows on every date played there,
    /// and a date that doesn't use the venue keeps its page.
    @Test func aVenueEditedInVenuesJSONShowsOnEveryDatePlayedThere() throws {
        let content = TempContent(copyingSample: true)
        var options = Invocation.BuildOptions()
        options.build = IncrementalBuildTests.options(content, "Output")
        let output = URL(fileURLWithPath: options.build.output)
        let watcher = try Watcher(options: options, console: RecordingConsole())
        let running = BackgroundRun(watcher)
        try WatchTests.waitUntil("the first build and watching") { watcher.progress.source != nil }
        let venuePages = ["2027-03-19", "2027-03-20"].map { output.appendingPathComponent("crew/days/\($0).html").path }
        let other = output.appendingPathComponent("crew/days/2027-03-17.html")
        let untouched = try Data(contentsOf: other)
        content.replace("venues.json", "bay 2 inside the side gate", "bay 5 by the canal")
        try WatchTests.waitUntil("the new parking on both dates") {
            venuePages.allSatisfy { (try? String(contentsOfFile: $0, encoding: .utf8))?.contains("bay 5 by the canal") == true }
        }
        #expect(try Data(contentsOf: other) == untouched)
        watcher.stop()
        #expect(running.wait(seconds: 10) == .success)
    }

    @Test func stopsAtOnceWhenAskedBeforeAnyChange() throws {
        let content = TempContent(copyingSample: true)
        var options = Invocation.BuildOptions()
        options.build.content = content.content.path
        options.build.templates = Paths.templates.path
        options.build.output = content.root.appendingPathComponent("Output").path
        let watcher = try Watcher(options: options, console: RecordingConsole())
        let running = BackgroundRun(watcher)
        try WatchTests.waitUntil("watching") { watcher.progress.source != nil }
        let asked = Date()
        watcher.stop()
        #expect(running.wait(seconds: 5) == .success)
        #expect(Date().timeIntervalSince(asked) < 1)
        #expect(watcher.progress.rebuilds == 0)
    }

    @Test func aMissingContentFolderIsACommandLineError() throws {
        var options = Invocation.BuildOptions()
        options.build.content = "/nonexistent/tourbook-watch-content"
        options.build.templates = Paths.templates.path
        let console = RecordingConsole()
        let watcher = try Watcher(options: options, console: console)
        #expect(watcher.run() == .usage)
        #expect(console.standardError == ["error: --content /nonexistent/tourbook-watch-content: there is no such folder to watch"])
    }

    @Test func rebuildLine() {
        #expect(BuildReporter.rebuiltLine(WriteSummary(written: 8, unchanged: 96), milliseconds: 41) == "rebuilt 8 pages in 41 ms")
        #expect(BuildReporter.rebuiltLine(WriteSummary(written: 1), milliseconds: 7) == "rebuilt 1 page in 7 ms")
        #expect(BuildReporter.rebuiltLine(WriteSummary(written: 3, removed: 2), milliseconds: 38) == "rebuilt 3 pages and removed 2 in 38 ms")
    }

    // MARK: Helpers

    struct TimedOut: Error, CustomStringConvertible { var description: String }

    /// Polls every 20 ms for up to `seconds`.
    static func waitUntil(_ what: String, seconds: Double = 8, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return }
            usleep(20_000)
        }
        throw TimedOut(description: "timed out after \(seconds) s waiting for \(what)")
    }

    /// Every file under the folder with its bytes.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return files }
        while let path = walker.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                // Read as the project reads files: Foundation's `Data(contentsOf:)` leaks its
                // buffer when the file is replaced mid-read (a rebuild renaming pages into place),
                // which the address sanitizer's leak check reports.
                files[path] = (try? WholeFile.read(url.path)).map { Data($0) }
            }
        }
        return files
    }
}

/// `Watcher.run()` on its own thread, with its exit code once it returns.
final class BackgroundRun: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var code: ExitCode?

    init(_ watcher: Watcher) {
        let thread = Thread { [self] in
            let result = watcher.run()
            lock.lock(); code = result; lock.unlock()
            done.signal()
        }
        thread.start()
    }

    var finished: Bool { lock.lock(); defer { lock.unlock() }; return code != nil }

    /// The exit code, or nil if it has not returned within `seconds`.
    func wait(seconds: Double) -> ExitCode? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        lock.lock(); defer { lock.unlock() }
        return code
    }
}
