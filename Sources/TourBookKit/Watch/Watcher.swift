import TourBookSystem

/// The loop behind `tourbook watch`: build once, then wait for a change under the content or
/// templates folder, let a burst of saves settle (5 ms without a new event with inotify, whose
/// events come when a file is written whole; 100 ms when polling), rebuild, print one line, and
/// wait again; changes made during a build start the next one as soon as it is done. A rebuild with errors writes nothing, so the last good Output stays
/// and the loop goes on. Runs on the calling thread until `stop()` (any thread, or a signal
/// through `wakeDescriptor`) or until `maxRebuilds` rebuilds are done.
public final class Watcher: Sendable {
    public struct Settings: Sendable {
        /// Stop after this many rebuilds (not counting the first build); nil: until stopped.
        public var maxRebuilds: Int?
        /// Look for changes by polling even when inotify works.
        public var forcePolling = false
        /// How long the folders must stay quiet after a change before a rebuild, when polling
        /// (inotify says when a file is whole: `ChangeSource.settleMilliseconds`).
        public var quietMilliseconds = 100
        /// A rebuild starts at the latest this long after the first change of a burst, even if
        /// files keep changing.
        public var longestWaitMilliseconds = 2000
        public init(maxRebuilds: Int? = nil, forcePolling: Bool = false) {
            self.maxRebuilds = maxRebuilds
            self.forcePolling = forcePolling
        }
    }

    /// What the loop has done so far, for tests and the command.
    public struct Progress: Sendable, Equatable {
        /// Rebuilds after the first build, with or without errors.
        public var rebuilds = 0
        public var failedRebuilds = 0
        /// "inotify" or "polling every 300 ms", once the loop watches.
        public var source: String?
        public var running = false
    }

    let options: Invocation.BuildOptions
    let console: Console
    let settings: Settings
    /// What the previous build loaded, made and wrote: only what changed is made again.
    let memory = BuildMemory()
    private let wake: WakePipe
    private let state = Lock(Progress())

    /// Throws when the wake pipe can't be made (no descriptors left).
    public init(options: Invocation.BuildOptions, console: Console, settings: Settings = Settings()) throws(Errno) {
        let wake = try WakePipe()
        self.options = options
        self.console = console
        self.settings = settings
        self.wake = wake
    }

    /// Asks the loop to finish; it returns once the build in progress (if any) is written.
    public func stop() { wake.signal() }

    /// A descriptor that stops the loop when a byte is written to it (from a signal handler).
    public var wakeDescriptor: FileDescriptor { wake.writeEnd }

    public var progress: Progress { state.withLock { $0 } }

    public func run() -> ExitCode {
        for (option, folder) in [("--content", options.build.content), ("--templates", options.build.templates)] {
            guard WatchedTree.identity(folder)?.isFolder == true else {
                console.err("error: \(option) \(folder): there is no such folder to watch")
                return .usage
            }
        }
        // Watching starts before the first build, so a save during it is not missed.
        let tree = WatchedTree(roots: [options.build.content, options.build.templates], output: options.build.output)
        let source: ChangeSource = (settings.forcePolling ? nil : InotifySource(tree: tree)) ?? PollingSource(tree: tree)
        state.withLock { $0.running = true }
        defer { state.withLock { $0.running = false } }

        let outcome = SiteBuild(configuration: options.build, stages: .watching(memory)).run()
        var shownWarnings = outcome.log.warnings.map(\.description)
        var firstShown: [String] = []
        reporter.report(outcome, .firstWatch, shownWarnings: &firstShown)
        if case .commandLine = outcome.failure { return .usage }
        state.withLock { $0.source = source.name }
        if !options.quiet {
            console.err("watching \(options.build.content) and \(options.build.templates) (\(source.name)); Ctrl-C to stop")
        }

        while settings.maxRebuilds.map({ progress.rebuilds < $0 }) ?? true {
            switch source.wait(milliseconds: 60_000, wake: wake.readEnd) {
            case .woken: return .success
            case .quiet: continue
            case .changed: break
            }
            guard settle(source) else { return .success }
            source.refresh()
            rebuild(shownWarnings: &shownWarnings)
        }
        return .success
    }

    /// Lets a burst of changes settle (editors save through temporary files, checkouts touch
    /// many): waits until the tree is quiet or the longest wait is over. False when woken to stop.
    private func settle(_ source: ChangeSource) -> Bool {
        let burstStart = ContinuousClock.now
        while true {
            let left = settings.longestWaitMilliseconds - Int((ContinuousClock.now - burstStart).inMilliseconds)
            if left <= 0 { return true }
            switch source.wait(milliseconds: min(source.settleMilliseconds ?? settings.quietMilliseconds, left), wake: wake.readEnd) {
            case .woken: return false
            case .quiet: return true
            case .changed: continue
            }
        }
    }

    /// One rebuild after a change, and its report: the errors (the last good Output stays),
    /// or the warnings when they differ from the last good build's, and the `rebuilt` line.
    private func rebuild(shownWarnings: inout [String]) {
        let start = ContinuousClock.now
        let outcome = SiteBuild(configuration: options.build, stages: .watching(memory)).run()
        let elapsed = Int((ContinuousClock.now - start).inMilliseconds)
        state.withLock {
            $0.rebuilds += 1
            if outcome.failure != nil { $0.failedRebuilds += 1 }
        }
        reporter.report(outcome, .rebuild(milliseconds: elapsed), shownWarnings: &shownWarnings)
    }

    private var reporter: BuildReporter { BuildReporter(console: console, options: options) }
}
