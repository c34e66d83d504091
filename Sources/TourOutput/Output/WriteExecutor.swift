import TourBookSystem

/// How writing one file turned out: its hash and size, or why it failed.
struct Written {
    var hash: UInt64
    var size: Int
    var failure: String?
    /// The failure is the file's rendering, not the system's.
    var rendering = false
}

extension OutputWriter {
    /// Carries out a plan in the order that keeps a killed build safe: the intent manifest, then
    /// early removals, folders and the changed files, then stale files and emptied folders, then
    /// the record (`record`), then the final manifest. `manifestBytes`: the manifest file as found (nil: none), so an
    /// unchanged manifest is not rewritten.
    func carryOut(_ plan: WritePlan, manifestBytes: [UInt8]?, inputs: UInt64?, record: RecordUpdate?, stoppingAfter stop: Stage?) throws(OutputError) -> Outcome {
        var manifestBytes = manifestBytes
        let count = plan.targets.files.count
        try saveManifest(plan.intent, current: &manifestBytes, temporaryNumber: count)
        var summary = WriteSummary()
        if stop == .intentManifest { return Outcome(summary: summary, manifest: plan.intent) }
        summary.removed += try removeEarly(plan.earlyRemovals)
        try createFolders(plan.foldersToCreate)
        var (final, hashes) = try writeFiles(plan)
        let indexesWritten = try writeIndexes(plan, hashes: &hashes, into: &final)
        if let memory {
            // Every target's entry is this write's, or none: an older one is never left for a file this build touched.
            let fresh = stamps(plan, hashes: hashes, written: Set(plan.toWrite + indexesWritten))
            let unstamped = plan.targets.files.map(\.path).filter { fresh[$0] == nil }
            memory.update(with: fresh, removed: plan.stale + plan.earlyRemovals + unstamped)
        }
        summary.written = plan.toWrite.count + indexesWritten.count
        summary.unchanged = count - summary.written
        if stop == .pages { return Outcome(summary: summary, manifest: final) }
        for path in plan.earlyRemovals { final.files[path] = nil }
        var problem = FirstProblem()
        summary.removed += removeStale(plan.stale, from: &final, problem: &problem)
        removeEmptied(plan.foldersToRemove, from: &final)
        // Inputs are recorded only for a build that did all it had to: one that could not remove a
        // stale file must not look up to date next time, or the file would never be retried.
        if problem.isEmpty { final.inputs = inputs }
        // The record before the manifest that says the build is complete: a build that looks up
        // to date always left its record.
        if let record { try saveRecord(record, temporaryNumber: count + 2) }
        try saveManifest(final, current: &manifestBytes, temporaryNumber: count + 1)
        memory?.lastManifest = manifestBytes.map { bytes in
            FoundManifest(manifest: final, raw: bytes, stamp: FileStamp(path: absolute(Manifest.fileName), followingLinks: false))
        }
        try problem.throwIfAny()
        return Outcome(summary: summary, manifest: final, written: (plan.toWrite + indexesWritten).sorted().map { plan.targets.files[$0].path })
    }

    private func removeEarly(_ paths: [String]) throws(OutputError) -> Int {
        for path in paths {
            do throws(Errno) { try FileSystem.remove(file: absolute(path)) } catch {
                guard error == .noSuchFileOrDirectory else { throw ioError(path, "can't remove this file of an earlier build", error) }
            }
        }
        return paths.count
    }

    private func createFolders(_ folders: [String]) throws(OutputError) {
        for folder in folders {
            do throws(Errno) { try FileSystem.makeDirectory(absolute(folder)) } catch {
                guard error == .fileExists, FileSystem.isDirectory(absolute(folder)) else {
                    throw ioError(folder, "can't create the folder", error)
                }
            }
        }
    }

