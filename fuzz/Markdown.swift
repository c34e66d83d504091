// libFuzzer target: the Markdown wrapper (libcmark, safe mode, heading shift). Besides crashes
// and memory errors it checks the output as a browser would see it: only the tags and
// attributes CommonMark produces, no raw HTML, no script-capable URL. Built by scripts/fuzz.sh.
@testable import TourViews

private let allowedTags: Set<String> = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "em", "strong", "a", "img", "code", "pre",
                                        "blockquote", "ul", "ol", "li", "hr", "br"]
private let allowedAttributes: Set<String> = ["href", "title", "src", "alt", "start", "class"]
private let omittedHTML = Array("!-- raw HTML omitted -->".utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Notes reach the renderer as decoded UTF-8 text (TextFile rejects anything else).
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    let shift = Int32(size % 3)
    let html = CmarkRenderer.html(text, headingShift: shift)
    if let problem = MarkdownOutputCheck.problem(in: html) {
        fatalError("unsafe Markdown output (\(problem)):\n\(html)")
    }
    return 0
}

/// A small HTML tag scanner: enough to see every start tag and attribute libcmark writes.
enum MarkdownOutputCheck {
    static func problem(in html: String) -> String? {
        let b = Array(html.utf8)
        var i = 0
        while i < b.count {
            guard b[i] == UInt8(ascii: "<") else { i += 1; continue }
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "!") {
                // Only the comment cmark writes in place of raw HTML. Compared as bytes: as a String,
                // a joiner after the comment (U+200D) joins its ">" into one character.
                guard b[i...].starts(with: omittedHTML) else { return "comment or doctype" }
                continue
            }
            if i < b.count, b[i] == UInt8(ascii: "/") { i += 1 }
            var name = ""
            while i < b.count, isNameByte(b[i]) { name.append(Character(Unicode.Scalar(b[i]))); i += 1 }
            guard allowedTags.contains(name.lowercased()) else { return "tag <\(name)>" }
            // Attributes up to ">"; values are double-quoted by cmark.
            while i < b.count, b[i] != UInt8(ascii: ">") {
                if b[i] == UInt8(ascii: " ") || b[i] == UInt8(ascii: "/") { i += 1; continue }
                var attribute = ""
                while i < b.count, isNameByte(b[i]) { attribute.append(Character(Unicode.Scalar(b[i]))); i += 1 }
                guard allowedAttributes.contains(attribute.lowercased()) else { return "attribute \(attribute) on <\(name)>" }
                guard i + 1 < b.count, b[i] == UInt8(ascii: "="), b[i + 1] == UInt8(ascii: "\"") else { return "unquoted attribute \(attribute)" }
                i += 2
                let start = i
                while i < b.count, b[i] != UInt8(ascii: "\"") {
                    if b[i] == UInt8(ascii: "<") || b[i] == UInt8(ascii: ">") { return "< or > inside an attribute value" }
                    i += 1
                }
                let value = String(decoding: b[start..<min(i, b.count)], as: UTF8.self)
                i += 1
                if attribute == "href" || attribute == "src", let scheme = dangerousScheme(value) { return "\(scheme) URL in \(attribute)" }
            }
            i += 1
        }
        return nil
    }

    static func isNameByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-")
    }

    /// The URL as a browser reads it: entities decoded, tabs and newlines dropped, leading
    /// spaces and controls trimmed, scheme case-insensitive.
    static func dangerousScheme(_ raw: String) -> String? {
        var url = raw.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        url = String(url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }.map(Character.init))
        while let first = url.unicodeScalars.first, first.value <= 0x20 { url.removeFirst() }
        let lower = url.lowercased()
        for scheme in ["javascript:", "vbscript:", "file:"] where lower.hasPrefix(scheme) { return scheme }
        if lower.hasPrefix("data:") && !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains(where: lower.hasPrefix) {
            return "data:"
        }
        return nil
    }
}
