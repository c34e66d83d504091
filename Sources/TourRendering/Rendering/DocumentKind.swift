/// What a document is, from its name (`PDF`, `PNG`…), and whether its first bytes agree: a
/// `.pdf` that is really a web page saved under the wrong name opens as garbage on a phone.
enum DocumentKind {
    /// The label shown next to a document's title: the kind its extension names.
    static func label(_ fileName: String, _ words: Words) -> String {
        switch fileExtension(fileName) {
        case "jpg", "jpeg": "JPEG"
        case let other?: other.uppercased()
        case nil: words.file
        }
    }

    /// False when the name says PDF or image and the bytes are not one; nil for kinds not checked.
    static func bytesMatchName(_ fileName: String, _ bytes: [UInt8]) -> Bool? {
        switch fileExtension(fileName) {
        case "pdf": bytes.starts(with: Array("%PDF-".utf8))
        case "png": ImageProbe.fileExtension(of: bytes) == "png" && ImageProbe.size(of: bytes) != nil
        case "gif": ImageProbe.fileExtension(of: bytes) == "gif" && ImageProbe.size(of: bytes) != nil
        case "webp": ImageProbe.fileExtension(of: bytes) == "webp" && ImageProbe.size(of: bytes) != nil
        case "jpg", "jpeg": ImageProbe.fileExtension(of: bytes) == "jpg" && ImageProbe.size(of: bytes) != nil
        default: nil
        }
    }

    /// `240 KB`, `1.4 MB`, `512 bytes`: what a phone on a venue's Wi-Fi is about to download.
    static func sizeText(_ count: Int, _ words: Words) -> String { words.size(DocumentSize(count)) }

    private static func fileExtension(_ fileName: String) -> String? {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
        return fileName[fileName.index(after: dot)...].lowercased()
    }
}
