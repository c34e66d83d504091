import CCmark
import TourBookSystem

/// Every call into libcmark lives in this file. The C strings it returns are copied into Swift
/// at once and their C memory freed (`CMemory.takeString`).
///
/// Rendering is CommonMark with smart punctuation; raw HTML and unsafe link schemes
/// (`javascript:`, `vbscript:`, `file:`, most `data:`) are left out, because cmark's safe mode is
/// on by default (we never pass CMARK_OPT_UNSAFE).
public enum CmarkRenderer {
    /// Headings move down `headingShift` levels so that a note's `#` sits under the page's own
    /// title (an `h1` in a note would compete with the page heading).
    public static func html(_ markdown: String, headingShift: Int32 = 1) -> String {
        let options = CMARK_OPT_SMART | CMARK_OPT_VALIDATE_UTF8
        // Parse from the UTF-8 bytes with their length, so a NUL in the text can't cut it short.
        let bytes = Array(markdown.utf8)
        guard !bytes.isEmpty else { return "" }
        let document: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, options) }
        }
        guard let document else { return "" }
        defer { cmark_node_free(document) }
        if headingShift != 0 { shiftHeadings(document, by: headingShift) }
        guard let rendered = cmark_render_html(document, options) else { return "" }
        return CMemory.takeString(rendered)
    }

    private static func shiftHeadings(_ document: OpaquePointer, by shift: Int32) {
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  cmark_node_get_type(node) == CMARK_NODE_HEADING else { continue }
            let level = cmark_node_get_heading_level(node)
            cmark_node_set_heading_level(node, min(6, max(1, level + shift)))
        }
    }

    /// The libcmark version, for `tourbook --version`.
    public static var version: String { String(cString: cmark_version_string()) }
}
