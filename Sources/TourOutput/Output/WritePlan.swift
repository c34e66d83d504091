import TourBookSystem

/// The build's files, checked against each other before anything is touched: a bad path, two
/// files with one path, or a file where another needs a folder is a bug in the caller.
struct WriteTargets {
    let files: [OutputFile]
    /// Each file's position in `files`, by path.
    let index: [String: Int]
    /// The folders that directly hold a file of this build.
    let parents: Set<String>
    /// Every folder this build needs: the parents and the folders above them.
    let folders: Set<String>

    init(_ files: [OutputFile], display: (String) -> String) throws(OutputError) {
        var index: [String: Int] = [:]
        index.reserveCapacity(files.count)
        var parents: Set<String> = []
        for (i, file) in files.enumerated() {
            if let problem = OutputPath.problem(file.path) { throw Self.bug(display(file.path), problem) }
            if index.updateValue(i, forKey: file.path) != nil {
                throw Self.bug(display(file.path), "two files of this build have this path")
            }
            if let parent = OutputPath.parent(file.path) { parents.insert(parent) }
        }
        var folders: Set<String> = []
        for parent in parents { folders.formUnion(OutputPath.folderChain(parent)) }
        if let clash = folders.filter({ index[$0] != nil }).min(by: OutputPath.precedes) {
            throw Self.bug(display(clash), "this build makes both a file and a folder with this path")
        }
        self.files = files
        self.index = index
        self.parents = parents
        self.folders = folders
    }

    private static func bug(_ path: String, _ reason: String) -> OutputError {
        OutputError(.badPath, path: path, reason: reason, advice: "this is a bug in tourbook; please report it")
    }
}

/// Everything a write will change, decided before anything is changed, from the build's files,
/// the manifest as found and what is on disk. `OutputWriter.carryOut` does it in the order that
/// keeps a killed build safe.
struct WritePlan {
    let targets: WriteTargets
    /// What to do with each file, in the order of `targets.files`.
    let checks: [FileCheck]
    /// The manifest as found; empty when there was none.
    let old: Manifest
    /// Files of an earlier build where this build needs a folder: they go before folders are made.
    let earlyRemovals: [String]
    /// Folders to create, parents first.
    let foldersToCreate: [String]
    /// The files to write, by index, in order; indexes are not among them.
    let toWrite: [Int]
    /// The files made from other files' final hashes (`OutputFile.listed`), made and written
    /// (when their bytes changed) once every other file is in place.
    let indexes: [Int]
    /// A file to write → the file whose bytes equal its own by construction (`OutputFile.sameAs`):
    /// it is hard-linked to that one once that one is in place, not made a second time.
    let twinOf: [Int: Int]
    /// Files of an earlier build, in scope, that this build no longer makes.
    let stale: [String]
    /// Folders the generator created, in scope, that this build no longer needs, children first:
    /// removed if they are empty once the stale files are gone.
    let foldersToRemove: [String]
    /// Written before any page: everything old plus everything this build may create, so a build
    /// killed from then on still knows its files.
    let intent: Manifest
}

/// The folders a build needs that are not there yet, and files of an earlier build in their way.
struct FolderPlan {
    var toCreate: [String] = []
    var missing: Set<String> = []
    var earlyRemovals: [String] = []
}

extension OutputWriter {
    /// Looks at the folder and every target; throws, having changed nothing, when something is in
    /// the way. `scope`: the top-level folders this build owns (nil: all).
    func plan(_ targets: WriteTargets, old: Manifest, scope: Set<String>?) throws(OutputError) -> WritePlan {
        let files = targets.files
        let folders = try planFolders(targets, old: old)
        // A twin (`OutputFile.sameAs`) has its original's bytes: it is checked after the
        // originals, with the original's hash, so it is not made a second time to be compared.
        var originalOf: [Int: Int] = [:]
        for i in files.indices {
            if let other = files[i].sameAs, let p = targets.index[other], files[p].sameAs == nil { originalOf[i] = p }
        }
        func check(_ i: Int, original: FileCheck?) -> FileCheck {
            let (path, known) = (files[i].path, old.files[files[i].path])
            let parentMissing = OutputPath.parent(path).map(folders.missing.contains) ?? false
            return files[i].listed == nil ? self.check(files[i], known: known, parentMissing: parentMissing, original: original)
                                          : checkPlace(path, known: known, parentMissing: parentMissing)
        }
        let firsts = Parallel.map(count: files.count) { i in originalOf[i] == nil ? check(i, original: nil) : nil }
        let checks = Parallel.map(count: files.count) { i in firsts[i] ?? check(i, original: originalOf[i].flatMap { firsts[$0] }) }
        try refuse(checks, files)
        let indexes = files.indices.filter { files[$0].listed != nil }
        let toWrite = checks.indices.filter { checks[$0].action != .unchanged && files[$0].listed == nil }
        let twinOf = originalOf.filter { twin, _ in checks[twin].action != .unchanged && files[twin].listed == nil }
        func inScope(_ path: String) -> Bool { scope.map { $0.contains(String(OutputPath.topLevel(path))) } ?? true }
        let early = Set(folders.earlyRemovals)
        let stale = old.files.keys.filter { targets.index[$0] == nil && !early.contains($0) && inScope($0) }
        // Children sort after their parents in byte order, so descending order empties bottom-up.
        let emptied = old.folders.filter { !targets.folders.contains($0) && inScope($0) }
        return WritePlan(targets: targets, checks: checks, old: old, earlyRemovals: folders.earlyRemovals,
                         foldersToCreate: folders.toCreate, toWrite: toWrite, indexes: indexes, twinOf: twinOf,
                         stale: stale.sorted(by: OutputPath.precedes), foldersToRemove: emptied.sorted { OutputPath.precedes($1, $0) },
                         intent: intent(old, targets, checks, folders, changesFiles: !early.isEmpty || !toWrite.isEmpty || !stale.isEmpty))
    }

