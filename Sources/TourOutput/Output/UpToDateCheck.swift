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
    package func upToDate(inputs: UInt64, scope: Set<String>?, found: FoundManifest?) -> Int? {
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
        let intact = Parallel.map(count: files.count) { i in ContentHash.ofFile(absolute(files[i].path)) == files[i].hash }
        return intact.allSatisfy { $0 } ? entries.count : nil
    }
}

extension OutputWriter {
    /// The manifest, when it records these inputs and is still the file on disk. Called under a
    /// shared lock: a build that replaced the manifest since it was read makes this one build.
    package func vouching(_ found: FoundManifest?, inputs: UInt64) -> Manifest? {
        guard let found, found.manifest.inputs == inputs, found.isOnDisk(absolute(Manifest.fileName)) else { return nil }
        return found.manifest
    }
}
