/// Reads the pixel size from the header of a PNG, JPEG, GIF or WebP file, to tell a real image
/// from an empty, truncated or mislabelled one without decoding it.
enum ImageProbe {
    struct Size: Equatable { var width: Int; var height: Int }

    static func size(of bytes: [UInt8]) -> Size? {
        if let size = png(bytes) ?? gif(bytes) ?? webp(bytes) ?? jpeg(bytes), size.width > 0, size.height > 0 { return size }
        return nil
    }

    static func fileExtension(of bytes: [UInt8]) -> String? {
        if png(bytes) != nil { return "png" }
        if gif(bytes) != nil { return "gif" }
        if webp(bytes) != nil { return "webp" }
        if jpeg(bytes) != nil { return "jpg" }
        return nil
    }

    private static func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    private static func be32(_ b: [UInt8], _ i: Int) -> Int { be16(b, i) << 16 | be16(b, i + 2) }
    private static func le16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
    private static func le24(_ b: [UInt8], _ i: Int) -> Int { le16(b, i) | Int(b[i + 2]) << 16 }

    private static func png(_ b: [UInt8]) -> Size? {
        guard b.count >= 33, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        return Size(width: be32(b, 16), height: be32(b, 20))
    }

    private static func gif(_ b: [UInt8]) -> Size? {
        guard b.count >= 10, b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)) else { return nil }
        return Size(width: le16(b, 6), height: le16(b, 8))
    }

    private static func webp(_ b: [UInt8]) -> Size? {
        guard b.count >= 30, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) else { return nil }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A else { return nil }
            return Size(width: le16(b, 26) & 0x3FFF, height: le16(b, 28) & 0x3FFF)
        case "VP8L":
            guard b[20] == 0x2F else { return nil }
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return Size(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return Size(width: le24(b, 24) + 1, height: le24(b, 27) + 1)
        default:
            return nil
        }
    }

    /// Walks JPEG segments to the first start-of-frame marker.
    private static func jpeg(_ b: [UInt8]) -> Size? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = be16(b, i + 2)
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return Size(width: be16(b, i + 7), height: be16(b, i + 5))
            }
            i += 2 + length
        }
        return nil
    }
}
