import TourBookSystem

/// `tourbook watch`: builds, then rebuilds on every change under the content and templates
/// folders until Ctrl-C (SIGINT) or SIGTERM, which end it with status 0 once the build in progress
/// is written. A second Ctrl-C ends it at once (the writer leaves every file old or new).
///
/// For tests and scripts: `TOURBOOK_WATCH_MAX_REBUILDS=K` stops after K rebuilds;
/// `TOURBOOK_WATCH_POLL=1` polls instead of using inotify.
struct Watch {
    let options: Invocation.BuildOptions
    let console: Console
    static let stopSignals: [Signal] = [.interrupt, .terminate]

    func run() -> ExitCode {
        var settings = Watcher.Settings()
        if let text = ProcessEnvironment.value("TOURBOOK_WATCH_MAX_REBUILDS"), let k = Int(text), k >= 0 { settings.maxRebuilds = k }
        if let text = ProcessEnvironment.value("TOURBOOK_WATCH_POLL"), !text.isEmpty, text != "0" { settings.forcePolling = true }
        let watcher: Watcher
        do throws(Errno) { watcher = try Watcher(options: options, console: console, settings: settings) } catch {
            console.err("error: can't set up watching (\(error))")
            return .failed
        }
        // SIGINT and SIGTERM write one byte into the watcher's wake pipe; the handler is reset by
        // the first, so a second signal ends the process at once.
        try? SignalWake.install(Self.stopSignals, writingTo: watcher.wakeDescriptor, once: true)
        defer { try? SignalWake.restoreDefault(Self.stopSignals) }
        return watcher.run()
    }
}
