import Testing
import TourBookSystem

@Suite struct FileInfoTests {
    @Test func tellsFilesFoldersLinksAndMissingPathsApart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("a.txt", [1, 2, 3, 4, 5])
        try FileSystem.symbolicLink(at: folder.path + "/link", to: "a.txt")
        try FileSystem.symbolicLink(at: folder.path + "/dangling", to: "nowhere")

        let info = try FileSystem.info(file)
        #expect(info.kind == .file)
        #expect(info.size == 5)
        #expect(info.modified > 0 && info.changed > 0)
        #expect(try FileSystem.info(folder.path).kind == .directory)
        #expect(try FileSystem.info(folder.path + "/link", followingLinks: false).kind == .link)
        // Followed, the link is the file itself: same device and inode.
        let followed = try FileSystem.info(folder.path + "/link")
        #expect(followed.kind == .file && followed.inode == info.inode && followed.device == info.device)
        #expect(try FileSystem.info("/dev/null").kind == .other)

        #expect(throws: Errno.noSuchFileOrDirectory) { try FileSystem.info(folder.path + "/missing") }
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileSystem.info(folder.path + "/dangling") }
        #expect(throws: Errno.notDirectory) { try FileSystem.info(file + "/below") }
    }

    @Test func infoIfPresentIsNilOnlyForAMissingPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("a")
        #expect(try FileSystem.infoIfPresent(folder.path + "/missing") == nil)
        #expect(try FileSystem.infoIfPresent(file)?.kind == .file)
        #expect(throws: Errno.notDirectory) { try FileSystem.infoIfPresent(file + "/below") }
        #expect(FileSystem.isDirectory(folder.path))
        #expect(!FileSystem.isDirectory(file))
    }

    @Test func aDescriptorsInfoAndTheStampMatchTheLookByPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("a", [9, 9])
        let byPath = try FileSystem.info(file)
        let byDescriptor = try FileDescriptor.openForReading(file).closeAfter { file throws(Errno) in try file.info() }
        #expect(byDescriptor == byPath)
        #expect(FileStamp(byPath) == FileStamp(path: file))
        #expect(byPath.stamp.size == 2)
    }

    @Test func errnoCanBeCaughtByName() {
        do {
            _ = try FileSystem.info("/nonexistent/tourbook")
            Issue.record("no error")
        } catch Errno.noSuchFileOrDirectory {
            // The pattern a call site uses.
        } catch {
            Issue.record("wrong error \(error)")
        }
        #expect(Errno.fileExists.description == "File exists")
        #expect(Errno.wouldBlock != Errno.noSpace)
    }
}
