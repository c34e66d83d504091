import TourBookSystem
#if canImport(Glibc)
import Glibc
#endif

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
}
