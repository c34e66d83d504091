import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a build into the output folder so that:
/// - a file whose bytes did not change is not rewritten (its mtime stays, rsync and CDNs see nothing);
/// - every file is written to a temporary file in its own folder and renamed into place, so a
///   build killed at any instant leaves each file old or new, never truncated;
/// - what the generator made is listed in `.tourbook-manifest.json`; only those files are ever
///   replaced without asking or removed, and only folders it created are ever removed;
/// - a folder that holds files but no manifest is refused unless `force` is set.
///
/// Order of a write: check paths → lock the folder → remove leftover temporary files → look at
/// every target (nothing is changed until all of them are fine) → write the manifest with the
/// union of old and new entries (a build killed from here on still knows its files) → create
/// folders and write changed files on all cores → remove stale files and emptied folders → write
/// the final manifest.
///
/// Files made late (`OutputFile.isMadeLate`) are made where they are needed: to compare with what
/// is on disk, or when they are written; a new one is made once, while it is written.
public struct OutputWriter: Sendable {
    /// The output folder as the user named it; used as is for system calls and messages.
    public let directory: String
    public let force: Bool
    /// Kept across writes by `watch`; nil for a one-shot build, which compares every byte.
    let memory: WrittenFiles?

    public init(directory: String, force: Bool = false, memory: WrittenFiles? = nil) {
        var trimmed = directory.isEmpty ? "." : directory
        while trimmed.utf8.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.directory = trimmed
        self.force = force
        self.memory = memory
    }

    /// Checked before rendering anything: the output path must be a folder (or not exist yet),
    /// writable, and either empty, ours (with a readable manifest), or `force` must be set.
    public func preflight() throws(OutputError) {
        var info = stat()
        if stat(directory, &info) != 0 {
            let code = errno
            if code == ENOENT { return }
            throw ioError(nil, "can't look at the output folder", code)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw notAFolder() }
        _ = try inspect()
    }

    /// Writes this build's files. `scope`: the top-level folders (role ids) this build owns; only
    /// manifest entries under them are removed when this build no longer makes them. nil: all.
    /// `inputs`: the fingerprint of what the files were made from (`BuildInputs`), recorded in the
    /// manifest once every file is in place, so an identical next build can skip the work.
    public func write(_ files: [OutputFile], scope: Set<String>?, inputs: UInt64? = nil) throws(OutputError) -> WriteSummary {
        try write(files, scope: scope, inputs: inputs, stoppingAfter: nil)
    }

    /// Where a test may stop a write, as a kill would.
    enum Stage { case intentManifest, pages }

