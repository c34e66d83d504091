import TourBookSystem

extension OutputWriter {
    /// Whether the folder already holds exactly what a build with these inputs makes: the
    /// manifest records the same inputs (`BuildInputs`) and every file it lists in scope is a
    /// regular file with the listed size and hash (read and hashed, so a page edited by hand, even
    /// to the same size and time, is caught). Returns how many files that is, or nil when the
    /// build must run. Nothing is changed either way. `found`: the manifest `readFolder` read.
    package func upToDate(inputs: UInt64, scope: Set<String>?, found: FoundManifest?) -> [String: WrittenFiles.Stamp]? {
        underSharedLock { () -> [String: WrittenFiles.Stamp]? in
            guard let manifest = vouching(found, inputs: inputs) else { return nil }
            return intactFiles(of: manifest, scope: scope)
        }
    }

    /// The files of `manifest` in scope, each intact (regular, of the listed size and hash), with
    /// the stamp it had before it was read (so a write after the read moves it); nil when one is
    /// not intact, or when there are none.
    private func intactFiles(of manifest: Manifest, scope: Set<String>?) -> [String: WrittenFiles.Stamp]? {
        let entries = manifest.files.filter { path, _ in
            scope.map { $0.contains(String(OutputPath.topLevel(path))) } ?? true
        }.map { ($0.key, $0.value) }
        guard !entries.isEmpty else { return nil }
        // Each file once: hard-linked twins (`OutputFile.sameAs`) share their bytes, so one read
        // settles both, when the manifest gives them the same hash.
        var inodes: [UInt64: (path: String, hash: UInt64)] = [:]
        var stamps: [String: WrittenFiles.Stamp] = [:]
        for (relative, entry) in entries {
            guard let info = try? FileSystem.info(absolute(relative), followingLinks: false),
                  info.kind == .file, Int(info.size) == entry.size else { return nil }
            stamps[relative] = WrittenFiles.Stamp(hash: entry.hash, info, key: nil)
            let inode = info.inode
            if let seen = inodes[inode] {
                guard seen.hash == entry.hash else { return nil }
            } else {
                inodes[inode] = (relative, entry.hash)
            }
        }
        let files = Array(inodes.values)
        let intact = Parallel.map(count: files.count) { i in ContentHash.ofFile(absolute(files[i].path)) == files[i].hash }
        return intact.allSatisfy { $0 } ? stamps : nil
    }
}

extension OutputWriter {
    /// `body`'s answer while a shared lock on the folder is held; nil when the folder can't be
    /// opened or a build holds the lock: a build writing right now is not up to date (the build
    /// that follows reports the lock).
    package func underSharedLock<Answer>(_ body: () -> Answer?) -> Answer? {
        guard let lock = try? FileLock.tryAcquire(.shared, on: directory) else { return nil }
        defer { lock.release() }
        return body()
    }

    /// The manifest, when it records these inputs and is still the file on disk. Called under a
    /// shared lock: a build that replaced the manifest since it was read makes this one build.
    package func vouching(_ found: FoundManifest?, inputs: UInt64) -> Manifest? {
        guard let found, found.manifest.inputs == inputs, found.isOnDisk(absolute(Manifest.fileName)) else { return nil }
        return found.manifest
    }
}
