import TourBookSystem

extension OutputWriter {
    /// The state the last complete build left (`BuildState`); nil when there is none whole.
    package func readState() -> BuildState? { readKept(BuildState.fileName, BuildState.decoded) }

    /// Whether `state` vouches that the folder holds what these inputs make: the manifest and the
    /// state record these inputs, and every file the manifest lists in scope has the stamp the
    /// state recorded (any write, rename or `touch` since changes it). Nothing is read but the
    /// manifest and each file's status. Returns how many files are in scope. `found`: the
    /// manifest `readFolder` read.
    package func upToDateByStamps(_ state: BuildState?, inputs: UInt64, scope: Set<String>?, found: FoundManifest?) -> Int? {
        guard let state, state.inputs == inputs else { return nil }
        return underSharedLock { () -> Int? in
            guard let manifest = vouching(found, inputs: inputs) else { return nil }
            var files = 0
            for path in manifest.files.keys where scope?.contains(String(OutputPath.topLevel(path))) ?? true {
                guard let stamp = state.stamps[path], FileStamp(path: absolute(path), followingLinks: false) == stamp.file else { return nil }
                files += 1
            }
            return files > 0 ? files : nil
        }
    }

    /// Records the state of the folder after a complete build: for each file the manifest lists,
    /// what the writer's memory (`written`) holds of it, when that is true of the file now. An
    /// entry of this build (`seen`: every file it checked, wrote or read whole) is the file's own;
    /// an older one (another role's file in a `--role` build) is kept only while the file still
    /// has its stamp and the manifest's hash. Nothing else is recorded: a file the build did not
    /// look at is never vouched for by a stamp taken now. A failure only costs the next build its
    /// shortcuts. `manifest`: the one on disk, as the write left it or as `readFolder` found it.
    package func recordState(inputs: UInt64, roles: Int, toolBase: UInt64?, warnings: [Diagnostic], manifest: Manifest,
                             written: [String: WrittenFiles.Stamp], seen: Set<String>) {
        guard manifest.inputs == inputs else { return }
        var stamps: [String: WrittenFiles.Stamp] = [:]
        for (path, entry) in manifest.files {
            guard let stamp = written[path], stamp.hash == entry.hash else { continue }
            if !seen.contains(path), FileStamp(path: absolute(path), followingLinks: false) != stamp.file { continue }
            stamps[path] = stamp
        }
        settleRecentStamps(&stamps)
        let state = BuildState(inputs: inputs, roles: roles, toolBase: toolBase, warnings: warnings, stamps: stamps)
        keep(BuildState.fileName, state.encoded(), temporaryNumber: 0)
    }

    /// A stamp taken in the clock tick the file was last changed in vouches for nothing: the
    /// kernel stamps files from a clock that moves in ticks, and an edit later in that tick keeps
    /// the stamp (git's "racily clean" files). So the files whose times are not yet behind that
    /// clock are looked at again once it has passed them: kept if their stamps held, left out
    /// (and compared by their bytes next build) if not.
    private func settleRecentStamps(_ stamps: inout [String: WrittenFiles.Stamp]) {
        var now = WallClock.coarseNanosecondsSince1970()
        let recent = stamps.filter { $0.value.file.changed >= now }
        guard let newest = recent.values.map(\.file.changed).max() else { return }
        var waited: Int64 = 0
        while now <= newest, waited < Self.longestWait {
            WallClock.sleep(nanoseconds: Self.pause)
            waited += Self.pause
            now = WallClock.coarseNanosecondsSince1970()
        }
        for (path, stamp) in recent {
            // A change time the clock has not passed (another machine's, on a network share) never settles.
            if stamp.file.changed >= now || FileStamp(path: absolute(path), followingLinks: false) != stamp.file { stamps[path] = nil }
        }
    }

    /// How long to wait for the clock to pass the newest stamp: a tick is 1 to 10 ms (1,000 to
    /// 100 Hz), so only times ahead of this machine's clock take all of it.
    static let longestWait: Int64 = 20_000_000
    static let pause: Int64 = 1_000_000
}
