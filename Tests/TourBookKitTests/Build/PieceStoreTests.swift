import Testing
import TourBookSystem
@testable import TourRendering

/// `.tourbook-pieces`: day bodies by key, read back whole or not at all, and a piece changed
/// on disk is made again rather than trusted.
struct PieceStoreTests {
    static func store() -> PieceStore {
        let store = PieceStore()
        _ = store.bytes(1) { Array("<p>Load in</p>".utf8) }
        _ = store.bytes(0xffff_ffff_ffff_ffff) { Array("é\n\t\\ and a line\n".utf8) }
        _ = store.bytes(2) { Array("".utf8) }
        _ = store.bytes(4) { [0xff, 0x00, 0x0d, 0x0a] }
        _ = store.keepUsed()
        return store
    }

    @Test func piecesReadBackAsWritten() throws {
        let read = try #require(PieceStore.decoded(Self.store().encoded(base: 9), base: 9))
        #expect(read.all == Self.store().all)
    }

    @Test func aStoreCutShortKeepsTheWholePiecesBeforeTheCut() throws {
        let bytes = Self.store().encoded(base: 9)
        let cut = try #require(PieceStore.decoded(Array(bytes.dropLast(3)), base: 9), "a build killed while appending")
        #expect(cut.all.count == Self.store().all.count - 1)
        #expect(cut.all.allSatisfy { Self.store().all[$0.key] == $0.value })
        #expect(PieceStore.decoded(Array("tourbook-pieces 1\n".utf8), base: 9) == nil, "another version's store")
        #expect(PieceStore.decoded(bytes, base: 8) == nil, "keys from other templates or another binary")
    }

    /// A line that is not `<key> <hash> <length>` as this version writes them ends the store
    /// there: the pieces before it are kept, the rest are made again. The empty piece's length
    /// written another way (`+0`, `-0`, a space after it) keeps every later line in place, so only
    /// refusing the line, not a hash that fails later, leaves the pieces after it out.
    @Test(arguments: ["+0", "-0", "0 ", "", "00000000000000000000", "1e1"])
    func aGarbledPieceLineEndsTheStoreThere(_ length: String) throws {
        let bytes = Self.store().encoded(base: 9)
        // Pieces are in the order of their keys: 1, then 2 (empty), 4, and the largest; a piece's
        // bytes run on into the next piece's line.
        let line = try #require(Bytes.firstIndex(of: Array("0000000000000002 ".utf8), in: bytes))
        let end = try #require(bytes[line...].firstIndex(of: UInt8(ascii: "\n")))
        var garbled = bytes
        garbled.replaceSubrange((end - 1)..<end, with: Array(length.utf8))
        let read = try #require(PieceStore.decoded(garbled, base: 9))
        #expect(read.all == [1: Array("<p>Load in</p>".utf8)])
        #expect(PieceStore.decoded(bytes, base: 9)?.all.count == 4)
    }

    /// Saving appends what the file lacks while the file is mostly pieces in use; a file that is
    /// not the one read (another size: cut, or written by another build) is replaced whole.
    @Test func savingAppendsNewPiecesToTheFileItWasReadFrom() throws {
        let file = Self.store().encoded(base: 9)
        let read = try #require(PieceStore.decoded(file, base: 9))
        _ = read.bytes(1) { Array("".utf8) }
        _ = read.bytes(2) { Array("".utf8) }
        _ = read.bytes(0xffff_ffff_ffff_ffff) { [] }
        _ = read.bytes(4) { [] }
        _ = read.bytes(5) { Array("<p>Doors</p>".utf8) }
        #expect(read.keepUsed())
        #expect(read.saving(base: 9, fileSize: file.count + 1) == .replace)
        let again = try #require(PieceStore.decoded(file, base: 9))
        for key in [1, 2, 0xffff_ffff_ffff_ffff, 4] as [UInt64] { _ = again.bytes(key) { [] } }
        _ = again.bytes(5) { Array("<p>Doors</p>".utf8) }
        _ = again.keepUsed()
        guard case .append(let added) = again.saving(base: 9, fileSize: file.count) else { Issue.record("not appended"); return }
        let appended = try #require(PieceStore.decoded(file + added, base: 9))
        #expect(appended.all == again.all)
        #expect(again.saving(base: 9, fileSize: file.count + added.count) == .append([]), "nothing new: nothing written")
    }

    @Test func aFileMostlyOfPiecesNoLongerUsedIsReplaced() throws {
        let read = try #require(PieceStore.decoded(Self.store().encoded(base: 9), base: 9))
        _ = read.bytes(7) { Array("x".utf8) }
        #expect(read.keepUsed())
        #expect(read.saving(base: 9, fileSize: Self.store().encoded(base: 9).count) == .replace, "appended to a file of unused pieces")
        #expect(try #require(PieceStore.decoded(read.encoded(base: 9), base: 9)).all == [7: Array("x".utf8)])
    }

    /// A new piece as large as the file's unused one: appending would leave the file half
    /// pieces no longer used, so it is written anew; counting the new piece twice appended it.
    @Test func aNewPieceIsCountedOnceWhenDecidingToAppend() throws {
        let old = PieceStore()
        _ = old.bytes(1) { Array(repeating: UInt8(ascii: "a"), count: 1_000) }
        _ = old.keepUsed()
        let file = old.encoded(base: 9)
        let read = try #require(PieceStore.decoded(file, base: 9))
        _ = read.bytes(2) { Array(repeating: UInt8(ascii: "b"), count: 1_000) }
        _ = read.keepUsed()
        #expect(read.saving(base: 9, fileSize: file.count) == .replace)
    }

