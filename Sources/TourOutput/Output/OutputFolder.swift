import Foundation
import TourBookSystem

extension OutputWriter {
    /// The manifest as read from the folder (empty, with no bytes, when there is none), and the
    /// stamp of its file: a later step can tell it is still the file on disk without reading it.
    package struct FoundManifest {
        package var manifest: Manifest
        package var raw: [UInt8]?
        var stamp: FileStamp?

        static let none = FoundManifest(manifest: Manifest(), raw: nil, stamp: nil)
    }

    /// `found` while it is still the manifest on disk; otherwise the manifest read anew. Every
    /// change to the manifest renames a new file into place, so its stamp changes.
    func current(_ found: FoundManifest?) throws(OutputError) -> FoundManifest {
        if let found, found.isOnDisk(absolute(Manifest.fileName)) { return found }
        return try inspect()
    }

    /// Reads the manifest, or makes sure the folder may be written without one.
    func inspect() throws(OutputError) -> FoundManifest {
        do throws(Errno) { try FileSystem.checkAccess(directory, .makeFiles) } catch {
            if error == .noSuchFileOrDirectory { return .none }
            throw OutputError(.io, path: directory, reason: "tourbook may not write into this folder (\(error))",
                              advice: "check its permissions, or point --output at another folder")
        }
        let path = absolute(Manifest.fileName)
        if let known = memory?.lastManifest, known.isOnDisk(path) { return known }
        let found: FileInfo?
        do throws(Errno) { found = try FileSystem.infoIfPresent(path, followingLinks: false) } catch {
            throw ioError(Manifest.fileName, "can't look at the manifest", error)
        }
        guard let info = found else {
            if !force, let example = try firstForeignEntry() {
                throw OutputError(.foreignFolder, path: directory,
                                  reason: "this folder is not empty (it holds \"\(example)\") and has no \(Manifest.fileName), so tourbook did not make it; nothing was written",
                                  advice: "check --output, or build with --force to write here anyway (files tourbook does not make are never removed)")
            }
            return .none
        }
        let result: Result<Manifest, ManifestProblem>
        if info.kind != .file {
            result = .failure(ManifestProblem("it is not a regular file"))
        } else {
            switch Result(catching: { () throws(WholeFile.Failure) in try WholeFile.read(path, limit: 256 * 1_048_576) }) {
            case .success(let bytes):
                switch Manifest.decode(bytes) {
                case .success(let manifest): return FoundManifest(manifest: manifest, raw: bytes, stamp: FileStamp(info))
                case .failure(let problem): result = .failure(problem)
                }
            case .failure(let failure): result = .failure(ManifestProblem("it can't be read (\(failure.reason))"))
            }
        }
        guard case .failure(let problem) = result else { fatalError("unreachable") }
        if force { return .none }
        throw OutputError(.badManifest, path: display(Manifest.fileName),
                          reason: "tourbook's list of the files it made here is damaged: \(problem.message); nothing was written",
                          advice: "if the folder holds only tourbook output, delete the folder and build again; or build with --force to start a new list (files in the old one are then left alone)")
    }

    func notAFolder() -> OutputError {
        OutputError(.notAFolder, path: directory, reason: "this is a file, not a folder",
                    advice: "point --output at a folder (a missing one is created)")
    }

    func ensureFolder() throws(OutputError) {
        if let info = try? FileSystem.info(directory) {
            guard info.kind == .directory else { throw notAFolder() }
            return
        }
        // FileManager rather than FileSystem.makeDirectories: its wording of a failure is what
        // users see here.
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputError(.io, path: directory, reason: "can't create the output folder (\(error.localizedDescription))",
                              advice: "check the path and its permissions")
        }
    }

    /// An exclusive lock on the folder itself (no lock file): two builds into one folder at once
    /// would otherwise remove each other's temporary files and race on the manifest.
    /// Held until it is released.
    func lockFolder() throws(OutputError) -> FileLock {
        let lock: FileLock?
        do throws(Errno) { lock = try FileLock.tryAcquire(.exclusive, on: directory) } catch {
            throw ioError(nil, "can't lock the output folder", error)
        }
        guard let lock else {
            throw OutputError(.busy, path: directory, reason: "another tourbook build is writing into this folder right now",
                              advice: "wait for it to finish, then build again")
        }
        return lock
    }

    /// Removes the temporary files a killed build may have left wherever this build or the last
    /// one wrote. Only under the lock, which says no build is running now.
    func removeTemporaries(_ targets: WriteTargets, old: Manifest) {
        var scan: Set<String> = [""]
        scan.formUnion(old.folders)
        scan.formUnion(targets.parents)
        for path in old.files.keys { if let parent = OutputPath.parent(path) { scan.insert(parent) } }
        for folder in scan.sorted(by: OutputPath.precedes) { removeTemporaries(in: folder) }
    }

    /// Removes `.tourbook-tmp-*` files from a folder ("" is the output folder); a missing folder is fine.
    private func removeTemporaries(in folder: String) {
        let path = folder.isEmpty ? directory : absolute(folder)
        for name in OutputWriter.names(in: path) where OutputPath.isTemporary(name) {
            try? FileSystem.remove(file: path + "/" + name)
        }
    }

    /// Removes what a killed build left at the folder's top where the build that made it has
    /// ended: a build saves its state and pieces there after its write, so one killed then
    /// leaves a folder that is up to date but for a temporary file. A build that finds the folder
    /// up to date writes nothing and takes no lock, so it leaves a running build's files alone.
    package func removeTemporariesOfEndedBuilds() {
        for name in OutputWriter.names(in: directory) {
            guard let owner = OutputPath.temporaryOwner(name), !CurrentProcess.isRunning(owner) else { continue }
            try? FileSystem.remove(file: directory + "/" + name)
        }
    }

    /// The first name in the output folder that is not a leftover temporary file of ours.
    private func firstForeignEntry() throws(OutputError) -> String? {
        OutputWriter.names(in: directory).filter { !OutputPath.isTemporary($0) }.min(by: OutputPath.precedes)
    }

    /// The names in a folder, in the file system's order; none when it can't be read.
    package static func names(in path: String) -> [String] {
        (try? FileSystem.entries(ofDirectory: path)) ?? []
    }
}

extension OutputWriter.FoundManifest {
    /// Whether this was read from the file now at `path`.
    func isOnDisk(_ path: String) -> Bool {
        guard raw != nil, let stamp else { return false }
        return FileStamp(path: path, followingLinks: false) == stamp
    }
}
