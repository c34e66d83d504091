/// Writes a PNG of 16-colour palette pixels (colour type 3, bit depth 4), the image data in a
/// zlib stream of stored (uncompressed) blocks: a few kilobytes of code that need no library,
/// and the same pixels always give the same bytes.
enum PNGEncoder {
    /// `palette`: at most 16 colours as RGB triples; `pixels`: one palette index per pixel, row by row.
    static func indexed(width: Int, height: Int, palette: [[UInt8]], pixels: [UInt8]) -> [UInt8] {
        precondition(palette.count <= 16 && pixels.count == width * height && palette.allSatisfy { $0.count == 3 })
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [4, 3, 0, 0, 0]  // bit depth 4, palette, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("PLTE", palette.flatMap { $0 }, to: &png)
        appendChunk("IDAT", zlibStored(scanlines(width: width, height: height, pixels: pixels)), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Each row: filter type 0 (none), then two pixels a byte, the left one in the high nibble.
    /// Written in place: every build draws its icons, a 512-pixel one is 131,000 bytes.
    private static func scanlines(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
        let rowBytes = (width + 1) / 2
        return [UInt8](unsafeUninitializedCapacity: height * (rowBytes + 1)) { out, count in
            pixels.withUnsafeBufferPointer { pixels in
                count = 0
                for y in 0..<height {
                    out[count] = 0
                    count += 1
                    for x in stride(from: y * width, to: (y + 1) * width, by: 2) {
                        let right = x + 1 < (y + 1) * width ? pixels[x + 1] & 0x0f : 0
                        out[count] = (pixels[x] & 0x0f) << 4 | right
                        count += 1
                    }
                }
            }
        }
    }

    /// A zlib stream (RFC 1950) of deflate stored blocks (RFC 1951 §3.2.4), each at most 65535 bytes.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65535, data.count)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0)
            out += [UInt8(length & 0xff), UInt8(length >> 8), UInt8(~length & 0xff), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        return out + bigEndian(Adler32.checksum(data))
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        png += bigEndian(UInt32(data.count))
        png += typed
        png += bigEndian(CRC32.checksum(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }
}