    func write(_ files: [OutputFile], scope: Set<String>?, inputs: UInt64? = nil, stoppingAfter stop: Stage?) throws(OutputError) -> WriteSummary {
        // 1. Paths: a bad one is a bug in the caller; nothing is touched.
        var index: [String: Int] = [:]
        index.reserveCapacity(files.count)
        var parents: Set<String> = []
        for (i, file) in files.enumerated() {
            if let problem = OutputPath.problem(file.path) {
                throw OutputError(.badPath, path: display(file.path), reason: problem, advice: "this is a bug in tourbook; please report it")
            }
            if index.updateValue(i, forKey: file.path) != nil {
                throw OutputError(.badPath, path: display(file.path), reason: "two files of this build have this path", advice: "this is a bug in tourbook; please report it")
            }
            if let parent = OutputPath.parent(file.path) { parents.insert(parent) }
        }
        var usedFolders: Set<String> = []
        for parent in parents { usedFolders.formUnion(OutputPath.folderChain(parent)) }
        if let clash = usedFolders.filter({ index[$0] != nil }).min(by: OutputPath.precedes) {
            throw OutputError(.badPath, path: display(clash), reason: "this build makes both a file and a folder with this path", advice: "this is a bug in tourbook; please report it")
        }

        func inScope(_ path: String) -> Bool { scope.map { $0.contains(String(OutputPath.topLevel(path))) } ?? true }

        // 2. The folder: created if missing, locked against a second build, manifest read.
        try ensureFolder()
        let lock = try lockFolder()
        defer { close(lock) }
        let existing = try inspect()
        let old = existing.manifest
        var manifestBytes = existing.raw

        // 3. Temporary files left by a killed build (the lock says no build is running now).
        var scan: Set<String> = [""]
        scan.formUnion(old.folders)
        scan.formUnion(parents)
        for path in old.files.keys { if let parent = OutputPath.parent(path) { scan.insert(parent) } }
        for folder in scan.sorted(by: OutputPath.precedes) { removeTemporaries(in: folder) }

        // 4. Folders: which are missing, and is anything in the way?
        var toCreate: [String] = []
        var missing: Set<String> = []
        var earlyRemovals: [String] = []
        for folder in usedFolders.sorted(by: OutputPath.precedes) {
            if let parent = OutputPath.parent(folder), missing.contains(parent) {
                missing.insert(folder); toCreate.append(folder); continue
            }
            var info = stat()
            if lstat(absolute(folder), &info) != 0 {
                let code = errno
                guard code == ENOENT else { throw ioError(folder, "can't look at the folder", code) }
                missing.insert(folder); toCreate.append(folder); continue
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFLNK:
                throw OutputError(.inTheWay, path: display(folder), reason: "this is a link, but tourbook writes only into real folders",
                                  advice: "replace the link with a folder, or remove it")
            default:
                guard old.files[folder] != nil, index[folder] == nil else {
                    throw OutputError(.inTheWay, path: display(folder), reason: "a file tourbook did not make is where this build needs a folder",
                                      advice: "move the file away and build again")
                }
                // A file of an earlier build where a folder is needed now: it goes first.
                earlyRemovals.append(folder)
                missing.insert(folder); toCreate.append(folder)
            }
        }

        // 5. Look at every target on all cores: unchanged, to write, or in the way.
        let plans = Parallel.map(count: files.count) { i in
            plan(files[i], known: old.files[files[i].path], parentMissing: OutputPath.parent(files[i].path).map(missing.contains) ?? false)
        }
        var foreign: [String] = []
        var problem: (path: String, error: OutputError)?
        func note(_ path: String, _ error: OutputError) {
            if problem == nil || OutputPath.precedes(path, problem!.path) { problem = (path, error) }
        }
        for (i, plan) in plans.enumerated() {
            let path = files[i].path
            switch plan.action {
            case .write, .unchanged: break
            case .foreign: if force { break } else { foreign.append(path) }
            case .folderInTheWay:
                note(path, OutputError(.inTheWay, path: display(path), reason: "a folder is where this build writes a file",
                                       advice: "move the folder away and build again"))
            case .failed(let reason):
                note(path, OutputError(.io, path: display(path), reason: reason, advice: "nothing was written; fix the problem and build again"))
            }
        }
        if let problem { throw problem.error }
        if !foreign.isEmpty {
            foreign.sort(by: OutputPath.precedes)
            let listed = foreign.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (foreign.count > 3 ? " and \(foreign.count - 3) more" : "")
            throw OutputError(.inTheWay, path: display(foreign[0]),
                              reason: "\(foreign.count == 1 ? "a file" : "\(foreign.count) files") that tourbook did not make would be overwritten (\(listed)); nothing was written",
                              advice: "move them away, or build with --force to replace them")
        }

        // 6. The intent manifest: everything old plus everything this build may create. A file
        // made late and not made yet has no hash so far (0: the next build compares it anyway).
        var intent = old
        // The recorded inputs stand for the files on disk only while nothing is being changed.
        let changesFiles = !earlyRemovals.isEmpty || plans.contains { $0.action != .unchanged }
            || old.files.keys.contains { index[$0] == nil && inScope($0) }
        if changesFiles { intent.inputs = nil }
        for (i, file) in files.enumerated() {
            intent.files[file.path] = Manifest.Entry(size: plans[i].size ?? 0, hash: plans[i].hash ?? 0)
        }
        intent.folders.formUnion(toCreate)
        try saveManifest(intent, current: &manifestBytes, temporaryNumber: files.count)
        var summary = WriteSummary()
        if stop == .intentManifest { return summary }

        // 7. Folders, then the changed files on all cores.
        for path in earlyRemovals {
            guard unlink(absolute(path)) == 0 || errno == ENOENT else { throw ioError(path, "can't remove this file of an earlier build", errno) }
            summary.removed += 1
        }
        for folder in toCreate where mkdir(absolute(folder), 0o755) != 0 {
            let code = errno
            var info = stat()
            guard code == EEXIST, stat(absolute(folder), &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw ioError(folder, "can't create the folder", code)
            }
        }
        let toWrite = plans.indices.filter { if case .unchanged = plans[$0].action { false } else { true } }
        // A file whose bytes equal another's by construction (`OutputFile.sameAs`) is linked to
        // that one once it is in place, instead of being made and written a second time.
        var twinOf: [Int: Int] = [:]
        for i in toWrite {
            if let other = files[i].sameAs, let p = index[other], files[p].sameAs == nil { twinOf[i] = p }
        }
        let first = toWrite.filter { twinOf[$0] == nil }
        let firstOutcomes: [Written] = Parallel.map(count: first.count) { k in make(first[k]) }
        var outcome: [Int: Written] = [:]
        for (k, i) in first.enumerated() { outcome[i] = firstOutcomes[k] }
        let twins = toWrite.filter { twinOf[$0] != nil }
        let twinOutcomes: [Written] = Parallel.map(count: twins.count) { k in
            let (i, p) = (twins[k], twinOf[twins[k]]!)
            let original = outcome[p] ?? plans[p].hash.map { Written(hash: $0, size: plans[p].size ?? 0, failure: nil) }
            guard let original, original.failure == nil else { return make(i) }
            switch linkAtomically(files[p].path, files[i].path, temporaryNumber: i) {
            case .linked: return Written(hash: original.hash, size: original.size, failure: nil)
            case .unsupported: return make(i)
            case .failed(let reason): return Written(hash: 0, size: 0, failure: reason)
            }
        }
        for (k, i) in twins.enumerated() { outcome[i] = twinOutcomes[k] }
        func make(_ i: Int) -> Written {
            let bytes: [UInt8]
            if let made = plans[i].made {
                bytes = made
            } else {
                do { bytes = try files[i].contents() } catch { return Written(hash: 0, size: 0, failure: "rendering it failed: \(error)") }
            }
            let hash = plans[i].hash ?? ContentHash.xxh64(bytes)
            return Written(hash: hash, size: bytes.count, failure: writeAtomically(files[i].path, bytes, temporaryNumber: i))
        }
        var hashes = plans.map(\.hash)
        for i in toWrite {
            let written = outcome[i]!
            guard let failure = written.failure else {
                hashes[i] = written.hash
                intent.files[files[i].path] = Manifest.Entry(size: written.size, hash: written.hash)
                continue
            }
            note(files[i].path, OutputError(.io, path: display(files[i].path), reason: failure,
                                            advice: "files already written are complete; fix the problem and build again"))
        }
        if let problem { throw problem.error }
        if let memory {
            // Remember what is on disk now: the files just written, and those found unchanged.
            let written = Set(toWrite)
            let stamps: [WrittenFiles.Stamp?] = Parallel.map(count: files.count) { i in
                if !written.contains(i), let stamp = plans[i].stamp { return stamp }
                var info = stat()
                guard let hash = hashes[i], lstat(absolute(files[i].path), &info) == 0 else { return nil }
                return WrittenFiles.Stamp(hash: hash, info)
            }
            var byPath: [String: WrittenFiles.Stamp] = [:]
            for (i, stamp) in stamps.enumerated() { if let stamp { byPath[files[i].path] = stamp } }
            memory.replace(with: byPath)
        }
        summary.written = toWrite.count
        summary.unchanged = files.count - toWrite.count
        if stop == .pages { return summary }

        // 8. Stale files in scope, then emptied folders the generator created.
        var final = intent
        for path in earlyRemovals { final.files[path] = nil }
        let stale = old.files.keys.filter { index[$0] == nil && final.files[$0] != nil && inScope($0) }.sorted(by: OutputPath.precedes)
        for path in stale {
            var info = stat()
            if lstat(absolute(path), &info) != 0 {
                let code = errno
                if code == ENOENT || code == ENOTDIR { final.files[path] = nil } else { note(path, ioError(path, "can't look at this file of an earlier build", code)) }
                continue
            }
            if info.st_mode & S_IFMT == S_IFDIR { final.files[path] = nil; continue } // someone put a folder there: not ours
            if unlink(absolute(path)) == 0 {
                summary.removed += 1
                final.files[path] = nil
            } else {
                let code = errno
                if code == ENOENT { final.files[path] = nil } else { note(path, ioError(path, "can't remove this file of an earlier build", code)) }
            }
        }
        // Children sort after their parents in byte order, so descending order empties bottom-up.
        let candidates = final.folders.filter { !usedFolders.contains($0) && inScope($0) }.sorted { OutputPath.precedes($1, $0) }
        for folder in candidates {
            if rmdir(absolute(folder)) == 0 { final.folders.remove(folder); continue }
            let code = errno
            if code == ENOENT || code == ENOTDIR { final.folders.remove(folder) } // gone, or no longer a folder
            // ENOTEMPTY/EEXIST: something not ours is inside; the folder stays, and stays listed.
        }
        // Inputs are recorded only for a build that did all it had to: one that could not remove a
        // stale file must not look up to date next time, or the file would never be retried.
        if problem == nil { final.inputs = inputs }
        try saveManifest(final, current: &manifestBytes, temporaryNumber: files.count + 1)
        if let problem { throw problem.error }
        return summary
    }

