import TourBookSystem

/// Reads files under the content folder without ever hanging, crashing or leaving it: a FIFO,
/// a device, a folder where a file should be, a symlink that leads outside, or a file beyond any
/// reasonable size is refused with a reason a tour manager can act on.
package struct ContentFiles {
    /// The folder as the user named it (used in messages), and its resolved real path.
    let displayRoot: String
    let realRoot: String
    /// Bytes already read, by relative path: a file that passes `check` is not read again.
    let known: [String: [UInt8]]

    /// Large enough for a 5 MB notes file or a 10,000-day people list; small enough that a
    /// stray 200 MB export is refused before it is read.
    package static let maximumFileSize = 64 * 1024 * 1024

    enum Failure: Error {
        case notFound
        case isFolder
        case notRegularFile
        case outsideContent(String)
        case tooLarge(Int)
        case unreadable(String)

        var isNotFound: Bool { if case .notFound = self { true } else { false } }

        var message: String {
            switch self {
            case .notFound: "the file does not exist"
            case .isFolder: "this is a folder, but a file is expected here"
            case .notRegularFile: "this is not a regular file (a pipe, socket or device?); replace it with a normal file"
            case .outsideContent(let target): "this is a link to \(target), outside the content folder; copy the file in instead"
            case .tooLarge(let size): "the file is \(size / 1_048_576) MB, more than the \(ContentFiles.maximumFileSize / 1_048_576) MB a content file may have"
            case .unreadable(let reason): "the file can't be read (\(reason))"
            }
        }
    }

    init?(root: String, known: [String: [UInt8]] = [:]) {
        let trimmed = Self.trimmed(root)
        guard let real = ContentFiles.realPath(trimmed) else { return nil }
        guard FileSystem.isDirectory(real) else { return nil }
        displayRoot = trimmed
        realRoot = real
        self.known = known
    }

    func display(_ relative: String) -> String { displayRoot + "/" + relative }

    /// A file of the content folder `root` as messages name it (`Content/tour.json`).
    package static func display(_ root: String, _ relative: String) -> String { trimmed(root) + "/" + relative }

    private static func trimmed(_ root: String) -> String {
        var trimmed = root
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed
    }
    func absolute(_ relative: String) -> String { realRoot + "/" + relative }

    func isFolder(_ relative: String) -> Bool {
        FileSystem.isDirectory(absolute(relative))
    }

    /// Names in a folder, sorted so that output never depends on the file system's order.
    func list(_ relative: String) -> [String] {
        ((try? FileSystem.entries(ofDirectory: absolute(relative))) ?? []).sorted()
    }

    /// Checks that a path is a regular file inside the content folder (after following links).
    func check(_ relative: String) -> Result<Int, Failure> {
        let path = absolute(relative)
        guard var info = try? FileSystem.info(path, followingLinks: false) else { return .failure(.notFound) }
        if info.kind == .link {
            guard let target = ContentFiles.realPath(path) else { return .failure(.notFound) }
            guard target.hasPrefix(realRoot + "/") else { return .failure(.outsideContent(target)) }
            guard let followed = try? FileSystem.info(path) else { return .failure(.notFound) }
            info = followed
        }
        switch info.kind {
        case .file: break
        case .directory: return .failure(.isFolder)
        default: return .failure(.notRegularFile)
        }
        if Int(info.size) > ContentFiles.maximumFileSize { return .failure(.tooLarge(Int(info.size))) }
        return .success(Int(info.size))
    }

    func read(_ relative: String) -> Result<[UInt8], Failure> {
        switch check(relative) {
        case .failure(let failure): return .failure(failure)
        case .success:
            if let bytes = known[relative] { return .success(bytes) }
            do throws(WholeFile.Failure) { return .success(try WholeFile.read(absolute(relative), limit: ContentFiles.maximumFileSize)) }
            catch { return .failure(.unreadable(error.reason)) }
        }
    }

    package static func realPath(_ path: String) -> String? {
        try? FileSystem.realPath(path)
    }
}

extension Result where Failure == ContentFiles.Failure {
    /// Whether the file is absent (as opposed to present, or present but unusable).
    var isNotFound: Bool { if case .failure(let failure) = self { failure.isNotFound } else { false } }
}
