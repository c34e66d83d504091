/// A short, stable fingerprint of bytes (64-bit FNV-1a), used in asset file names so that a
/// changed file gets a new name and never hides behind a cached copy.
public enum ContentHash {
    public static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// Eight hex digits, e.g. `3f2a9c1b`.
    public static func short(_ bytes: [UInt8]) -> String {
        let hex = String(fnv1a(bytes) >> 32, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// `artist.jpg` → `artist.3f2a9c1b.jpg`
    public static func name(_ fileName: String, bytes: [UInt8]) -> String {
        let hash = short(bytes)
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return "\(fileName).\(hash)" }
        return "\(fileName[..<dot]).\(hash)\(fileName[dot...])"
    }
}
