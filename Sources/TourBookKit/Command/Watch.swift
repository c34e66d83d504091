#if canImport(Glibc)
import Glibc
#endif

/// `tourbook watch`: builds, then rebuilds on every change under the content and templates
/// folders until Ctrl-C (SIGINT) or SIGTERM, which end it with status 0 once the build in progress
/// is written. A second Ctrl-C ends it at once (the writer leaves every file old or new).
///
/// For tests and scripts: `TOURBOOK_WATCH_MAX_REBUILDS=K` stops after K rebuilds;
/// `TOURBOOK_WATCH_POLL=1` polls instead of using inotify.
struct Watch {
    let options: Invocation.BuildOptions
    let console: Console

    func run() -> ExitCode {
        var settings = Watcher.Settings()
        if let text = ProcessEnvironment.value("TOURBOOK_WATCH_MAX_REBUILDS"), let k = Int(text), k >= 0 { settings.maxRebuilds = k }
        if let text = ProcessEnvironment.value("TOURBOOK_WATCH_POLL"), !text.isEmpty, text != "0" { settings.forcePolling = true }
        guard let watcher = Watcher(options: options, console: console, settings: settings) else {
            console.err("error: can't set up watching (\(OutputWriter.describe(errno)))")
            return .failed
        }
        WatchSignals.install(stopping: watcher.wakeDescriptor)
        defer { WatchSignals.restore() }
        return watcher.run()
    }
}

/// SIGINT and SIGTERM write one byte into the watcher's wake pipe (async-signal-safe).
enum WatchSignals {
    nonisolated(unsafe) private static var descriptor: Int32 = -1

    static func install(stopping fd: Int32) {
        descriptor = fd
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 1
            _ = write(WatchSignals.descriptor, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        // A second signal gets the default action: ends the process at once.
        action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
    }

    static func restore() {
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
