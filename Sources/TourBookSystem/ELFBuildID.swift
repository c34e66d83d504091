/// The GNU build ID an ELF executable carries (`ld --build-id`, which swiftc asks the linker
/// for): the linker's digest of the executable's contents, in a note near its start. A tourbook
/// binary is named by it instead of by hashing all of its megabytes on every build; a binary
/// linked without one has none (nil), and its caller hashes the file. Every number read from
/// the file is checked before it is used: a damaged or hostile file gives nil, never a trap.
public enum ELFBuildID {
    /// The ID of the executable at `path`; nil when it is no 64-bit little-endian ELF file or
    /// has no build-ID note in its first `window` bytes.
    public static func read(_ path: String, window: Int = 64 * 1024) -> [UInt8]? {
        guard window > 0, let head = try? readStart(of: path, count: window) else { return nil }
        return head.withUnsafeBytes { notes(in: $0) }
    }

    private static func readStart(of path: String, count: Int) throws(Errno) -> [UInt8] {
        try FileDescriptor.openForReading(path).closeAfter { file throws(Errno) in
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 8)
            defer { buffer.deallocate() }
            var filled = 0
            while filled < count {
                let read = try file.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
                if read == 0 { break }
                filled += read
            }
            return Array(UnsafeRawBufferPointer(rebasing: buffer[..<filled]))
        }
    }

    /// The build ID among the notes of the program headers' `PT_NOTE` segments.
    static func notes(in elf: UnsafeRawBufferPointer) -> [UInt8]? {
        // ELF magic, 64-bit, little-endian.
        guard elf.count >= 64, elf.starts(with: [0x7F, 0x45, 0x4C, 0x46, 2, 1]) else { return nil }
        let size = Int(word(elf, 54, 2)), count = Int(word(elf, 56, 2))
        guard size >= 56, let headers = offset(word(elf, 32, 8), length: UInt64(size * count), within: elf.count) else { return nil }
        for i in 0..<count {
            let header = headers + i * size
            guard word(elf, header, 4) == 4 else { continue }  // PT_NOTE
            guard let start = offset(word(elf, header + 8, 8), length: word(elf, header + 32, 8), within: elf.count) else { continue }
            let end = start + Int(word(elf, header + 32, 8))
            if let id = buildID(UnsafeRawBufferPointer(rebasing: elf[start..<end])) { return id }
        }
        return nil
    }

    /// `start` as an offset, when `start` and `length` bytes after it lie within `count` bytes.
    private static func offset(_ start: UInt64, length: UInt64, within count: Int) -> Int? {
        let (end, overflowed) = start.addingReportingOverflow(length)
        guard !overflowed, end <= UInt64(count) else { return nil }
        return Int(start)
    }

    /// Notes are a name size, a description size and a type, then the name and the
    /// description, each padded to 4 bytes; the build ID is type 3 named "GNU".
    private static func buildID(_ notes: UnsafeRawBufferPointer) -> [UInt8]? {
        var at = 0
        while at + 12 <= notes.count {
            let nameSize = Int(word(notes, at, 4)), descSize = Int(word(notes, at + 4, 4)), type = word(notes, at + 8, 4)
            let name = at + 12, desc = name + (nameSize + 3) / 4 * 4, next = desc + (descSize + 3) / 4 * 4
            guard next <= notes.count else { return nil }
            if type == 3, nameSize == 4, notes[name..<(name + 4)].elementsEqual([0x47, 0x4E, 0x55, 0]), descSize > 0 {
                return Array(notes[desc..<(desc + descSize)])
            }
            at = next
        }
        return nil
    }

    /// The little-endian number of `count` bytes at `offset`.
    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int, _ count: Int) -> UInt64 {
        guard offset >= 0, offset + count <= bytes.count else { return 0 }
        var value: UInt64 = 0
        for i in (0..<count).reversed() { value = value << 8 | UInt64(bytes[offset + i]) }
        return value
    }
}
