import TourBookSystem

/// Every file the writer changes, the manifest included, is replaced whole: it gets its name only
/// once it is complete, either as a file with no name named then (new) or renamed over the target
/// from a temporary name in its own folder (replaced, or where unnamed files can't be made).
extension OutputWriter {
    func saveManifest(_ manifest: Manifest, current: inout [UInt8]?, temporaryNumber: Int) throws(OutputError) {
        let bytes = manifest.encoded()
        if bytes == current { return }
        if let failure = writeAtomically(Manifest.fileName, bytes, temporaryNumber: temporaryNumber) {
            throw OutputError(.io, path: display(Manifest.fileName), reason: failure, advice: "fix the problem and build again")
        }
        current = bytes
    }

    /// The bytes, written whole to a file with no name yet (`FileDescriptor.openUnnamed`) and then
    /// named: a new target takes the name at once, an existing one is replaced by renaming over
    /// it. Where no unnamed file can be made, a temporary file in the target's folder, written
    /// whole, closed, renamed over the target. Returns why it failed, or nil; a failed attempt
    /// leaves no temporary file behind.
    package func writeAtomically(_ relative: String, _ bytes: [UInt8], temporaryNumber: Int) -> String? {
        writeAtomically(relative, temporaryNumber: temporaryNumber) { file throws(Errno) in try file.writeAll(bytes) }
    }

    /// The same for a file `write` writes into the descriptor it is given, as it goes: a file of
    /// tens of megabytes need not be one buffer first. `write` may be called a second time, on
    /// a temporary file, when the first could not be named.
    package func writeAtomically(_ relative: String, temporaryNumber: Int, writing write: (FileDescriptor) throws(Errno) -> Void) -> String? {
        let folder = OutputPath.parent(relative).map(absolute) ?? directory
        let temporary = "\(folder)/\(OutputPath.temporaryPrefix)\(CurrentProcess.id)-\(temporaryNumber)"
        if namesNewFilesDirectly, let unnamed = try? FileDescriptor.openUnnamed(in: folder) {
            switch writeUnnamed(unnamed, write, relative, temporary: temporary) {
            case .placed: return nil
            case .failed(let reason): return reason
            case .unnamable: break
            }
        }
        let file: FileDescriptor
        do throws(Errno) { file = try createTemporary(temporary) } catch {
            return "can't create a temporary file next to it (\(error))"
        }
        do throws(Errno) { try write(file) } catch {
            try? file.close()
            try? FileSystem.remove(file: temporary)
            return "can't write it (\(error))"
        }
        do throws(Errno) { try file.close() } catch {
            try? FileSystem.remove(file: temporary)
            return "can't write it (\(error))"
        }
        return moveIntoPlace(temporary, relative)
    }

    enum UnnamedWrite { case placed, failed(String), unnamable }

    /// Writes the unnamed `file` (`write`), names it `relative` if that is new, else `temporary`
    /// renamed over it, and closes it; a failure leaves no name behind. `.unnamable` when the
    /// written file could not be named: nothing was done that the caller must undo, and it
    /// writes a named temporary file instead.
    private func writeUnnamed(_ file: FileDescriptor, _ write: (FileDescriptor) throws(Errno) -> Void, _ relative: String,
                              temporary: String) -> UnnamedWrite {
        let target = absolute(relative)
        var (wrote, named): (Bool, String?) = (false, nil)
        do throws(Errno) {
            try write(file)
            wrote = true
            do throws(Errno) { try file.name(as: target); named = target } catch {
                guard error == .fileExists else { throw error }
                try? FileSystem.remove(file: temporary)
                try file.name(as: temporary)
                named = temporary
            }
            try file.close()
        } catch {
            guard let named else {
                try? file.close()
                // Written but not named: naming is what failed (writing fails the same way named).
                return wrote ? .unnamable : .failed("can't write it (\(error))")
            }
            try? FileSystem.remove(file: named)
            return .failed("can't write it (\(error))")
        }
        guard named == temporary else { return .placed }
        return moveIntoPlace(temporary, relative).map(UnnamedWrite.failed) ?? .placed
    }

    /// Renames the temporary over the target; returns why it failed (the temporary then goes), or nil.
    private func moveIntoPlace(_ temporary: String, _ relative: String) -> String? {
        do throws(Errno) { try FileSystem.rename(temporary, to: absolute(relative)) } catch {
            try? FileSystem.remove(file: temporary)
            return "can't move it into place (\(error))"
        }
        return nil
    }

    /// A new file; one left by a build killed after the same process id's is replaced.
    private func createTemporary(_ path: String) throws(Errno) -> FileDescriptor {
        do throws(Errno) {
            return try FileDescriptor.open(path, .writeOnly, options: [.create, .exclusiveCreate], permissions: 0o644)
        } catch {
            guard error == .fileExists else { throw error }
            try? FileSystem.remove(file: path)
            return try FileDescriptor.open(path, .writeOnly, options: [.create, .exclusiveCreate], permissions: 0o644)
        }
    }

    enum LinkResult { case linked, unsupported, failed(String) }

    /// A hard link to `original` (a file of this build, already in place) at `relative` when that
    /// is new, else under a temporary name next to it, renamed over it: the same atomic
    /// replacement as a written file. `.unsupported` when the file system has no hard links here
    /// (the caller writes instead).
    func linkAtomically(_ original: String, _ relative: String, temporaryNumber: Int) -> LinkResult {
        let folder = OutputPath.parent(relative).map(absolute) ?? directory
        let temporary = "\(folder)/\(OutputPath.temporaryPrefix)\(CurrentProcess.id)-\(temporaryNumber)"
        if namesNewFilesDirectly, (try? FileSystem.link(absolute(original), as: absolute(relative))) != nil { return .linked }
        try? FileSystem.remove(file: temporary)
        do throws(Errno) { try FileSystem.link(absolute(original), as: temporary) } catch {
            switch error {
            case .improperLink, .notPermitted, .tooManyLinks, .notSupported, .notSupportedOnSocket, .noFunction: return .unsupported
            default: return .failed("can't link it to \(original) (\(error))")
            }
        }
        return moveIntoPlace(temporary, relative).map(LinkResult.failed) ?? .linked
    }
}
