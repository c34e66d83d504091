/// One file of a build: where it goes, relative to the output folder ("crew/days/2027-03-14.html",
/// always "/"-separated), and its exact bytes.
public struct OutputFile: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// What a write did: files whose bytes changed (or were new), files left alone because their
/// bytes were already right, and files from an earlier build that this build no longer makes.
public struct WriteSummary: Sendable, Equatable {
    public var written: Int
    public var unchanged: Int
    public var removed: Int

    public init(written: Int = 0, unchanged: Int = 0, removed: Int = 0) {
        self.written = written
        self.unchanged = unchanged
        self.removed = removed
    }
}
