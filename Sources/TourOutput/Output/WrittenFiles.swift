import TourBookSystem

/// What the writer last wrote or verified, file by file: the hash of the bytes, the `FileStamp`
/// they were left with, and the key of the input they were made from (`OutputFile.key`). Kept in
/// memory by `watch` and in `.tourbook-state` between one-shot builds.
///
/// A file whose stamp still matches holds the bytes it was left with: anything that touches it
/// (an editor, a sync tool, a killed build's rename) changes its change time or inode. So a file
/// whose new bytes hash the same is unchanged without reading it back, and a file made late
/// whose key is the one it was made from is unchanged without making it at all.
public final class WrittenFiles: Sendable {
    package struct Stamp: Equatable, Sendable {
        package var hash: UInt64
        package var file: FileStamp
        package var key: UInt64?

        init(hash: UInt64, _ info: FileInfo, key: UInt64?) {
            self.hash = hash
            file = info.stamp
            self.key = key
        }

        package init(hash: UInt64, file: FileStamp, key: UInt64?) { (self.hash, self.file, self.key) = (hash, file, key) }
    }

    private let stamps = Lock<[String: Stamp]>([:])
    /// The manifest the last write left, with its bytes and stamp: while it is the file on disk,
    /// the next build of `watch` takes it as found rather than reading and decoding it again.
    private let manifest = Lock<OutputWriter.FoundManifest?>(nil)

    public init() {}

    package init(_ stamps: [String: Stamp]) { self.stamps.withLock { $0 = stamps } }

    /// A file whose new bytes hash `hash` and that looks as it was left holds them already.
    func matches(_ path: String, hash: UInt64, _ info: FileInfo) -> Bool {
        stamps.withLock { $0[path].map { $0.hash == hash && $0.file == info.stamp } ?? false }
    }

    /// The earlier stamp of a file made from `key` that still looks as it was left with the bytes
    /// the manifest lists (`hash`): its bytes are right without making them.
    func vouched(_ path: String, key: UInt64, hash: UInt64, _ info: FileInfo) -> Stamp? {
        stamps.withLock { $0[path].flatMap { $0.key == key && $0.hash == hash && $0.file == info.stamp ? $0 : nil } }
    }

    package var all: [String: Stamp] { stamps.withLock { $0 } }

    var lastManifest: OutputWriter.FoundManifest? {
        get { manifest.withLock { $0 } }
        set { manifest.withLock { $0 = newValue } }
    }

    package var isEmpty: Bool { stamps.withLock { $0.isEmpty } }

    /// What a build found or left at these paths; what it did not look at (another role's files in
    /// a `--role` build) is kept, and is only ever trusted while the file still has its stamp.
    package func update(with new: [String: Stamp], removed: [String] = []) {
        stamps.withLock { stamps in
            stamps.merge(new) { $1 }
            for path in removed { stamps[path] = nil }
        }
    }
}
