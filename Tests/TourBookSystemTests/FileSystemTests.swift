import Testing
import TourBookSystem

@Suite struct FileSystemTests {
    @Test func entriesListEveryNameButDotAndDotDot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["b", "a", ".hidden", "c~"] { folder.file(name) }
        try FileSystem.makeDirectory(folder.path + "/sub")
        // Directory order is the file system's: the test sorts, as callers must.
        #expect(try FileSystem.entries(ofDirectory: folder.path).sorted() == [".hidden", "a", "b", "c~", "sub"])
        #expect(try FileSystem.entries(ofDirectory: folder.path + "/sub") == [])
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileSystem.entries(ofDirectory: folder.path + "/missing") }
        #expect(throws: Errno.notDirectory) { try FileSystem.entries(ofDirectory: folder.path + "/a") }
    }

    @Test func renameReplacesTheTargetAndReportsAMissingSource() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let new = folder.file("new", [1])
        let old = folder.file("old", [2, 2])
        try FileSystem.rename(new, to: old)
        #expect(try WholeFile.read(old) == [1])
        #expect(try FileSystem.infoIfPresent(new) == nil)
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileSystem.rename(new, to: old) }
        try FileSystem.makeDirectory(folder.path + "/dir")
        #expect(throws: Errno.isDirectory) { try FileSystem.rename(old, to: folder.path + "/dir") }
    }

    @Test func removeTakesFilesAndLinksButNotFolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("f")
        try FileSystem.symbolicLink(at: folder.path + "/l", to: "f")
        try FileSystem.remove(file: folder.path + "/l")
        #expect(try FileSystem.info(file).kind == .file)  // the link went, not its file
        try FileSystem.remove(file: file)
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileSystem.remove(file: file) }
        #expect(throws: Errno.isDirectory) { try FileSystem.remove(file: folder.path) }
    }

    @Test func foldersAreMadeAndRemovedWithTheirErrorsNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sub = folder.path + "/sub"
        try FileSystem.makeDirectory(sub)
        #expect(throws: Errno.fileExists) { try FileSystem.makeDirectory(sub) }
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileSystem.makeDirectory(folder.path + "/x/y") }
        folder.file("sub/f")
        #expect(throws: Errno.directoryNotEmpty) { try FileSystem.removeDirectory(sub) }
        #expect(throws: Errno.notDirectory) { try FileSystem.removeDirectory(sub + "/f") }
        try FileSystem.remove(file: sub + "/f")
        try FileSystem.removeDirectory(sub)
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileSystem.removeDirectory(sub) }
    }

    @Test func makeDirectoriesMakesTheMissingParentsAndAcceptsAFolderThere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileSystem.makeDirectories(folder.path + "/a/b/c/")
        #expect(FileSystem.isDirectory(folder.path + "/a/b/c"))
        try FileSystem.makeDirectories(folder.path + "/a/b")
        let file = folder.file("a/f")
        #expect(throws: Errno.fileExists) { try FileSystem.makeDirectories(file) }
        #expect(throws: Errno.notDirectory) { try FileSystem.makeDirectories(file + "/below") }
    }

    @Test func hardLinksShareTheFileAndRefuseAnExistingName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let original = folder.file("original", [7])
        try FileSystem.link(original, as: folder.path + "/twin")
        #expect(try FileSystem.info(folder.path + "/twin").inode == FileSystem.info(original).inode)
        #expect(throws: Errno.fileExists) { try FileSystem.link(original, as: folder.path + "/twin") }
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileSystem.link(folder.path + "/missing", as: folder.path + "/x") }
    }

    @Test func linkDestinationsAndRealPaths() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        folder.file("target")
        try FileSystem.symbolicLink(at: folder.path + "/link", to: "target")
        #expect(try FileSystem.destination(ofLink: folder.path + "/link") == "target")
        #expect(try FileSystem.destinationBytes(ofLink: folder.path + "/link") == Array("target".utf8))
        // Longer than the first buffer: read whole all the same.
        let long = String(repeating: "x/", count: 2_046) + "end"  // 4,095 bytes: the most a link may hold
        try FileSystem.symbolicLink(at: folder.path + "/long", to: long)
        #expect(try FileSystem.destination(ofLink: folder.path + "/long") == long)
        #expect(throws: Errno.invalidArgument) { try FileSystem.destination(ofLink: folder.path + "/target") }

        let real = try FileSystem.realPath(folder.path)
        #expect(try FileSystem.realPath(folder.path + "/./link") == real + "/target")
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileSystem.realPath(folder.path + "/missing") }
    }

    @Test func accessIsCheckedWithTheErrorOfAMissingPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileSystem.checkAccess(folder.path, .makeFiles)
        try FileSystem.checkAccess(folder.path, .exists)
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileSystem.checkAccess(folder.path + "/missing", .makeFiles) }
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileSystem.checkAccess(folder.path + "/missing", .exists) }
    }
}
