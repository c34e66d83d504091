#if canImport(Glibc)
import Glibc
#endif

/// An inotify instance (inotify(7)): watches on folders, and the events they queue. Non-blocking
/// and closed on exec; the descriptor is closed when the instance goes away. Wait for events with
/// `Poll.readable([inotify.descriptor, …], until:)`, then `readEvents()` until it returns none.
public final class Inotify {
    /// A watch, as inotify_add_watch numbers it; events name the watch they came from.
    public struct Watch: Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
    }

    public struct Event: Hashable, Sendable {
        public var watch: Watch
        public var events: Events
        /// The name within the watched folder, "" for an event about the folder itself.
        public var name: String
    }

    public let descriptor: FileDescriptor
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// inotify_init1: throws when the kernel offers none, or too few instances are left
    /// (`.noFunction`, EMFILE): the caller then polls instead.
    public init() throws(Errno) {
        let fd = try Interrupt.retrying { inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC)) }
        descriptor = FileDescriptor(rawValue: fd)
    }

    deinit { _ = try? descriptor.close() }

    /// Adds (or, for a path already watched, replaces) a watch on `path` for `events`.
    public func addWatch(_ path: String, for events: Events) throws(Errno) -> Watch {
        Watch(rawValue: try Interrupt.retrying { inotify_add_watch(descriptor.rawValue, path, events.rawValue) })
    }

    /// Ends a watch; the kernel then queues an `.ignored` event for it.
    public func removeWatch(_ watch: Watch) throws(Errno) {
        try Interrupt.retryingVoid { inotify_rm_watch(descriptor.rawValue, watch.rawValue) }
    }

    /// The events queued now, at most one buffer-full (64 KiB); empty when there are none (the
    /// read would block). Call again until empty to drain the queue.
    public func readEvents() throws(Errno) -> [Event] {
        let read = buffer.withUnsafeMutableBytes { bytes in
            Result { () throws(Errno) in try descriptor.read(into: bytes) }
        }
        switch read {
        case .success(let count): return Self.events(in: buffer[..<count])
        case .failure(let error) where error == .wouldBlock: return []
        case .failure(let error): throw error
        }
    }

    /// Splits what one read returned into events: a fixed header, then `len` bytes of name
    /// padded with NULs.
    static func events(in bytes: ArraySlice<UInt8>) -> [Event] {
        var events: [Event] = []
        let header = MemoryLayout<inotify_event>.size
        var offset = bytes.startIndex
        while offset + header <= bytes.endIndex {
            let event = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset - bytes.startIndex, as: inotify_event.self) }
            let nameEnd = min(bytes.endIndex, offset + header + Int(event.len))
            let name = String(decoding: bytes[(offset + header)..<nameEnd].prefix { $0 != 0 }, as: UTF8.self)
            events.append(Event(watch: Watch(rawValue: event.wd), events: Events(rawValue: event.mask), name: name))
            offset = nameEnd
        }
        return events
    }
}

extension Inotify {
    /// The IN_* bits: what to watch for, and what an event reports.
    public struct Events: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let closeWrite = Events(rawValue: UInt32(IN_CLOSE_WRITE))
        public static let movedFrom = Events(rawValue: UInt32(IN_MOVED_FROM))
        public static let movedTo = Events(rawValue: UInt32(IN_MOVED_TO))
        public static let create = Events(rawValue: UInt32(IN_CREATE))
        public static let delete = Events(rawValue: UInt32(IN_DELETE))
        /// The watched folder itself was deleted.
        public static let deleteSelf = Events(rawValue: UInt32(IN_DELETE_SELF))
        /// The watched folder itself was moved.
        public static let moveSelf = Events(rawValue: UInt32(IN_MOVE_SELF))
        /// For `addWatch`: only if the path is a folder.
        public static let onlyDirectory = Events(rawValue: UInt32(IN_ONLYDIR))
        /// In an event: the name is a folder.
        public static let isDirectory = Events(rawValue: UInt32(IN_ISDIR))
        /// In an event: the watch is gone (removed, or its folder deleted).
        public static let ignored = Events(rawValue: UInt32(IN_IGNORED))
        /// In an event: the queue overflowed and events were lost; look at everything again.
        public static let queueOverflow = Events(rawValue: UInt32(IN_Q_OVERFLOW))
    }
}
