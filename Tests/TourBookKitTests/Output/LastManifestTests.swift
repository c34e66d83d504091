import Testing
@testable import TourBookSystem
@testable import TourOutput

/// `watch` takes the manifest its last write left (`WrittenFiles.lastManifest`) while that is
/// still the file on disk, and reads the folder's once anything else has replaced it.
struct LastManifestTests {
    @Test func theLastManifestIsTakenOnlyWhileItIsTheFileOnDisk() throws {
        let folder = OutputTestFolder()
        let memory = WrittenFiles()
        _ = try OutputWriter(directory: folder.output, memory: memory).write([page("crew/index.html", "one")], scope: nil)
        let left = try #require(memory.lastManifest)
        #expect(left.raw == (try WholeFile.read(folder.file(Manifest.fileName))))
        let found = try #require(try OutputWriter(directory: folder.output, memory: memory).readFolder())
        #expect(found.manifest == folder.manifest())
        // A build that is not this watch's writes the folder: its manifest is read, not the one remembered.
        _ = try OutputWriter(directory: folder.output).write([page("crew/index.html", "one"), page("crew/two.html", "two")], scope: nil)
        let after = try #require(try OutputWriter(directory: folder.output, memory: memory).readFolder())
        #expect(after.manifest.files["crew/two.html"] != nil)
        #expect(after.manifest == folder.manifest())
    }
}
