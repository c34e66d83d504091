import TourBookSystem

/// What a writer last wrote or verified, for `watch`: a file whose `FileStamp` still matches and whose new bytes hash the same is unchanged without
/// reading it back. Anything that touches the file (an editor, a sync tool) changes its change
/// time, so it is compared the slow way again.
public final class WrittenFiles: Sendable {
    struct Stamp: Equatable {
        var hash: UInt64
        var file: FileStamp

        init(hash: UInt64, _ info: FileInfo) {
            self.hash = hash
            file = info.stamp
        }
    }

    private let stamps = Lock<[String: Stamp]>([:])

    public init() {}

    func matches(_ path: String, hash: UInt64, _ info: FileInfo) -> Bool {
        stamps.withLock { $0[path] == Stamp(hash: hash, info) }
    }

    func replace(with new: [String: Stamp]) { stamps.withLock { $0 = new } }
}
