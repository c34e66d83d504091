import TourBookSystem

/// Writes a build into the output folder so that:
/// - a file whose bytes did not change is not rewritten (its mtime stays, rsync and CDNs see nothing);
/// - every file is written whole before it has its name (a file with no name yet, or a temporary
///   file in its own folder, renamed into place), so a build killed at any instant leaves each
///   file old or new, never truncated;
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
/// Everything a write changes is decided first, before anything is touched (`WritePlan`, from the
/// build's files, the manifest and what is on disk), then carried out in that order (`carryOut`).
///
/// Files made late (`OutputFile.isMadeLate`) are made where they are needed: to compare with what
/// is on disk, or when they are written; a new one is made once, while it is written.
public struct OutputWriter: Sendable {
    /// The output folder as the user named it; used as is for system calls and messages.
    public let directory: String
    public let force: Bool
    /// Kept across writes by `watch`; nil for a one-shot build, which compares every byte.
    package let memory: WrittenFiles?
    /// A file is written with no name and named once whole (`FileDescriptor.openUnnamed`), and a
    /// new twin is linked straight at its name, where the file system allows; false puts each
    /// under a temporary name renamed into place, as where it does not.
    package var namesNewFilesDirectly = true

    public init(directory: String, force: Bool = false, memory: WrittenFiles? = nil) {
        var trimmed = directory.isEmpty ? "." : directory
        while trimmed.utf8.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.directory = trimmed
        self.force = force
        self.memory = memory
    }

    /// Checked before rendering anything: the output path must be a folder (or not exist yet),
    /// writable, and either empty, ours (with a readable manifest), or `force` must be set.
    public func preflight() throws(OutputError) { _ = try readFolder() }

    /// `preflight`, returning the manifest it read for the rest of the build: nil when the
    /// folder does not exist yet.
    package func readFolder() throws(OutputError) -> FoundManifest? {
        let found: FileInfo?
        do throws(Errno) { found = try FileSystem.infoIfPresent(directory) } catch { throw ioError(nil, "can't look at the output folder", error) }
        guard let info = found else { return nil }
        guard info.kind == .directory else { throw notAFolder() }
        return try inspect()
    }

    /// Writes this build's files. `scope`: the top-level folders (role ids) this build owns; only
    /// manifest entries under them are removed when this build no longer makes them. nil: all.
    /// `inputs`: the fingerprint of what the files were made from (`BuildInputs`), recorded in the
    /// manifest once every file is in place, so an identical next build can skip the work.
    public func write(_ files: [OutputFile], scope: Set<String>?, inputs: UInt64? = nil) throws(OutputError) -> WriteSummary {
        try write(files, scope: scope, inputs: inputs, stoppingAfter: nil)
    }

    /// Where a test may stop a write, as a kill would.
    package enum Stage { case intentManifest, pages }

    package func write(_ files: [OutputFile], scope: Set<String>?, inputs: UInt64? = nil, stoppingAfter stop: Stage?) throws(OutputError) -> WriteSummary {
        try write(files, scope: scope, inputs: inputs, found: nil, stoppingAfter: stop).summary
    }

    /// What a write did, and the manifest it left.
    package struct Outcome {
        package var summary: WriteSummary
        package var manifest: Manifest
        /// The files written (new or changed bytes), in the order of the build's files.
        package var written: [String] = []
    }

    /// `found`: the manifest `readFolder` read, used as is while it is still the file on disk.
    /// `record`: the build's record (`BuildRecord`), written with its files.
    package func write(_ files: [OutputFile], scope: Set<String>?, inputs: UInt64?, found: FoundManifest?, record: RecordUpdate? = nil,
               stoppingAfter stop: Stage? = nil) throws(OutputError) -> Outcome {
        let targets = try WriteTargets(files, display: display)
        try ensureFolder()
        let lock = try lockFolder()
        defer { lock.release() }
        // Read under the lock unless preflight's copy is provably the same file: a build that
        // ran in between must not have its files forgotten.
        let existing = try current(found)
        removeTemporaries(targets, old: existing.manifest)
        let plan = try plan(targets, old: existing.manifest, scope: scope)
        return try carryOut(plan, manifestBytes: existing.raw, inputs: inputs, record: record, stoppingAfter: stop)
    }

    // MARK: Helpers

    package func display(_ relative: String) -> String { directory == "/" ? "/" + relative : directory + "/" + relative }
    package func absolute(_ relative: String) -> String { display(relative) }

    /// The one place a failed system call becomes an `OutputError`: what was being done, the
    /// system's wording (strerror) and advice that fits the error.
    func ioError(_ relative: String?, _ what: String, _ error: Errno) -> OutputError {
        OutputError(.io, path: relative.map(display) ?? directory, reason: "\(what) (\(error))",
                    advice: error == .noSpace ? "free some disk space and build again" : "fix the problem and build again")
    }
}
