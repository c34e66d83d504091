import Testing
import TourBookSystem

@Suite struct InotifyTests {
    @Test func seesAFileWrittenAndClosedInAWatchedFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inotify = try Inotify()
        let watch = try inotify.addWatch(folder.path, for: [.closeWrite, .create, .delete, .onlyDirectory])
        #expect(try inotify.readEvents().isEmpty)  // non-blocking: nothing yet, no wait
        folder.file("notes.md", [1])
        #expect(try Poll.readable([inotify.descriptor], until: .now + .seconds(5)) == [true])
        var events: [Inotify.Event] = []
        while case let batch = try inotify.readEvents(), !batch.isEmpty { events += batch }
        #expect(events.contains { $0.watch == watch && $0.name == "notes.md" && $0.events.contains(.closeWrite) })
        #expect(events.allSatisfy { $0.watch == watch })
    }

    @Test func aFolderCreatedAndARemovedWatchAreReported() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let inotify = try Inotify()
        let watch = try inotify.addWatch(folder.path, for: [.create])
        try FileSystem.makeDirectory(folder.path + "/days")
        try inotify.removeWatch(watch)
        var events: [Inotify.Event] = []
        while case let batch = try inotify.readEvents(), !batch.isEmpty { events += batch }
        #expect(events.first.map { $0.name == "days" && $0.events.isSuperset(of: [.create, .isDirectory]) } == true)
        #expect(events.last?.events.contains(.ignored) == true)
        #expect(throws: Errno.notDirectory) { try inotify.addWatch(folder.file("f"), for: [.create, .onlyDirectory]) }
    }
}
