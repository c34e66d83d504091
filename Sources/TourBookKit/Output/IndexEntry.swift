/// One file an index lists: its path in the output folder and the xxh64 of its final bytes.
struct IndexEntry: Sendable, Equatable {
    var path: String
    var hash: UInt64
}
