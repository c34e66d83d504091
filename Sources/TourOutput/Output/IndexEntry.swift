/// One file an index lists: its path in the output folder and the xxh64 of its final bytes.
package struct IndexEntry: Sendable, Equatable {
    package var path: String
    package var hash: UInt64
}
