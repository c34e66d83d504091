#if canImport(Glibc)
import Glibc
#endif

/// A child started with posix_spawn(3), for the bench, which measures each build in a process
/// of its own. Its standard output and error go where `Output` says (a file is simpler than a
/// pipe: nobody has to read it while the child runs, so a chatty child can't fill a pipe and
/// stall).
public struct ChildProcess: Sendable {
    public enum Output: Sendable {
        /// The parent's own descriptor.
        case inherit
        /// /dev/null
        case discard
        /// A file, created or emptied.
        case file(String)
    }

    public let id: Int32

    /// Starts `arguments[0]` (a path; no search of PATH) with `arguments` as its argv and exactly
    /// `environment` ("NAME=value" each) as its environment. The child runs in this process's
    /// current folder, with no signal blocked and every signal at its default action, whatever
    /// this process blocks or ignores (a test runner may). Throws what posix_spawn reports (e.g.
    /// `.noSuchFileOrDirectory`).
    public static func spawn(_ arguments: [String], environment: [String], standardOutput: Output = .inherit,
                             standardError: Output = .inherit) throws(Errno) -> ChildProcess {
        precondition(!arguments.isEmpty, "spawn needs the program's path")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        redirect(1, to: standardOutput, in: &actions)
        redirect(2, to: standardError, in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        resetSignals(in: &attributes)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        // posix_spawn returns the error number itself and leaves errno alone.
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else { throw Errno(rawValue: result) }
        return ChildProcess(id: pid)
    }

    private static func resetSignals(in attributes: inout posix_spawnattr_t) {
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    private static func redirect(_ descriptor: Int32, to output: Output, in actions: inout posix_spawn_file_actions_t) {
        switch output {
        case .inherit: break
        case .discard: posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0)
        case .file(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
    }

    /// How the child ended, and what it used.
    public struct Termination: Sendable, Equatable {
        /// The exit status (0–255), or nil when a signal ended it.
        public var exitStatus: Int32?
        /// The signal that ended it, if one did.
        public var signal: Signal?
        /// User and system CPU time, in seconds.
        public var userSeconds: Double
        public var systemSeconds: Double
        /// Peak resident memory (ru_maxrss), in KiB. A tiny child may report about this process's
        /// size (seen in the tests: 40 MB for `sh`), as it starts out sharing this one's memory.
        public var peakResidentKiB: Int
    }

    /// wait4(2): waits for the child to end (retrying after EINTR), and reaps it.
    public func wait() throws(Errno) -> Termination {
        var status: Int32 = 0
        var usage = rusage()
        _ = try Interrupt.retrying { wait4(id, &status, 0, &usage) }
        let signalled = status & 0x7F != 0
        return Termination(
            exitStatus: signalled ? nil : (status >> 8) & 0xFF,
            signal: signalled ? Signal(number: status & 0x7F) : nil,
            userSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6,
            systemSeconds: Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6,
            peakResidentKiB: Int(usage.ru_maxrss))
    }
}
