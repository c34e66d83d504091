import Testing
import TourBookSystem

@Suite struct DescriptorTests {
    @Test func openOptionsCreateExclusivelyAndRefuseAFileForAFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/new"
        let file = try FileDescriptor.open(path, .writeOnly, options: [.create, .exclusiveCreate], permissions: 0o600)
        try file.writeAll([1, 2, 3])
        try file.close()
        #expect(try WholeFile.read(path) == [1, 2, 3])
        #expect(throws: Errno.fileExists) { try FileDescriptor.open(path, .writeOnly, options: [.create, .exclusiveCreate]) }
        #expect(throws: Errno.notDirectory) { try FileDescriptor.openDirectory(path) }
        try FileDescriptor.openDirectory(folder.path).close()
        let truncated = try FileDescriptor.open(path, .writeOnly, options: .truncate)
        try truncated.close()
        #expect(try FileSystem.info(path).size == 0)
    }

    /// An unnamed file has no entry in its folder until it is named, whole; one closed unnamed
    /// is gone; naming never replaces what already has the name.
    /// Where the temporary folder's file system has no unnamed files (overlayfs before Linux
    /// 6.6), the writer names temporary files instead, and there is nothing here to test.
    static let unnamedFilesWork: Bool = {
        guard let folder = try? TemporaryFolder() else { return false }
        defer { folder.remove() }
        guard let file = try? FileDescriptor.openUnnamed(in: folder.path) else { return false }
        try? file.close()
        return true
    }()

    @Test(.enabled(if: unnamedFilesWork)) func anUnnamedFileAppearsOnlyWhenNamedAndNeverOverANamedOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try FileDescriptor.openUnnamed(in: folder.path)
        try file.writeAll([1, 2, 3])
        #expect(try FileSystem.entries(ofDirectory: folder.path).isEmpty)
        try file.name(as: folder.path + "/whole")
        try file.close()
        #expect(try WholeFile.read(folder.path + "/whole") == [1, 2, 3])
        #expect(try FileSystem.info(folder.path + "/whole").size == 3)

        let second = try FileDescriptor.openUnnamed(in: folder.path)
        try second.writeAll([9])
        #expect(throws: Errno.fileExists) { try second.name(as: folder.path + "/whole") }
        try second.close()
        #expect(try WholeFile.read(folder.path + "/whole") == [1, 2, 3])
        #expect(try FileSystem.entries(ofDirectory: folder.path) == ["whole"])
        #expect(throws: Errno.self) { try FileDescriptor.openUnnamed(in: folder.path + "/missing") }
    }

    @Test func aNonBlockingPipeCarriesBytesAndSaysWhenItIsEmpty() throws {
        let (readEnd, writeEnd) = try FileDescriptor.pipe(nonBlocking: true)
        defer { _ = try? readEnd.close(); _ = try? writeEnd.close() }
        var buffer = [UInt8](repeating: 0, count: 8)
        let empty = buffer.withUnsafeMutableBytes { bytes in Result { () throws(Errno) in try readEnd.read(into: bytes) } }
        #expect(throws: Errno.wouldBlock) { try empty.get() }
        #expect(try Poll.readable([readEnd], until: .now) == [false])
        try writeEnd.writeAll([42])
        #expect(try Poll.readable([writeEnd, readEnd], until: .now + .seconds(5)) == [false, true])
        let count = try buffer.withUnsafeMutableBytes { bytes in try Result { () throws(Errno) in try readEnd.read(into: bytes) }.get() }
        #expect(count == 1 && buffer[0] == 42)
    }

    @Test func pollWaitsUntilTheDeadline() throws {
        let (readEnd, writeEnd) = try FileDescriptor.pipe()
        defer { _ = try? readEnd.close(); _ = try? writeEnd.close() }
        let start = ContinuousClock.now
        #expect(try Poll.readable([readEnd], until: start + .milliseconds(50)) == [false])
        #expect(ContinuousClock.now - start >= .milliseconds(50))
    }
}
