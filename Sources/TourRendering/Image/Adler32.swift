/// Adler-32, the checksum that closes a zlib stream (RFC 1950).
enum Adler32 {
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        // 5552 bytes is the most that can be summed before b could overflow 32 bits.
        var start = 0
        while start < bytes.count {
            let end = min(start + 5552, bytes.count)
            for byte in bytes[start..<end] {
                a &+= UInt32(byte)
                b &+= a
            }
            a %= 65521
            b %= 65521
            start = end
        }
        return b << 16 | a
    }
}
