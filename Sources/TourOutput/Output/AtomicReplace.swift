import TourBookSystem

/// Every file the writer changes, the manifest included, is replaced whole: written or linked
/// under a temporary name in its own folder, then renamed over the target.
extension OutputWriter {
    func saveManifest(_ manifest: Manifest, current: inout [UInt8]?, temporaryNumber: Int) throws(OutputError) {
        let bytes = manifest.encoded()
        if bytes == current { return }
        if let failure = writeAtomically(Manifest.fileName, bytes, temporaryNumber: temporaryNumber) {
            throw OutputError(.io, path: display(Manifest.fileName), reason: failure, advice: "fix the problem and build again")
        }
        current = bytes
    }

    /// Temporary file in the target's folder, written whole, closed, renamed over the target.
    /// Returns why it failed, or nil; a failed attempt leaves no temporary file behind.
    package func writeAtomically(_ relative: String, _ bytes: [UInt8], temporaryNumber: Int) -> String? {
        let folder = OutputPath.parent(relative).map(absolute) ?? directory
        let temporary = "\(folder)/\(OutputPath.temporaryPrefix)\(CurrentProcess.id)-\(temporaryNumber)"
        let file: FileDescriptor
        do throws(Errno) { file = try createTemporary(temporary) } catch {
            return "can't create a temporary file next to it (\(error))"
        }
        do throws(Errno) { try file.writeAll(bytes) } catch {
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

    /// A hard link to `original` (a file of this build, already in place) under a temporary
    /// name next to `relative`, renamed over it: the same atomic replacement as a written file.
    /// `.unsupported` when the file system has no hard links here (the caller writes instead).
    func linkAtomically(_ original: String, _ relative: String, temporaryNumber: Int) -> LinkResult {
        let folder = OutputPath.parent(relative).map(absolute) ?? directory
        let temporary = "\(folder)/\(OutputPath.temporaryPrefix)\(CurrentProcess.id)-\(temporaryNumber)"
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
