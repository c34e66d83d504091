import Mustache

/// Every date's page body: its pieces (the same for every role), then for each distinct set of
/// tabs the value made from them and the rendered HTML. Day pages and print.html take the HTML.
package struct RenderedDays: Sendable {
    package struct Body: Sendable {
        var value: MustacheValue
        /// Its HTML's UTF-8 bytes, as rendered or as the `PieceStore` keeps them.
        var html: ArraySlice<UInt8>
        /// The key of `value` (`InputKey`): what the body, and each page's share of it, is made from.
        var key: UInt64

        /// The digest of `html`'s bytes (`ContentHash.xxh64`).
        var digest: UInt64 { html.withUnsafeBytes { ContentHash.xxh64($0) } }

        /// Nothing on this date for these tabs: no item, venue, hotel, contact, notes or document.
        var isEmpty: Bool {
            guard case .object(let fields) = value else { return true }
            return ["timeline", "venue", "hotelList", "contactList", "notes", "documentList"].allSatisfy { fields[$0] == nil }
        }
    }

    /// By date index.
    package var parts: [DayParts]
    /// By visibility, then date index.
    package var bodies: [Visibility: [Body]]
}