    @Test func aPieceChangedByHandIsLeftOut() throws {
        var bytes = Self.store().encoded(base: 9)
        let at = try #require(bytes.firstIndex(of: UInt8(ascii: "L")))  // in "<p>Load in</p>"
        bytes[at] = UInt8(ascii: "X")
        let read = try #require(PieceStore.decoded(bytes, base: 9))
        #expect(read.all[1] == nil)
        #expect(read.all[2] == [])
    }

    /// A value made for the store (a calendar item's events) is encoded only when the store is
    /// saved, then read back as any piece; one the store has is decoded, not made.
    @Test func aValueMadeIsEncodedOnlyWhenTheStoreIsSaved() throws {
        let encodings = Lock(0)
        let encode: @Sendable (String) -> [UInt8] = { value in encodings.withLock { $0 += 1 }; return Array(value.utf8) }
        let decode = { (bytes: ArraySlice<UInt8>) in String(decoding: bytes, as: UTF8.self) }
        let file = Self.store().encoded(base: 9)
        let read = try #require(PieceStore.decoded(file, base: 9))
        for key in [1, 2, 0xffff_ffff_ffff_ffff, 4] as [UInt64] { _ = read.bytes(key) { [] } }
        #expect(read.value(1, decode: decode, make: { "made" }, encode: encode) == "<p>Load in</p>", "found, not made")
        #expect(read.value(6, decode: decode, make: { "<p>Curfew</p>" }, encode: encode) == "<p>Curfew</p>")
        #expect(encodings.withLock { $0 } == 0, "nothing encoded while building")
        _ = read.keepUsed()
        guard case .append(let added) = read.saving(base: 9, fileSize: file.count) else { Issue.record("not appended"); return }
        #expect(encodings.withLock { $0 } == 1, "encoded once, when saved")
        let again = try #require(PieceStore.decoded(file + added, base: 9))
        #expect(again.value(6, decode: decode, make: { "made again" }, encode: encode) == "<p>Curfew</p>")
        #expect(try #require(PieceStore.decoded(read.encoded(base: 9), base: 9)).all == again.all, "written whole, the same")
    }

    /// Deciding to write the file anew after encoding the new values to weigh them: each value
    /// is still encoded once.
    @Test func aValueIsEncodedOnceWhenTheFileIsWrittenAnew() throws {
        let encodings = Lock(0)
        let encode: @Sendable (String) -> [UInt8] = { value in encodings.withLock { $0 += 1 }; return Array(value.utf8) }
        let old = PieceStore()
        _ = old.bytes(1) { Array(repeating: UInt8(ascii: "a"), count: 1_000) }
        _ = old.keepUsed()
        let file = old.encoded(base: 9)
        let read = try #require(PieceStore.decoded(file, base: 9))
        _ = read.value(6, decode: { _ in nil }, make: { String(repeating: "b", count: 1_000) }, encode: encode)
        _ = read.keepUsed()
        #expect(read.saving(base: 9, fileSize: file.count) == .replace, "the file's piece is no longer used")
        _ = read.encoded(base: 9)
        #expect(encodings.withLock { $0 } == 1)
    }

    /// `watch` keeps its store: a value it made is taken as it is by the next build, never
    /// encoded (the store is not saved) nor decoded.
    @Test func aValueTheStoreMadeIsTakenAsItIs() {
        let encodings = Lock(0)
        let encode: @Sendable (String) -> [UInt8] = { value in encodings.withLock { $0 += 1 }; return Array(value.utf8) }
        let store = PieceStore()
        for _ in 0..<3 {
            #expect(store.value(6, decode: { _ in "decoded" }, make: { "made" }, encode: encode) == "made")
            _ = store.keepUsed()
        }
        #expect(encodings.withLock { $0 } == 0)
    }

    /// A piece whose bytes do not read back is made again and saved again: the next build reads
    /// the new one (a key's last piece in the file wins), not the old one forever.
    @Test func aPieceMadeAgainIsSavedAgain() throws {
        let file = Self.store().encoded(base: 9)
        let read = try #require(PieceStore.decoded(file, base: 9))
        for key in [2, 0xffff_ffff_ffff_ffff, 4] as [UInt64] { _ = read.bytes(key) { [] } }
        let remade = read.value(1, decode: { _ in String?.none }, make: { "<p>Load in at 14:00</p>" }, encode: { Array($0.utf8) })
        #expect(remade == "<p>Load in at 14:00</p>")
        #expect(read.keepUsed(), "a piece made again is a change to save")
        guard case .append(let added) = read.saving(base: 9, fileSize: file.count) else { Issue.record("not appended"); return }
        let again = try #require(PieceStore.decoded(file + added, base: 9))
        #expect(again.all[1] == Array("<p>Load in at 14:00</p>".utf8))
    }

    @Test func aBuildKeepsWhatItUsed() {
        let store = Self.store()
        var made = 0
        #expect(Array(store.bytes(1) { made += 1; return Array("new".utf8) }) == Array("<p>Load in</p>".utf8))
        _ = store.bytes(3) { made += 1; return Array("three".utf8) }
        #expect(made == 1)
        #expect(store.keepUsed(), "the pieces used differ from those kept")
        #expect(Set(store.all.keys) == [1, 3])
        #expect(Array(store.bytes(3) { [] }) == Array("three".utf8), "what was made is what is found")
    }
}
