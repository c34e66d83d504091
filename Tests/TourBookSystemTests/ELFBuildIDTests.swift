import Foundation
import Testing
import TourBookSystem

/// `ELFBuildID` on ELF files made here: a header, program headers and notes laid out as the
/// linker lays them out, so every field the reader follows is one the test chose.
struct ELFBuildIDTests {
    /// A 64-bit little-endian ELF file: the header, then one program header per segment, then the
    /// segments' bytes; `noteSegments` are PT_NOTE, one other segment (PT_LOAD) comes first.
    static func elf(noteSegments: [[UInt8]]) -> [UInt8] {
        func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        let segments: [(type: Int, bytes: [UInt8])] = [(1, Array(repeating: 0xAA, count: 24))] + noteSegments.map { (4, $0) }
        var header: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + Array(repeating: 0, count: 8)
        header += le(2, 2) + le(62, 2) + le(1, 4) + le(0, 8) + le(64, 8) + le(0, 8) + le(0, 4)
        header += le(64, 2) + le(56, 2) + le(segments.count, 2) + le(64, 2) + le(0, 2) + le(0, 2)
        var offset = 64 + 56 * segments.count
        var programHeaders: [UInt8] = [], contents: [UInt8] = []
        for segment in segments {
            programHeaders += le(segment.type, 4) + le(4, 4) + le(offset, 8) + le(0, 8) + le(0, 8)
            programHeaders += le(segment.bytes.count, 8) + le(segment.bytes.count, 8) + le(4, 8)
            contents += segment.bytes
            offset += segment.bytes.count
        }
        return header + programHeaders + contents
    }

    /// A note: name size, description size, type, then the name and description padded to 4 bytes.
    static func note(name: String, type: Int, description: [UInt8]) -> [UInt8] {
        func le(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func padded(_ bytes: [UInt8]) -> [UInt8] { bytes + Array(repeating: 0, count: (4 - bytes.count % 4) % 4) }
        let name = Array(name.utf8) + [0]
        return le(name.count) + le(description.count) + le(type) + padded(name) + padded(description)
    }

    static let id: [UInt8] = (0..<20).map { UInt8($0 * 13 + 7) }

    func read(_ bytes: [UInt8]) throws -> [UInt8]? {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        return ELFBuildID.read(folder.file("tool", bytes))
    }

    @Test func theBuildIDIsFoundAmongOtherNotesAndSegments() throws {
        let abiTag = Self.note(name: "GNU", type: 1, description: [0, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0])
        let other = Self.note(name: "Go", type: 3, description: [9, 9, 9])
        #expect(try read(Self.elf(noteSegments: [abiTag + other, Self.note(name: "GNU", type: 3, description: Self.id)])) == Self.id)
        #expect(try read(Self.elf(noteSegments: [abiTag + Self.note(name: "GNU", type: 3, description: Self.id)])) == Self.id)
    }

    @Test func withoutABuildIDThereIsNone() throws {
        #expect(try read(Self.elf(noteSegments: [Self.note(name: "GNU", type: 1, description: [1, 2, 3, 4])])) == nil)
        #expect(try read(Self.elf(noteSegments: [])) == nil)
        #expect(try read(Array("#!/bin/sh\necho not an executable\n".utf8)) == nil)
        #expect(try read([]) == nil)
        // A note whose sizes run past its segment.
        var cut = Self.note(name: "GNU", type: 3, description: Self.id)
        cut[4] = 200
        #expect(try read(Self.elf(noteSegments: [cut])) == nil)
        #expect(ELFBuildID.read("/nonexistent/tourbook") == nil)
    }

    /// Offsets and sizes past any file, or whose sum overflows, give no ID rather than a trap (a
    /// reviewer's hostile headers crashed the first version).
    static let hostile: [(field: Int, value: UInt64)] = [
        (32, .max), (32, 0x7FFF_FFFF_FFFF_FFF5),            // the program headers' offset
        (120 + 8, 1 << 63), (120 + 8, 0x7FFF_FFFF_FFFF_FFFB),  // the note segment's offset
        (120 + 32, .max), (120 + 32, 0x7FFF_FFFF_FFFF_FFFF),   // and its size
    ]

    @Test(arguments: hostile)
    func hostileHeadersGiveNone(field: Int, value: UInt64) throws {
        var bytes = Self.elf(noteSegments: [Self.note(name: "GNU", type: 3, description: Self.id)])
        #expect(try read(bytes) == Self.id)
        for i in 0..<8 { bytes[field + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(i))) }
        #expect(try read(bytes) == nil)
        #expect(ELFBuildID.read("/proc/self/exe", window: -1) == nil)
    }
}