    // MARK: Planning one file

    enum Action: Equatable { case unchanged, write, foreign, folderInTheWay, failed(String) }

    struct Plan {
        /// nil while a file made late has not been made.
        var hash: UInt64?
        var action: Action
        /// For unchanged files: the stat that was verified, for `WrittenFiles`.
        var stamp: WrittenFiles.Stamp? = nil
        /// A file made late that was made to compare it and must be written: its bytes, kept so
        /// they are not made twice.
        var made: [UInt8]? = nil
        var size: Int?

        init(_ bytes: [UInt8]?, hash: UInt64?, action: Action, stamp: WrittenFiles.Stamp? = nil) {
            self.hash = hash
            self.action = action
            self.stamp = stamp
            size = bytes?.count
        }
    }

    struct Written { var hash: UInt64; var size: Int; var failure: String? }

    /// Decides without changing anything. The manifest hash settles "changed" without reading;
    /// "unchanged" is only ever concluded by comparing the bytes on disk, so a page edited by hand
    /// (even to the same size) is put right.
    private func plan(_ file: OutputFile, known: Manifest.Entry?, parentMissing: Bool) -> Plan {
        // Held bytes are hashed now; a file made late is made only if there is a file to compare.
        let held: [UInt8]? = file.isMadeLate ? nil : try? file.contents()
        let heldHash = held.map(ContentHash.xxh64)
        if parentMissing { return Plan(held, hash: heldHash, action: .write) }
        var info = stat()
        if lstat(absolute(file.path), &info) != 0 {
            let code = errno
            if code == ENOENT { return Plan(held, hash: heldHash, action: .write) }
            return Plan(held, hash: heldHash, action: .failed("can't look at the file (\(OutputWriter.describe(code)))"))
        }
        let bytes: [UInt8]
        do { bytes = try held ?? file.contents() } catch {
            return Plan(nil, hash: nil, action: .failed("rendering it failed: \(error)"))
        }
        let hash = heldHash ?? ContentHash.xxh64(bytes)
        var plan: Plan
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if let known, known.hash != hash {
                plan = Plan(bytes, hash: hash, action: .write)
            } else if Int(info.st_size) != bytes.count {
                plan = Plan(bytes, hash: hash, action: known == nil ? .foreign : .write)
            } else if known != nil, let memory, memory.matches(file.path, hash: hash, info) {
                plan = Plan(bytes, hash: hash, action: .unchanged, stamp: WrittenFiles.Stamp(hash: hash, info))
            } else {
                switch OutputWriter.holds(absolute(file.path), bytes) {
                case .success(true): plan = Plan(bytes, hash: hash, action: .unchanged, stamp: WrittenFiles.Stamp(hash: hash, info))
                case .success(false): plan = Plan(bytes, hash: hash, action: known == nil ? .foreign : .write)
                case .failure(let failure):
                    plan = Plan(bytes, hash: hash, action: known == nil ? .failed("can't read the file to compare it (\(failure))") : .write)
                }
            }
        case S_IFDIR: plan = Plan(bytes, hash: hash, action: .folderInTheWay)
        default: plan = Plan(bytes, hash: hash, action: known == nil ? .foreign : .write)
        }
        if file.isMadeLate, plan.action == .write || plan.action == .foreign { plan.made = bytes }
        return plan
    }

    /// Whether the file holds exactly these bytes. The hot path of an unchanged rebuild (every
    /// page, every build), so unlike `WholeFile.read` it fills one unzeroed buffer and compares.
    static func holds(_ path: String, _ expected: [UInt8]) -> Result<Bool, Errno> {
        Result { () throws(Errno) in
            try FileDescriptor.openForReading(path).closeAfter { file throws(Errno) in
                let count = expected.count
                // One byte more than expected, to notice a file that grew since it was looked at.
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count + 1, alignment: 16)
                defer { buffer.deallocate() }
                var filled = 0
                while filled <= count {
                    let n = try file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
                    if n == 0 { break }
                    filled += n
                }
                guard filled == count else { return false }
                guard count > 0 else { return true }
                return expected.withUnsafeBytes { memcmp($0.baseAddress!, buffer.baseAddress!, count) == 0 }
            }
        }
    }

    // MARK: The folder and its manifest

    struct Existing { var manifest: Manifest; var raw: [UInt8]? }

    /// Reads the manifest, or makes sure the folder may be written without one.
    func inspect() throws(OutputError) -> Existing {
        guard access(directory, W_OK | X_OK) == 0 else {
            let code = errno
            if code == ENOENT { return Existing(manifest: Manifest(), raw: nil) }
            throw OutputError(.io, path: directory, reason: "tourbook may not write into this folder (\(OutputWriter.describe(code)))",
                              advice: "check its permissions, or point --output at another folder")
        }
        let path = absolute(Manifest.fileName)
        var info = stat()
        if lstat(path, &info) != 0 {
            let code = errno
            guard code == ENOENT else { throw ioError(Manifest.fileName, "can't look at the manifest", code) }
            if !force, let example = try firstForeignEntry() {
                throw OutputError(.foreignFolder, path: directory,
                                  reason: "this folder is not empty (it holds \"\(example)\") and has no \(Manifest.fileName), so tourbook did not make it; nothing was written",
                                  advice: "check --output, or build with --force to write here anyway (files tourbook does not make are never removed)")
            }
            return Existing(manifest: Manifest(), raw: nil)
        }
        let result: Result<Manifest, ManifestProblem>
        if info.st_mode & S_IFMT != S_IFREG {
            result = .failure(ManifestProblem("it is not a regular file"))
        } else {
            switch Result(catching: { () throws(WholeFile.Failure) in try WholeFile.read(path, limit: 256 * 1_048_576) }) {
            case .success(let bytes):
                switch Manifest.decode(bytes) {
                case .success(let manifest): return Existing(manifest: manifest, raw: bytes)
                case .failure(let problem): result = .failure(problem)
                }
            case .failure(let failure): result = .failure(ManifestProblem("it can't be read (\(failure.reason))"))
            }
        }
        guard case .failure(let problem) = result else { fatalError("unreachable") }
        if force { return Existing(manifest: Manifest(), raw: nil) }
        throw OutputError(.badManifest, path: display(Manifest.fileName),
                          reason: "tourbook's list of the files it made here is damaged: \(problem.message); nothing was written",
                          advice: "if the folder holds only tourbook output, delete the folder and build again; or build with --force to start a new list (files in the old one are then left alone)")
    }

    private func notAFolder() -> OutputError {
        OutputError(.notAFolder, path: directory, reason: "this is a file, not a folder",
                    advice: "point --output at a folder (a missing one is created)")
    }

    private func ensureFolder() throws(OutputError) {
        var info = stat()
        if stat(directory, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw notAFolder() }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputError(.io, path: directory, reason: "can't create the output folder (\(error.localizedDescription))",
                              advice: "check the path and its permissions")
        }
    }

    /// An exclusive lock on the folder itself (no lock file): two builds into one folder at once
    /// would otherwise remove each other's temporary files and race on the manifest.
    private func lockFolder() throws(OutputError) -> Int32 {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw ioError(nil, "can't open the output folder", errno) }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK {
                throw OutputError(.busy, path: directory, reason: "another tourbook build is writing into this folder right now",
                                  advice: "wait for it to finish, then build again")
            }
            throw ioError(nil, "can't lock the output folder", code)
        }
        return fd
    }

    private func saveManifest(_ manifest: Manifest, current: inout [UInt8]?, temporaryNumber: Int) throws(OutputError) {
        let bytes = manifest.encoded()
        if bytes == current { return }
        if let failure = writeAtomically(Manifest.fileName, bytes, temporaryNumber: temporaryNumber) {
            throw OutputError(.io, path: display(Manifest.fileName), reason: failure, advice: "fix the problem and build again")
        }
        current = bytes
    }

    // MARK: Files

    /// Temporary file in the target's folder, written whole, closed, renamed over the target.
    /// Returns why it failed, or nil; a failed attempt leaves no temporary file behind.
    func writeAtomically(_ relative: String, _ bytes: [UInt8], temporaryNumber: Int) -> String? {
        let folder = OutputPath.parent(relative).map(absolute) ?? directory
        let temporary = "\(folder)/\(OutputPath.temporaryPrefix)\(getpid())-\(temporaryNumber)"
        let file: FileDescriptor
        do throws(Errno) { file = try createTemporary(temporary) } catch {
            return "can't create a temporary file next to it (\(error))"
        }
        do throws(Errno) { try file.writeAll(bytes) } catch {
            try? file.close()
            unlink(temporary)
            return "can't write it (\(error))"
        }
        do throws(Errno) { try file.close() } catch {
            unlink(temporary)
            return "can't write it (\(error))"
        }
        if rename(temporary, absolute(relative)) != 0 {
            let code = errno
            unlink(temporary)
            return "can't move it into place (\(OutputWriter.describe(code)))"
        }
        return nil
    }

    /// A new file; one left by a build killed after the same process id's is replaced.
    private func createTemporary(_ path: String) throws(Errno) -> FileDescriptor {
        do throws(Errno) {
            return try FileDescriptor.open(path, O_CREAT | O_EXCL | O_WRONLY, permissions: 0o644)
        } catch {
            guard error.rawValue == EEXIST else { throw error }
            unlink(path)
            return try FileDescriptor.open(path, O_CREAT | O_EXCL | O_WRONLY, permissions: 0o644)
        }
    }

    enum LinkResult { case linked, unsupported, failed(String) }

    /// A hard link to `original` (a file of this build, already in place) under a temporary
    /// name next to `relative`, renamed over it: the same atomic replacement as a written file.
    /// `.unsupported` when the file system has no hard links here (the caller writes instead).
    func linkAtomically(_ original: String, _ relative: String, temporaryNumber: Int) -> LinkResult {
        let folder = OutputPath.parent(relative).map(absolute) ?? directory
        let temporary = "\(folder)/\(OutputPath.temporaryPrefix)\(getpid())-\(temporaryNumber)"
        unlink(temporary)
        if link(absolute(original), temporary) != 0 {
            let code = errno
            switch code {
            case EXDEV, EPERM, EMLINK, ENOTSUP, EOPNOTSUPP, ENOSYS: return .unsupported
            default: return .failed("can't link it to \(original) (\(OutputWriter.describe(code)))")
            }
        }
        if rename(temporary, absolute(relative)) != 0 {
            let code = errno
            unlink(temporary)
            return .failed("can't move it into place (\(OutputWriter.describe(code)))")
        }
        return .linked
    }

    /// Removes `.tourbook-tmp-*` files from a folder ("" is the output folder); a missing folder is fine.
    private func removeTemporaries(in folder: String) {
        let path = folder.isEmpty ? directory : absolute(folder)
        for name in OutputWriter.names(in: path) where OutputPath.isTemporary(name) {
            unlink(path + "/" + name)
        }
    }

    /// The first name in the output folder that is not a leftover temporary file of ours.
    private func firstForeignEntry() throws(OutputError) -> String? {
        OutputWriter.names(in: directory).filter { !OutputPath.isTemporary($0) }.min(by: OutputPath.precedes)
    }

    static func names(in path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    // MARK: Helpers

    func display(_ relative: String) -> String { directory == "/" ? "/" + relative : directory + "/" + relative }
    func absolute(_ relative: String) -> String { display(relative) }

    private func ioError(_ relative: String?, _ what: String, _ code: Int32) -> OutputError {
        OutputError(.io, path: relative.map(display) ?? directory, reason: "\(what) (\(OutputWriter.describe(code)))",
                    advice: code == ENOSPC ? "free some disk space and build again" : "fix the problem and build again")
    }

    static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
