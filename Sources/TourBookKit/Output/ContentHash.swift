/// 64-bit FNV-1a over a file's bytes: enough to tell one version of a page from another in the
/// manifest, with no dependency. Not a defence against anyone choosing collisions on purpose.
enum ContentHash {
    static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in buffer {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
            return hash
        }
    }

    /// 16 lowercase hex digits.
    static func hex(_ hash: UInt64) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8](repeating: 0, count: 16)
        var value = hash
        for i in stride(from: 15, through: 0, by: -1) {
            out[i] = digits[Int(value & 0xf)]
            value >>= 4
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func parseHex(_ text: String) -> UInt64? {
        guard text.utf8.count == 16 else { return nil }
        var value: UInt64 = 0
        for c in text.utf8 {
            let digit: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }
}
