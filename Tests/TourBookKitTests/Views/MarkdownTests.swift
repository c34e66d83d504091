import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Notes are CommonMark through libcmark, with raw HTML and unsafe links left out.
struct MarkdownTests {
    @Test(arguments: [
        ("**Load in** at 9", "<p><strong>Load in</strong> at 9</p>\n"),
        ("# Parking", "<h2>Parking</h2>\n"),
        ("\"Quotes\" -- and...", "<p>“Quotes” – and…</p>\n"),
        ("<script>alert(1)</script>", "<!-- raw HTML omitted -->\n"),
        ("Hi <b onmouseover=x>there</b>", "<p>Hi <!-- raw HTML omitted -->there<!-- raw HTML omitted --></p>\n"),
        ("[map](javascript:alert(1))", "<p><a href=\"\">map</a></p>\n"),
        ("[map](https://example.com/a?b=1&c=2)", "<p><a href=\"https://example.com/a?b=1&amp;c=2\">map</a></p>\n"),
        ("![x](data:text/html;base64,PHNjcmlwdD4=)", "<p><img src=\"\" alt=\"x\" /></p>\n"),
        ("", ""),
    ])
    func renders(_ markdown: String, _ html: String) {
        #expect(CmarkRenderer.html(markdown) == html)
    }

    @Test func aNulByteDoesNotCutTheText() {
        #expect(CmarkRenderer.html("before\u{0}after") == "<p>before\u{FFFD}after</p>\n")
    }
}
