import TourBookSystem

/// What a write does with one file of the build, decided by looking at the file on disk.
struct FileCheck {
    enum Action: Equatable { case unchanged, write, foreign, folderInTheWay, failed(String), unrenderable(String) }
    /// What is at a target's path before it is written.
    enum Place { case missing, unreadable(String), found(FileInfo) }

    /// nil while a file made late has not been made.
    var hash: UInt64?
    var action: Action
    /// For unchanged files: the look that was verified, for `WrittenFiles`.
    var stamp: WrittenFiles.Stamp? = nil
    /// For unchanged files: it had other names (hard links), so a twin written or replaced by
    /// this build changes its stamp, which is then taken again.
    var linked = false
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

extension OutputWriter {
    /// Decides without changing anything. The manifest hash settles "changed" without reading;
    /// "unchanged" is concluded by comparing the bytes on disk, or from the writer's memory
    /// (`WrittenFiles`) of a file that still looks as it was left, so a page edited by hand (even
    /// to the same size) is put right.
    /// `original`: for a twin (`OutputFile.sameAs`), its original's check, whose hash and size
    /// are the twin's own.
    func check(_ file: OutputFile, known: Manifest.Entry?, parentMissing: Bool, original: FileCheck? = nil) -> FileCheck {
        // Held bytes are hashed now; a file made late is made only if there is a file to compare.
        let held: [UInt8]? = file.isMadeLate ? nil : try? file.contents()
        let heldHash = held.map(ContentHash.xxh64)
        let info: FileInfo
        switch look(file.path, parentMissing: parentMissing) {
        case .missing: return FileCheck(held, hash: heldHash, action: .write)
        case .unreadable(let reason): return FileCheck(held, hash: heldHash, action: .failed(reason))
        case .found(let found): info = found
        }
        if info.kind == .file, let key = file.key, let known, let memory, let earlier = memory.vouched(file.path, key: key, hash: known.hash, info) {
            var check = FileCheck(nil, hash: earlier.hash, action: .unchanged, stamp: earlier)
            check.size = Int(info.size)
            check.linked = info.links > 1
            return check
        }
        if let original, let twin = twinCheck(file, of: original, known: known, info) { return twin }
        let bytes: [UInt8]
        do { bytes = try held ?? file.contents() } catch {
            return FileCheck(nil, hash: nil, action: .unrenderable("rendering it failed: \(error)"))
        }
        let hash = heldHash ?? ContentHash.xxh64(bytes)
        var check: FileCheck
        switch info.kind {
        case .file: check = compare(file.path, bytes, hash: hash, key: file.key, known: known, info)
        case .directory: check = FileCheck(bytes, hash: hash, action: .folderInTheWay)
        default: check = FileCheck(bytes, hash: hash, action: known == nil ? .foreign : .write)
        }
        if file.isMadeLate, check.action == .write || check.action == .foreign { check.made = bytes }
        return check
    }

    /// A twin decided by its original's hash and size, without making it: to be written (linked)
    /// when the manifest says the file holds other bytes, unchanged when the file still looks as
    /// the writer left it with these bytes; nil when only reading it could tell.
    private func twinCheck(_ file: OutputFile, of original: FileCheck, known: Manifest.Entry?, _ info: FileInfo) -> FileCheck? {
        guard let hash = original.hash, let size = original.size, info.kind == .file, let known else { return nil }
        var check = FileCheck(nil, hash: hash, action: .write)
        check.size = size
        if known.hash != hash { return check }
        guard Int(info.size) == size, let memory, memory.matches(file.path, hash: hash, info) else { return nil }
        check.action = .unchanged
        check.stamp = WrittenFiles.Stamp(hash: hash, info, key: file.key)
        check.linked = info.links > 1
        return check
    }

    /// For an index (`OutputFile.listed`), made once the files it lists are written: only whether
    /// its path is free, ours, or in the way; its bytes are compared when they are made (`check`).
    func checkPlace(_ path: String, known: Manifest.Entry?, parentMissing: Bool) -> FileCheck {
        switch look(path, parentMissing: parentMissing) {
        case .missing: return FileCheck(nil, hash: nil, action: .write)
        case .unreadable(let reason): return FileCheck(nil, hash: nil, action: .failed(reason))
        case .found(let info):
            if info.kind == .directory { return FileCheck(nil, hash: nil, action: .folderInTheWay) }
            return FileCheck(nil, hash: nil, action: known == nil ? .foreign : .write)
        }
    }

    private func look(_ path: String, parentMissing: Bool) -> FileCheck.Place {
        if parentMissing { return .missing }
        do throws(Errno) {
            guard let info = try FileSystem.infoIfPresent(absolute(path), followingLinks: false) else { return .missing }
            return .found(info)
        } catch {
            return .unreadable("can't look at the file (\(error))")
        }
    }

    /// A regular file at the target's path: unchanged only if it holds exactly these bytes.
    private func compare(_ path: String, _ bytes: [UInt8], hash: UInt64, key: UInt64?, known: Manifest.Entry?, _ info: FileInfo) -> FileCheck {
        let replace: FileCheck.Action = known == nil ? .foreign : .write
        if let known, known.hash != hash { return FileCheck(bytes, hash: hash, action: .write) }
        if Int(info.size) != bytes.count { return FileCheck(bytes, hash: hash, action: replace) }
        var unchanged = FileCheck(bytes, hash: hash, action: .unchanged, stamp: WrittenFiles.Stamp(hash: hash, info, key: key))
        unchanged.linked = info.links > 1
        if known != nil, let memory, memory.matches(path, hash: hash, info) { return unchanged }
        switch OutputWriter.holds(absolute(path), bytes) {
        case .success(true): return unchanged
        case .success(false): return FileCheck(bytes, hash: hash, action: replace)
        case .failure(let failure):
            return FileCheck(bytes, hash: hash, action: known == nil ? .failed("can't read the file to compare it (\(failure))") : .write)
        }
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
                return expected.withUnsafeBytes { Bytes.equal($0, UnsafeRawBufferPointer(rebasing: buffer[..<count])) }
            }
        }
    }
}
