#if canImport(Glibc)
import Glibc
#endif
import Testing
import TourBookSystem

@Suite(.serialized) struct ProcessTests {
    @Test func theProcessKnowsItsIdEnvironmentAndTheTime() {
        #expect(CurrentProcess.id > 0)
        #expect(CurrentProcess.environment("PATH") != nil)
        #expect(CurrentProcess.environment("TOURBOOK_SURELY_UNSET_VARIABLE") == nil)
        #expect(WallClock.secondsSince1970() > 1_700_000_000)
    }

    /// glibc's mallopt is found by name and takes the setting (its effect, a few mprotect calls
    /// a build instead of thousands, is measured by `make bench`, not here). A sanitizer brings
    /// an allocator of its own, which takes no glibc setting.
    @Test(.enabled(if: glibcAllocates, "the allocator is a sanitizer's"))
    func theHeapIsSetToGrowInLargeSteps() {
        #expect(CurrentProcess.growHeapInLargeSteps())
    }

    /// Whether the process's mallopt is glibc's own, not one a sanitizer put in its place.
    static var glibcAllocates: Bool {
        guard let libc = dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD) else { return false }
        defer { dlclose(libc) }
        return dlsym(nil, "mallopt") == dlsym(libc, "mallopt")
    }

    @Test func aCaughtSignalWritesAByteToTheWakePipe() throws {
        let (readEnd, writeEnd) = try FileDescriptor.pipe(nonBlocking: true)
        defer { _ = try? readEnd.close(); _ = try? writeEnd.close() }
        try SignalWake.install([.hangUp], writingTo: writeEnd, once: false)
        defer { try? SignalWake.restoreDefault([.hangUp]) }
        try Signal.hangUp.send(to: CurrentProcess.id)
        #expect(try Poll.readable([readEnd], until: .now + .seconds(5)) == [true])
    }

    @Test func aChildsStatusOutputAndUsageComeBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let errors = folder.path + "/stderr"
        let child = try ChildProcess.spawn(["/bin/sh", "-c", "echo \"$GREETING\" >&2; echo out; exit 3"],
                                           environment: ["GREETING=hello"], standardOutput: .discard, standardError: .file(errors))
        let end = try child.wait()
        #expect(end.exitStatus == 3 && end.signal == nil)
        #expect(end.peakResidentKiB > 0 && end.userSeconds >= 0)
        #expect(try WholeFile.read(errors) == Array("hello\n".utf8))
        #expect(throws: Errno.noSuchFileOrDirectory) { try ChildProcess.spawn(["/nonexistent/program"], environment: []) }
    }

    @Test func aChildEndedByASignalSaysWhich() throws {
        let child = try ChildProcess.spawn(["/bin/sh", "-c", "kill -TERM $$"], environment: [])
        let end = try child.wait()
        #expect(end.signal == .terminate, "\(end)")
        #expect(end.exitStatus == nil)
    }

    @Test func aSignalWithoutANameKeepsItsNumber() throws {
        let child = try ChildProcess.spawn(["/bin/sh", "-c", "kill -USR1 $$"], environment: [])
        let end = try child.wait()
        #expect(end.signal == .other(10), "\(end)")  // SIGUSR1 on Linux
        #expect(Signal(number: 15) == .terminate && Signal.terminate.number == 15)
    }
}
