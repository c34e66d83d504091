import Testing
import TourBookSystem
#if canImport(Glibc)
import Glibc
#endif

@Suite struct FileLockTests {
    @Test func anExclusiveLockKeepsOutEveryOtherLockUntilReleased() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try #require(try FileLock.tryAcquire(.exclusive, on: folder.path))
        // Another open of the same folder, even in this process, is another holder.
        #expect(try FileLock.tryAcquire(.exclusive, on: folder.path) == nil)
        #expect(try FileLock.tryAcquire(.shared, on: folder.path) == nil)
        first.release()
        let again = try #require(try FileLock.tryAcquire(.exclusive, on: folder.path))
        again.release()
    }

    @Test func sharedLocksCoexistButExcludeAnExclusiveOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let a = try #require(try FileLock.tryAcquire(.shared, on: folder.path))
        let b = try #require(try FileLock.tryAcquire(.shared, on: folder.path))
        let other = try FileDescriptor.openDirectory(folder.path)
        defer { _ = try? other.close() }
        #expect(try other.tryLock(.exclusive) == false)
        a.release()
        b.release()
        #expect(try other.tryLock(.exclusive) == true)
        try other.unlock()
        #expect(throws: Errno.noSuchFileOrDirectory) { try FileLock.tryAcquire(.shared, on: folder.path + "/missing") }
    }
}

extension FileLockTests {
    /// A child forked by another thread shares the lock's open file until it execs; `dup` makes
    /// the same sharing without a child. Releasing must let go even then, or the next build into
    /// the folder is told another build is writing.
    @Test func releasingLetsGoWhileACopyOfTheDescriptorIsStillOpen() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lock = try #require(try FileLock.tryAcquire(.exclusive, on: folder.path))
        let copy = dup(lock.descriptor.rawValue)
        #expect(copy >= 0)
        defer { close(copy) }
        lock.release()
        let again = try #require(try FileLock.tryAcquire(.exclusive, on: folder.path))
        again.release()
    }
}
