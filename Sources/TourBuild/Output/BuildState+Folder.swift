import TourBookSystem

extension OutputWriter {
    /// The state the last build left (`BuildState`), when it vouches that the folder holds what
    /// these inputs make: the manifest and the state record these inputs, and every file the
    /// manifest lists in scope has the stamp the state recorded (any write, rename or `touch`
    /// since changes it). Nothing is read but the manifest, the state and each file's status.
    /// Returns the state and how many files are in scope. `found`: the manifest `readFolder` read.
    package func upToDateByStamps(inputs: UInt64, scope: Set<String>?, found: FoundManifest?) -> (state: BuildState, files: Int)? {
        guard let bytes = try? WholeFile.read(absolute(BuildState.fileName), limit: 64 * 1_048_576, regularFilesOnly: true),
              let state = BuildState.decoded(bytes), state.inputs == inputs else { return nil }
        return underSharedLock { () -> (state: BuildState, files: Int)? in
            guard let manifest = vouching(found, inputs: inputs) else { return nil }
            var files = 0
            for path in manifest.files.keys where scope?.contains(String(OutputPath.topLevel(path))) ?? true {
                guard let stamp = state.stamps[path], FileStamp(path: absolute(path), followingLinks: false) == stamp else { return nil }
                files += 1
            }
            return files > 0 ? (state, files) : nil
        }
    }

    /// Records the state of the folder after a complete build: the stamp of every file the
    /// manifest lists. A failure only costs the next build its shortcut. `manifest`: the one on
    /// disk, as the write left it or as `readFolder` found it.
    package func recordState(inputs: UInt64, roles: Int, warnings: [Diagnostic], manifest: Manifest) {
        guard manifest.inputs == inputs else { return }
        var stamps: [String: FileStamp] = [:]
        for path in manifest.files.keys {
            guard let stamp = FileStamp(path: absolute(path), followingLinks: false) else { return }
            stamps[path] = stamp
        }
        let state = BuildState(inputs: inputs, roles: roles, warnings: warnings, stamps: stamps)
        _ = writeAtomically(BuildState.fileName, state.encoded(), temporaryNumber: 0)
    }
}
