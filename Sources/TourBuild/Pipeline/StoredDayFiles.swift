/// Decoded day files kept in a `PieceStore`, each by the key of everything decoding it reads:
/// its bytes, the name it is reported under, the decoder's context (people, the tour's zone,
/// venues, roles) and the binary and zone data (`BuildInputs.toolBase`). A one-shot build reads
/// the output folder's (`.tourbook-days`) and leaves those it used; `watch` keeps them in memory.
/// A day is stored as its `PieceCodable` conformance writes it.
package struct StoredDayFiles: DayFileDecoding {
    package let store: PieceStore
    package let base: UInt64
    let zones: ZoneStore

    package init(store: PieceStore, base: UInt64, zones: ZoneStore) {
        (self.store, self.base, self.zones) = (store, base, zones)
    }

    package static let fileName = ".tourbook-days"

    package func decoded(_ file: String, content: UInt64?, context: UInt64?, _ decode: () -> DecodedDay) -> DecodedDay {
        guard let content, let context else { return decode() }
        var key = StreamingHash()
        key.update(base)
        key.update(file)
        key.update(content)
        key.update(context)
        if var found = store.found(key.value, decode: read) {
            found.parseSeconds = 0  // `watch` keeps the day as made, with the time it took then
            return found
        }
        let decoded = decode()
        store.keep(decoded, key.value) { decoded in
            var writer = PieceWriter()
            writer.value(decoded)
            return writer.bytes
        }
        return decoded
    }

    /// A stored day, or nil when its bytes don't read back (they are then decoded again).
    private func read(_ bytes: ArraySlice<UInt8>) -> DecodedDay? {
        var reader = PieceReader(bytes, zones: zones)
        guard let decoded = reader.value(DecodedDay.self), reader.atEnd else { return nil }
        return decoded
    }
}
