import Foundation
import Testing
import TourBookSystem

@Suite struct FileDescriptorTests {
    @Test func writesEverythingAndReadsItBack() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fd-\(UUID().uuidString)").path
        defer { unlink(path) }
        let bytes = [UInt8](repeating: 0x41, count: 200_000)
        let file = try FileDescriptor.open(path, O_CREAT | O_EXCL | O_WRONLY, permissions: 0o600)
        try file.writeAll(bytes)
        try file.close()
        #expect(try WholeFile.read(path) == bytes)
    }

    @Test func failuresCarryTheirErrno() {
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileDescriptor.openForReading("/nonexistent/file") }
        #expect(Errno.noSuchFileOrDirectory.description == "No such file or directory")
    }

    @Test func aFileStampChangesWithTheBytes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("stamp-\(UUID().uuidString)").path
        defer { unlink(path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data([1])))
        let before = try #require(FileStamp(path: path))
        #expect(FileManager.default.createFile(atPath: path, contents: Data([1, 2])))
        #expect(FileStamp(path: path) != before)
        #expect(FileStamp(path: path + "-missing") == nil)
    }
}
