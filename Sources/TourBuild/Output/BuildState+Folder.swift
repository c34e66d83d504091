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

    /// Records the state of the folder after a complete build: for every file the manifest lists,
    /// its stamp and the manifest's hash, with the key it was made from when the writer's memory
    /// (`written`) knows the file as it is. `fresh`: the memory is what the write just left, so
    /// its stamps are the files' own; otherwise each file is looked at. A failure only costs the
    /// next build its shortcuts. `manifest`: the one on disk, as the write left it or as
    /// `readFolder` found it.
    package func recordState(inputs: UInt64, roles: Int, keyBase: UInt64?, warnings: [Diagnostic], manifest: Manifest,
                             written: [String: WrittenFiles.Stamp], fresh: Bool) {
        guard manifest.inputs == inputs else { return }
        var stamps: [String: WrittenFiles.Stamp] = [:]
        for (path, entry) in manifest.files {
            if fresh, let stamp = written[path], stamp.hash == entry.hash { stamps[path] = stamp; continue }
            guard let file = FileStamp(path: absolute(path), followingLinks: false) else { return }
            let known = written[path].flatMap { $0.hash == entry.hash && $0.file == file ? $0.key : nil }
            stamps[path] = WrittenFiles.Stamp(hash: entry.hash, file: file, key: known)
        }
        let state = BuildState(inputs: inputs, roles: roles, keyBase: keyBase, warnings: warnings, stamps: stamps)
        keep(BuildState.fileName, state.encoded(), temporaryNumber: 0)
    }
}
