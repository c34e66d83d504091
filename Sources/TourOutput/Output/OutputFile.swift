/// One file of a build: where it goes, relative to the output folder ("crew/days/2027-03-14.html",
/// always "/"-separated), and its exact bytes — held, or made when the writer gets to it.
///
/// Big files that are put together from shared pieces (person pages, calendar feeds, print.html)
/// are made late: the writer makes each when it writes it and lets it go, so a build's memory
/// stays the size of its pieces, not of its output. What a late file is made from is its maker's
/// business: the writer only calls it.
public struct OutputFile: Sendable {
    public var path: String
    let content: Content
    /// Another file of the same build whose bytes always equal these (a person's feed in two
    /// roles that see the same events): the writer may hard-link this one to it rather than
    /// write the bytes twice. Replacing either later breaks the link, as files are renamed into
    /// place, never written over.
    package var sameAs: String?
    /// For a file made late: a digest of the one value its bytes are made from, with the
    /// templates and the tourbook binary (`InputKey`). The same key always makes the same bytes,
    /// so a file the writer left from this key, untouched since, is not made again.
    package var key: UInt64?

    enum Content: Sendable {
        case bytes([UInt8])
        case late(@Sendable () throws -> [UInt8])
        /// Made from the final bytes of `listed` (other files of the build): the writer makes it
        /// last, from the hashes it computed while writing them, so a list of files never names a
        /// version of a file that is not the one in place.
        case index(listed: [OutputFile], any IndexMaking)
    }

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        content = .bytes(bytes)
    }

    /// A file made when it is written, by `make`.
    package init(path: String, sameAs: String? = nil, key: UInt64? = nil, make: @escaping @Sendable () throws -> [UInt8]) {
        self.path = path
        self.sameAs = sameAs
        self.key = key
        content = .late(make)
    }

    /// A file made from other files' hashes, after they are written.
    package init(path: String, listing listed: [OutputFile], maker: any IndexMaking) {
        self.path = path
        content = .index(listed: listed, maker)
    }

    /// Whether the bytes are made on demand (and so cost rendering time when asked for).
    package var isMadeLate: Bool { if case .late = content { true } else { false } }

    /// The files an index lists; nil for any other file.
    var listed: [OutputFile]? { if case .index(let listed, _) = content { listed } else { nil } }

    /// The bytes, made now if they are made late.
    package func contents() throws -> [UInt8] {
        switch content {
        case .bytes(let bytes): bytes
        case .late(let make): try make()
        // Without a writer's hashes (a test, `tourbook check`), each listed file is made to hash it.
        case .index(let listed, let maker): try maker.make(listed.map { IndexEntry(path: $0.path, hash: ContentHash.xxh64(try $0.contents())) })
        }
    }

    /// An index's bytes from the final hashes of its listed files (in `listed` order).
    func contents(listing entries: [IndexEntry]) throws -> [UInt8] {
        guard case .index(_, let maker) = content else { return try contents() }
        return try maker.make(entries)
    }

    /// The bytes, for tests and tools that look at a build without writing it. A file that fails
    /// to render reads as empty here; `tourbook check` and the writer report the error itself.
    public var bytes: [UInt8] { (try? contents()) ?? [] }
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
