import Testing
@testable import TourRendering

/// `.tourbook-pieces`: day bodies by key, read back whole or not at all, and a piece changed
/// on disk is made again rather than trusted.
struct PieceStoreTests {
    static func store() -> PieceStore {
        let store = PieceStore()
        _ = store.piece(1) { "<p>Load in</p>" }
        _ = store.piece(0xffff_ffff_ffff_ffff) { "é\n\t\\ and a line\n" }
        _ = store.piece(2) { "" }
        _ = store.keepUsed()
        return store
    }

    @Test func piecesReadBackAsWritten() throws {
        let read = try #require(PieceStore.decoded(Self.store().encoded(base: 9), base: 9))
        #expect(read.all == Self.store().all)
    }

    @Test func aCutOffStoreIsNoStore() {
        let bytes = Self.store().encoded(base: 9)
        #expect(PieceStore.decoded(Array(bytes.dropLast(3)), base: 9) == nil)
        #expect(PieceStore.decoded(Array("tourbook-pieces 1\n".utf8), base: 9) == nil, "another version's store")
        #expect(PieceStore.decoded(bytes, base: 8) == nil, "keys from other templates or another binary")
    }

    @Test func aPieceChangedByHandIsLeftOut() throws {
        var bytes = Self.store().encoded(base: 9)
        let at = try #require(bytes.firstIndex(of: UInt8(ascii: "L")))  // in "<p>Load in</p>"
        bytes[at] = UInt8(ascii: "X")
        let read = try #require(PieceStore.decoded(bytes, base: 9))
        #expect(read.all[1] == nil)
        #expect(read.all[2] == "")
    }

    @Test func aBuildKeepsWhatItUsed() {
        let store = Self.store()
        var made = 0
        #expect(store.piece(1) { made += 1; return "new" } == "<p>Load in</p>")
        _ = store.piece(3) { made += 1; return "three" }
        #expect(made == 1)
        #expect(store.keepUsed(), "the pieces used differ from those kept")
        #expect(Set(store.all.keys) == [1, 3])
    }
}