    /// The manifest written before any page. A file made late and not made yet has no hash so
    /// far (0: the next build compares it anyway).
    private func intent(_ old: Manifest, _ targets: WriteTargets, _ checks: [FileCheck], _ folders: FolderPlan, changesFiles: Bool) -> Manifest {
        var intent = old
        // The recorded inputs stand for the files on disk only while nothing is being changed.
        if changesFiles { intent.inputs = nil }
        for (i, file) in targets.files.enumerated() {
            // An index is made last: until then the file in place is the one the old entry describes.
            if checks[i].hash == nil, file.listed != nil, old.files[file.path] != nil { continue }
            intent.files[file.path] = Manifest.Entry(size: checks[i].size ?? 0, hash: checks[i].hash ?? 0)
        }
        intent.folders.formUnion(folders.toCreate)
        return intent
    }

    /// Which folders are missing, and whether anything is in the way of one.
    private func planFolders(_ targets: WriteTargets, old: Manifest) throws(OutputError) -> FolderPlan {
        var plan = FolderPlan()
        for folder in targets.folders.sorted(by: OutputPath.precedes) {
            if let parent = OutputPath.parent(folder), plan.missing.contains(parent) {
                plan.missing.insert(folder); plan.toCreate.append(folder); continue
            }
            let found: FileInfo?
            do throws(Errno) { found = try FileSystem.infoIfPresent(absolute(folder), followingLinks: false) } catch {
                throw ioError(folder, "can't look at the folder", error)
            }
            guard let info = found else {
                plan.missing.insert(folder); plan.toCreate.append(folder); continue
            }
            switch info.kind {
            case .directory: continue
            case .link:
                throw OutputError(.inTheWay, path: display(folder), reason: "this is a link, but tourbook writes only into real folders",
                                  advice: "replace the link with a folder, or remove it")
            default:
                guard old.files[folder] != nil, targets.index[folder] == nil else {
                    throw OutputError(.inTheWay, path: display(folder), reason: "a file tourbook did not make is where this build needs a folder",
                                      advice: "move the file away and build again")
                }
                // A file of an earlier build where a folder is needed now: it goes first.
                plan.earlyRemovals.append(folder)
                plan.missing.insert(folder); plan.toCreate.append(folder)
            }
        }
        return plan
    }

    /// Throws the first problem among the targets (by path), else refuses to overwrite files
    /// tourbook did not make unless `force` is set.
    private func refuse(_ checks: [FileCheck], _ files: [OutputFile]) throws(OutputError) {
        var foreign: [String] = []
        var problem = FirstProblem()
        for (i, check) in checks.enumerated() {
            let path = files[i].path
            switch check.action {
            case .write, .unchanged: break
            case .foreign: if !force { foreign.append(path) }
            case .folderInTheWay:
                problem.note(path, OutputError(.inTheWay, path: display(path), reason: "a folder is where this build writes a file",
                                               advice: "move the folder away and build again"))
            case .failed(let reason):
                problem.note(path, OutputError(.io, path: display(path), reason: reason, advice: "nothing was written; fix the problem and build again"))
            case .unrenderable(let reason):
                problem.note(path, OutputError(.rendering, path: display(path), reason: reason, advice: "nothing was written; fix the template and build again"))
            }
        }
        try problem.throwIfAny()
        guard !foreign.isEmpty else { return }
        foreign.sort(by: OutputPath.precedes)
        let listed = foreign.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (foreign.count > 3 ? " and \(foreign.count - 3) more" : "")
        throw OutputError(.inTheWay, path: display(foreign[0]),
                          reason: "\(foreign.count == 1 ? "a file" : "\(foreign.count) files") that tourbook did not make would be overwritten (\(listed)); nothing was written",
                          advice: "move them away, or build with --force to replace them")
    }
}

/// The problem with the first path in byte order, so that which one is reported does not depend
/// on the order files were looked at.
struct FirstProblem {
    private var first: (path: String, error: OutputError)?

    var isEmpty: Bool { first == nil }

    mutating func note(_ path: String, _ error: OutputError) {
        if first == nil || OutputPath.precedes(path, first!.path) { first = (path, error) }
    }

    func throwIfAny() throws(OutputError) {
        if let first { throw first.error }
    }
}
