/// Asset file names carry a hash of their bytes (`artist.jpg` → `artist.3f2a9c1b.jpg`), so a
/// changed file gets a new name and never hides behind a cached copy.
enum AssetName {
    static func hashed(_ fileName: String, bytes: [UInt8]) -> String {
        let hash = String(ContentHash.hex(ContentHash.xxh64(bytes)).prefix(8))
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return "\(fileName).\(hash)" }
        return "\(fileName[..<dot]).\(hash)\(fileName[dot...])"
    }
}
