import Foundation
import Testing
import TourBookSystem

@Suite struct WholeFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("whole-file-\(UUID().uuidString)").path

    init() throws { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }

    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let path = folder + "/" + name
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    @Test func readsEveryByteOfFilesSmallerAndLargerThanOneBuffer() throws {
        for size in [0, 1, 16_383, 16_384, 100_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            #expect(try WholeFile.read(write("f\(size)", bytes)) == bytes)
        }
    }

    /// Files in /proc say they are empty: they are read in chunks until they end.
    @Test func readsAFileLongerThanItsSizeSays() throws {
        let maps = try WholeFile.read("/proc/self/smaps")
        #expect(maps.count > 16_384)
        #expect(maps.last == UInt8(ascii: "\n"))
        #expect(String(decoding: maps, as: UTF8.self).contains("[stack]"))
    }

    @Test func refusesAFileOverTheLimit() {
        let path = write("big", [UInt8](repeating: 7, count: 3 * 1_048_576))
        #expect(throws: WholeFile.Failure.tooLarge(limit: 1_048_576)) { try WholeFile.read(path, limit: 1_048_576) }
        #expect(WholeFile.Failure.tooLarge(limit: 1_048_576).reason == "more than 1 MB")
    }

    @Test func aMissingFileCantBeOpened() {
        #expect(throws: WholeFile.Failure.cannotOpen(.noSuchFileOrDirectory)) { try WholeFile.read(folder + "/missing") }
    }

    @Test func aFolderIsNotARegularFile() {
        #expect(throws: WholeFile.Failure.notRegularFile) { try WholeFile.read(folder, regularFilesOnly: true) }
    }

    @Test func aFIFODoesNotHangTheReader() throws {
        let path = folder + "/fifo"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: WholeFile.Failure.notRegularFile) { try WholeFile.read(path, regularFilesOnly: true) }
        // Non-blocking: with no writer, a FIFO reads as empty instead of waiting for one.
        #expect(try WholeFile.read(path) == [])
    }
}
