import TourBookSystem
#if canImport(Glibc)
import Glibc
#endif

extension OutputWriter {
    /// Whether the folder already holds exactly what a build with these inputs makes: the
    /// manifest records the same inputs (`BuildInputs`) and every file it lists in scope is a
    /// regular file with the listed size and hash (read and hashed, so a page edited by hand, even
    /// to the same size and time, is caught). Returns how many files that is, or nil when the
    /// build must run. Nothing is changed either way. `found`: the manifest `readFolder` read.
    func upToDate(inputs: UInt64, scope: Set<String>?, found: FoundManifest?) -> Int? {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        // A build writing right now: not up to date (the build that follows reports the lock).
        guard flock(fd, LOCK_SH | LOCK_NB) == 0 else { return nil }
        guard let manifest = vouching(found, inputs: inputs) else { return nil }
        let entries = manifest.files.filter { path, _ in
            scope.map { $0.contains(String(OutputPath.topLevel(path))) } ?? true
        }.map { ($0.key, $0.value) }
        guard !entries.isEmpty else { return nil }
        // Each file once: hard-linked twins (`OutputFile.sameAs`) share their bytes, so one read
        // settles both, when the manifest gives them the same hash.
        var inodes: [UInt64: (path: String, hash: UInt64)] = [:]
        for (relative, entry) in entries {
            var info = stat()
            guard lstat(absolute(relative), &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == entry.size else { return nil }
            let inode = UInt64(info.st_ino)
            if let seen = inodes[inode] {
                guard seen.hash == entry.hash else { return nil }
            } else {
                inodes[inode] = (relative, entry.hash)
            }
        }
        let files = Array(inodes.values)
        let intact = Parallel.map(count: files.count) { i in FolderDigest.file(absolute(files[i].path)) == files[i].hash }
        return intact.allSatisfy { $0 } ? entries.count : nil
    }
}

extension OutputWriter {
    /// The state the last build left (`BuildState`), when it vouches that the folder holds what
    /// these inputs make: the manifest and the state record these inputs, and every file the
    /// manifest lists in scope has the stamp the state recorded (any write, rename or `touch`
    /// since changes it). Nothing is read but the manifest, the state and each file's status.
    /// Returns the state and how many files are in scope. `found`: the manifest `readFolder` read.
    func upToDateByStamps(inputs: UInt64, scope: Set<String>?, found: FoundManifest?) -> (state: BuildState, files: Int)? {
        guard let bytes = try? WholeFile.read(absolute(BuildState.fileName), limit: 64 * 1_048_576, regularFilesOnly: true),
              let state = BuildState.decoded(bytes), state.inputs == inputs,
              let folder = try? FileDescriptor.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC) else { return nil }
        return folder.closeAfter { folder in
            // A build writing right now: not up to date (the build that follows reports the lock).
            guard flock(folder.rawValue, LOCK_SH | LOCK_NB) == 0, let manifest = vouching(found, inputs: inputs) else { return nil }
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
    func recordState(inputs: UInt64, roles: Int, warnings: [Diagnostic], manifest: Manifest) {
        guard manifest.inputs == inputs else { return }
        var stamps: [String: FileStamp] = [:]
        for path in manifest.files.keys {
            guard let stamp = FileStamp(path: absolute(path), followingLinks: false) else { return }
            stamps[path] = stamp
        }
        let state = BuildState(inputs: inputs, roles: roles, warnings: warnings, stamps: stamps)
        _ = writeAtomically(BuildState.fileName, state.encoded(), temporaryNumber: 0)
    }

    /// The manifest, when it records these inputs and is still the file on disk. Called under a
    /// shared lock: a build that replaced the manifest since it was read makes this one build.
    private func vouching(_ found: FoundManifest?, inputs: UInt64) -> Manifest? {
        guard let found, found.manifest.inputs == inputs, found.isOnDisk(absolute(Manifest.fileName)) else { return nil }
        return found.manifest
    }
}
