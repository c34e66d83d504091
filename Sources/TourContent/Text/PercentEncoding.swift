/// Text put into a URL's query: RFC 3986's unreserved characters stay, everything else
/// (spaces, commas, `&`, `#`, `:`, `/`, accents as UTF-8) is percent-encoded, so it can't end the
/// query or add parameters. One pass over the UTF-8 bytes: a year's pages encode every hotel's
/// and venue's address for each date, and Foundation's `addingPercentEncoding` was a fifth of
/// making a date's pieces.
package enum PercentEncoding {
    package static func encoded(_ text: String) -> String? {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text`, encoded, to `out`.
    package static func append(_ text: String, to out: inout [UInt8]) {
        out.reserveCapacity(out.count + text.utf8.count * 3)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    /// `A-Z a-z 0-9 - . _ ~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