    /// Writes the changed files on all cores, then links their twins; returns the intent manifest
    /// with the entries of the files written and every file's hash (nil for indexes), and throws
    /// the first failure once all are done.
    private func writeFiles(_ plan: WritePlan) throws(OutputError) -> (Manifest, [UInt64?]) {
        let outcome = writeOutcomes(plan)
        var manifest = plan.intent
        var hashes = plan.checks.map(\.hash)
        var problem = FirstProblem()
        for i in plan.toWrite {
            let path = plan.targets.files[i].path
            let written = outcome[i]!
            guard let failure = written.failure else {
                hashes[i] = written.hash
                manifest.files[path] = Manifest.Entry(size: written.size, hash: written.hash)
                continue
            }
            problem.note(path, OutputError(written.rendering ? .rendering : .io, path: display(path), reason: failure,
                                           advice: "files already written are complete; fix the problem and build again"))
        }
        try problem.throwIfAny()
        return (manifest, hashes)
    }

    /// Makes each index from the final hashes of the files it lists, once they are all in place,
    /// and writes it when its bytes changed. Returns the indexes written.
    private func writeIndexes(_ plan: WritePlan, hashes: inout [UInt64?], into manifest: inout Manifest) throws(OutputError) -> [Int] {
        var written: [Int] = []
        for i in plan.indexes {
            let file = plan.targets.files[i]
            var entries: [IndexEntry] = []
            for listed in file.listed ?? [] {
                guard let p = plan.targets.index[listed.path], let hash = hashes[p] else {
                    throw OutputError(.badPath, path: display(file.path), reason: "it lists \(listed.path), which this build did not write",
                                      advice: "this is a bug in tourbook; please report it")
                }
                entries.append(IndexEntry(path: listed.path, hash: hash))
            }
            let bytes: [UInt8]
            do { bytes = try file.contents(listing: entries) } catch {
                throw OutputError(.rendering, path: display(file.path), reason: "making it failed: \(error)",
                                  advice: "files already written are complete; fix the problem and build again")
            }
            let made = check(OutputFile(path: file.path, bytes: bytes), known: plan.old.files[file.path], parentMissing: false)
            let hash = made.hash ?? ContentHash.xxh64(bytes)
            hashes[i] = hash
            manifest.files[file.path] = Manifest.Entry(size: bytes.count, hash: hash)
            switch made.action {
            case .unchanged: continue
            case .write, .foreign: break  // a file not ours was refused in the plan unless forced
            case .folderInTheWay:
                throw OutputError(.inTheWay, path: display(file.path), reason: "a folder appeared where this build writes a file",
                                  advice: "files already written are complete; move the folder away and build again")
            case .failed(let reason), .unrenderable(let reason):
                throw OutputError(.io, path: display(file.path), reason: reason, advice: "files already written are complete; fix the problem and build again")
            }
            if let failure = writeAtomically(file.path, bytes, temporaryNumber: i) {
                throw OutputError(.io, path: display(file.path), reason: failure, advice: "files already written are complete; fix the problem and build again")
            }
            written.append(i)
        }
        return written
    }

    private func writeOutcomes(_ plan: WritePlan) -> [Int: Written] {
        let (files, checks) = (plan.targets.files, plan.checks)
        var outcome: [Int: Written] = [:]
        let first = plan.toWrite.filter { plan.twinOf[$0] == nil }
        Self.inEachFolder(first, of: files, into: &outcome) { i in make(i, plan) }
        let twins = plan.toWrite.filter { plan.twinOf[$0] != nil }
        Self.inEachFolder(twins, of: files, into: &outcome) { [outcome] i in
            let p = plan.twinOf[i]!
            let original = outcome[p] ?? checks[p].hash.map { Written(hash: $0, size: checks[p].size ?? 0, failure: nil) }
            guard let original, original.failure == nil else { return make(i, plan) }
            switch linkAtomically(files[p].path, files[i].path, temporaryNumber: i) {
            case .linked: return Written(hash: original.hash, size: original.size, failure: nil)
            case .unsupported: return make(i, plan)
            case .failed(let reason): return Written(hash: 0, size: 0, failure: reason)
            }
        }
        return outcome
    }

