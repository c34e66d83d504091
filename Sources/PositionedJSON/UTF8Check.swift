/// Finds the first byte that is not valid UTF-8, so a message can point at it.
public enum UTF8Check {
    public static func firstInvalidOffset(in bytes: [UInt8], from start: Int = 0) -> Int? {
        var i = start
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(b & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(b & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(b & 0x07)
            default: return i
            }
            guard i + length <= n else { return i }
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return i }
            i += length
        }
        return nil
    }

    /// Line and column (1-based) of a byte offset; columns count scalars, as editors do.
    public static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var i = 0
        while i < offset && i < bytes.count {
            if bytes[i] == 0x0A { line += 1; column = 1 } else if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }
}
