/// Makes a file from the paths and hashes of other files of the same build (`OutputFile.Content.index`).
package protocol IndexMaking: Sendable {
    /// `entries`: the listed files, in the order they were listed.
    func make(_ entries: [IndexEntry]) throws -> [UInt8]
}
