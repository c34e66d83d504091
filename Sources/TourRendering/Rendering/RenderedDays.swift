import Mustache

/// Every date's page body, for each distinct set of tabs: its HTML and what pages need to know of
/// it without its value (`Body.Facts`). Day pages and print.html take the HTML; the values and
/// the parts they are made from come from `source` only where a page that is made reads them.
package struct RenderedDays: Sendable {
    package struct Body: Sendable {
        var facts: Facts
        /// Its HTML's UTF-8 bytes, as rendered or as the `PieceStore` keeps them.
        var html: ArraySlice<UInt8>

        /// The key of its value (`InputKey`): what the body, and each page's share of it, is made from.
        var key: UInt64 { facts.key }
        /// The digest of `html`'s bytes (`ContentHash.xxh64`).
        var digest: UInt64 { facts.digest }
        /// Nothing on this date for these tabs: no item, venue, hotel, contact, notes or document.
        var isEmpty: Bool { facts.isEmpty }

        /// Whether a body's value holds nothing: no item, venue, hotel, contact, notes or document.
        static func isEmpty(_ value: MustacheValue) -> Bool {
            guard case .object(let fields) = value else { return true }
            return ["timeline", "venue", "hotelList", "contactList", "notes", "documentList"].allSatisfy { fields[$0] == nil }
        }

        /// What is known of a body without its value, kept in the `PieceStore` by what it is made
        /// from (`DayBodies`): a one-shot build of an edit takes them for every other date.
        struct Facts: Sendable, Equatable {
            var key: UInt64
            var digest: UInt64
            var isEmpty: Bool
            /// The date's share of travel.html for these tabs (`TravelPage.share`); 0: the date
            /// has no travel there.
            var travelShare: UInt64

            func encoded() -> [UInt8] {
                var writer = PieceWriter()
                for number in [key, digest, travelShare, isEmpty ? 1 : 0] { writer.number(number) }
                return writer.bytes
            }

            /// nil unless `bytes` are what `encoded()` makes.
            init?(decoding bytes: ArraySlice<UInt8>) {
                var reader = PieceReader(bytes)
                guard let key = reader.number(), let digest = reader.number(), let travelShare = reader.number(),
                      let empty = reader.number(), empty <= 1, reader.atEnd else { return nil }
                (self.key, self.digest, self.travelShare, isEmpty) = (key, digest, travelShare, empty == 1)
            }

            init(key: UInt64, digest: UInt64, isEmpty: Bool, travelShare: UInt64) {
                (self.key, self.digest, self.isEmpty, self.travelShare) = (key, digest, isEmpty, travelShare)
            }
        }
    }

    /// Each date's parts, made when first asked for.
    let source: DaySource
    /// By visibility, then date index.
    package var bodies: [Visibility: [Body]]
    /// What day pages mark as changed, by visibility and date (`BuildHistory.marks`).
    let marks: [Visibility: [CivilDate: [String: String]]]

    /// Date `d`'s body value for `visibility`: what a day page's template reads beside the HTML.
    func value(_ d: Int, _ visibility: Visibility) -> MustacheValue {
        source.parts(d).value(for: visibility, marks: marks[visibility]?[source.model.dates[d]] ?? [:])
    }
}