    /// Writes the files at `indices` on every core, a folder at a time on each, largest folder
    /// first: creating or renaming a file locks its folder, so two cores writing into one folder
    /// mostly wait for each other (a fifth of an empty build's CPU was spent so).
    private static func inEachFolder(_ indices: [Int], of files: [OutputFile], into outcome: inout [Int: Written],
                                     _ write: @Sendable (Int) -> Written) {
        var groups: [Substring: [Int]] = [:]
        for i in indices {
            let path = files[i].path
            groups[path[..<(path.lastIndex(of: "/") ?? path.startIndex)], default: []].append(i)
        }
        let folders = groups.values.sorted { ($0.count, $1[0]) > ($1.count, $0[0]) }
        let written: [[Written]] = Parallel.map(count: folders.count) { f in folders[f].map(write) }
        for (folder, results) in zip(folders, written) {
            for (i, result) in zip(folder, results) { outcome[i] = result }
        }
    }

    /// Makes file `i` if it is made late and was not made to compare it, and writes it.
    private func make(_ i: Int, _ plan: WritePlan) -> Written {
        let file = plan.targets.files[i]
        let bytes: [UInt8]
        if let made = plan.checks[i].made {
            bytes = made
        } else {
            do { bytes = try file.contents() } catch { return Written(hash: 0, size: 0, failure: "rendering it failed: \(error)", rendering: true) }
        }
        let hash = plan.checks[i].hash ?? ContentHash.xxh64(bytes)
        return Written(hash: hash, size: bytes.count, failure: writeAtomically(file.path, bytes, temporaryNumber: i))
    }

    /// What is on disk now, for `watch`: the files just written, and those found unchanged.
    /// A file left unchanged keeps the stamp it was checked with, unless it has other names or
    /// a twin written now was linked to it: a name given or taken changes its change time.
    private func stamps(_ plan: WritePlan, hashes: [UInt64?], written: Set<Int>) -> [String: WrittenFiles.Stamp] {
        let files = plan.targets.files
        let originals = Set(plan.twinOf.values)
        let stamps: [WrittenFiles.Stamp?] = Parallel.map(count: files.count) { i in
            if !written.contains(i), let stamp = plan.checks[i].stamp, !plan.checks[i].linked, !originals.contains(i) { return stamp }
            guard let hash = hashes[i] ?? plan.checks[i].stamp?.hash,
                  let info = try? FileSystem.info(absolute(files[i].path), followingLinks: false) else { return nil }
            return WrittenFiles.Stamp(hash: hash, info, key: files[i].key)
        }
        var byPath: [String: WrittenFiles.Stamp] = [:]
        for (i, stamp) in stamps.enumerated() { if let stamp { byPath[files[i].path] = stamp } }
        return byPath
    }

    /// Removes files of an earlier build; one already gone, or replaced by someone's folder, is
    /// dropped from the manifest too. Returns how many were removed.
    private func removeStale(_ stale: [String], from final: inout Manifest, problem: inout FirstProblem) -> Int {
        var removed = 0
        for path in stale {
            let info: FileInfo
            do throws(Errno) { info = try FileSystem.info(absolute(path), followingLinks: false) } catch {
                if error == .noSuchFileOrDirectory || error == .notDirectory { final.files[path] = nil } else { problem.note(path, ioError(path, "can't look at this file of an earlier build", error)) }
                continue
            }
            if info.kind == .directory { final.files[path] = nil; continue } // someone put a folder there: not ours
            do throws(Errno) {
                try FileSystem.remove(file: absolute(path))
                removed += 1
                final.files[path] = nil
            } catch {
                if error == .noSuchFileOrDirectory { final.files[path] = nil } else { problem.note(path, ioError(path, "can't remove this file of an earlier build", error)) }
            }
        }
        return removed
    }

    private func removeEmptied(_ folders: [String], from final: inout Manifest) {
        for folder in folders {
            do throws(Errno) { try FileSystem.removeDirectory(absolute(folder)) } catch {
                // `.directoryNotEmpty`/`.fileExists`: something not ours is inside; the folder
                // stays, and stays listed.
                if error != .noSuchFileOrDirectory && error != .notDirectory { continue }
            }
            final.folders.remove(folder) // removed, gone, or no longer a folder
        }
    }
}
