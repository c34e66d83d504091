import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Hostile text in every text field of the sample (names, titles, notes, venue, hotel, contacts,
/// role titles, the tour name) and hostile Markdown in every notes file: the build succeeds,
/// no page has anything a browser would run, and the text reads exactly as written.
/// Tests/site/hostile.sh does the same with the real binary and loads every page in Chromium.
struct EscapingTests {
    static let effect = "document.title='PWNED'"
    static let unicode = "\u{202E}evil\u{202C} zw\u{200D}j \u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{1F3B8}"
    static let payload = "<script>\(effect)</script>\"><img src=x onerror=\"\(effect)\">' onmouseover='\(effect)' javascript:alert(1) \(unicode)"
    static let markdown = """


    <script>\(effect)</script>

    <img src=x onerror="\(effect)">

    <a href="javascript:\(effect)">raw link</a>

    [js link](javascript:\(effect)) [JS link](JaVaScRiPt:\(effect)) [tab link](jav&#x09;ascript:\(effect))
    [data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [vb link](vbscript:msgbox)
    ![js image](javascript:\(effect)) ![svg image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)
    [attr breaker](https://example.com/" onmouseover="\(effect)) [quote link](https://example.com/"onmouseover="alert(1))

    Unicode \(unicode) zqnotesend

    """

    /// Keys whose values are not free text: ids, references, times, dates, zones, enums, paths.
    /// (`venue` as text is a venue's id; as an object it is the venue, whose text is poisoned.)
    static let notText: Set<String> = ["$schema", "id", "timeZone", "clock", "locale", "artwork", "tabs", "passengers", "person",
                                       "time", "departs", "arrives", "checkIn", "checkOut", "expires", "venue", "tab", "file", "for"]

    static func poison(_ value: Any, key: String?) -> Any {
        switch value {
        case let object as [String: Any]:
            return Dictionary(uniqueKeysWithValues: object.map { ($0.key, poison($0.value, key: $0.key)) })
        case let list as [Any]:
            return list.map { poison($0, key: key) }
        // Airport codes are looked up in the airport table: the payload goes into the free-text
        // fields around them (flight, note…), not into the code.
        case let text as String where ["from", "to", "airport"].contains(key ?? "") && text.range(of: "^[A-Z]{3}$", options: .regularExpression) != nil:
            return text
        case let text as String where !notText.contains(key ?? ""):
            return text + " " + payload
        default:
            return value
        }
    }

    /// The sample, with the payload after every text value and the hostile Markdown after every
    /// notes file. A day's own `kind` (one of `Day.Kind`) stays; a ground leg's kind is free text.
    static func hostileSample() throws -> TempContent {
        let content = TempContent(copyingSample: true)
        let walker = FileManager.default.enumerator(atPath: content.content.path)!
        while let relative = walker.nextObject() as? String {
            let url = content.content.appendingPathComponent(relative)
            if relative.hasSuffix(".json") {
                var root = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
                if relative.hasPrefix("days/"), let day = root as? [String: Any] {
                    root = Dictionary(uniqueKeysWithValues: day.map { ($0.key, $0.key == "kind" ? $0.value : poison($0.value, key: $0.key)) })
                } else {
                    root = poison(root, key: nil)
                }
                try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .withoutEscapingSlashes]).write(to: url)
            } else if relative.hasSuffix(".md") {
                try (String(contentsOf: url, encoding: .utf8) + markdown).write(to: url, atomically: true, encoding: .utf8)
            }
        }
        return content
    }

    /// What a browser would act on in a page: every start tag with its attributes (values
    /// unquoted, entities left as written).
    static func tags(in html: String) -> [(name: String, attributes: [(name: String, value: String)])] {
        let b = Array(html.utf8)
        var result: [(String, [(String, String)])] = []
        var i = 0
        func isName(_ c: UInt8) -> Bool { c > 0x20 && c != UInt8(ascii: ">") && c != UInt8(ascii: "/") && c != UInt8(ascii: "=") }
        while i < b.count {
            guard b[i] == UInt8(ascii: "<"), i + 1 < b.count, (b[i + 1] | 0x20) >= UInt8(ascii: "a"), (b[i + 1] | 0x20) <= UInt8(ascii: "z") else { i += 1; continue }
            i += 1
            let start = i
            while i < b.count, isName(b[i]) { i += 1 }
            let name = String(decoding: b[start..<i], as: UTF8.self).lowercased()
            var attributes: [(String, String)] = []
            while i < b.count, b[i] != UInt8(ascii: ">") {
                if b[i] <= 0x20 || b[i] == UInt8(ascii: "/") { i += 1; continue }
                let nameStart = i
                while i < b.count, isName(b[i]) { i += 1 }
                let attribute = String(decoding: b[nameStart..<i], as: UTF8.self).lowercased()
                var value = ""
                if i < b.count, b[i] == UInt8(ascii: "=") {
                    i += 1
                    if i < b.count, b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") {
                        let quote = b[i]
                        i += 1
                        let valueStart = i
                        while i < b.count, b[i] != quote { i += 1 }
                        value = String(decoding: b[valueStart..<min(i, b.count)], as: UTF8.self)
                        i += 1
                    } else {
                        let valueStart = i
                        while i < b.count, b[i] > 0x20, b[i] != UInt8(ascii: ">") { i += 1 }
                        value = String(decoding: b[valueStart..<i], as: UTF8.self)
                    }
                }
                attributes.append((attribute, value))
            }
            result.append((name, attributes))
        }
        return result
    }

    /// Script elements a browser would start.
    static func scriptCount(_ html: String) -> Int { tags(in: html).filter { $0.name == "script" }.count }

    /// Problems a browser would turn into running code.
    static func problems(in html: String) -> [String] {
        var found: [String] = []
        for tag in tags(in: html) {
            // Scripts are counted against a clean build instead: the templates have their own.
            if ["iframe", "object", "embed", "base", "form", "svg", "math"].contains(tag.name) { found.append("<\(tag.name)>") }
            for (name, value) in tag.attributes {
                if name.hasPrefix("on") { found.append("\(name)= on <\(tag.name)>") }
                if ["href", "src", "action", "formaction", "srcset", "xlink:href"].contains(name) {
                    let url = value.replacingOccurrences(of: "&#x09;", with: "").replacingOccurrences(of: "&Tab;", with: "")
                        .unicodeScalars.filter { $0.value > 0x20 }.map(String.init).joined().lowercased()
                    for scheme in ["javascript:", "vbscript:", "data:"] where url.hasPrefix(scheme) { found.append("\(name)=\(value.prefix(30)) on <\(tag.name)>") }
                }
            }
        }
        return found
    }

    /// The payload as escaped text in a page: what `{{x}}` writes.
    static let escapedPayload = payload.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")

    @Test func hostileTextInEveryFieldBuildsAndNothingCanRun() throws {
        let content = try Self.hostileSample()
        let site = try SiteFixture(content: content)
        let clean = try SiteFixture(content: TempContent(copyingSample: true))
        let roles = ["management", "band", "crew", "local", "guests"]
        var pages = 0
        for role in roles {
            let cleanPages = Dictionary(clean.contents(ofRole: role).map { ($0.path, $0.text) }, uniquingKeysWith: { a, _ in a })
            for (path, html) in site.contents(ofRole: role) where path.hasSuffix(".html") {
                pages += 1
                #expect(Self.problems(in: html).isEmpty, "\(role)/\(path): \(Self.problems(in: html).prefix(5))")
                // The templates' own scripts only: content never adds a script element.
                #expect(Self.scriptCount(html) == Self.scriptCount(cleanPages[path] ?? ""), "\(role)/\(path)")
                // The tour name is on every page: the payload is there, escaped, whole.
                #expect(html.contains(Self.escapedPayload), "\(role)/\(path) lacks the escaped payload")
            }
        }
        #expect(pages > 80)
        // A few fields of each kind, checked where they appear.
        let management = try site.text("management/contacts.html")
        #expect(management.contains("Amara Okafor " + Self.escapedPayload))
        #expect(management.contains("Tour Manager " + Self.escapedPayload))
        let local = try site.text("local/index.html")
        #expect(local.contains("Local crew " + Self.escapedPayload)) // the role's title
        let day = try site.text("management/days/2027-03-09.html")
        #expect(day.contains("MTELUS " + Self.escapedPayload)) // the venue
        #expect(day.contains("Hôtel Zéro1 " + Self.escapedPayload)) // a hotel
        #expect(day.contains("Jo Tremblay " + Self.escapedPayload)) // a day contact
    }

    @Test func markdownLinksImagesAndRawHTMLAreMadeHarmless() throws {
        let content = TempContent()
        content.write("tour.md", "# Notes" + Self.markdown)
        let site = try SiteFixture(content: content)
        let html = try site.text("crew/index.html")
        let clean = try SiteFixture(content: TempContent())
        #expect(Self.problems(in: html).isEmpty, "\(Self.problems(in: html))")
        #expect(Self.scriptCount(html) == Self.scriptCount(try clean.text("crew/index.html")))
        #expect(html.contains("<!-- raw HTML omitted -->"))
        #expect(!html.contains("raw link</a>"))
        // The links keep their text, lose their target.
        for label in ["js link", "JS link", "tab link", "data link", "vb link"] {
            #expect(html.contains(">\(label)</a>"), "\(label)")
        }
        #expect(html.contains("alt=\"js image\"") && html.contains("alt=\"svg image\""))
        #expect(!html.contains("javascript:document") && !html.contains("data:text/html") && !html.contains("data:image/svg"))
        // An attribute breaker stays inside its percent-encoded URL, or (with spaces) is no link at all.
        #expect(html.contains("<a href=\"https://example.com/%22onmouseover=%22alert(1)\">quote link</a>"))
        #expect(html.contains("[attr breaker](https://example.com/\u{201D} onmouseover="))
        #expect(html.contains(Self.unicode + " zqnotesend"))
    }

    /// RTL override, a zero-width-joiner family and 4-byte emoji reach the page byte for byte,
    /// in text and in masked passport numbers (cut by characters, never inside one).
    @Test func unicodeTricksReadAsWritten() throws {
        let content = TempContent()
        content.write("tour.json", """
        { "name": "Tour \(Self.unicode)", "timeZone": "America/Toronto",
          "roles": { "all": { "title": "All \(Self.unicode)", "tabs": ["schedule", "travel", "contacts"] } } }
        """)
        content.write("people.json", """
        [ { "id": "amara", "name": "Amara \(Self.unicode)", "title": "\u{1F3B8}\u{1F3B8}",
            "passport": { "country": "CA", "number": "GA48\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F3B8}\u{202E}x", "expires": "2031-01-01" } } ]
        """)
        content.write("days/2027-03-14.json", """
        { "city": "\u{202E}otnoroT", "venue": { "name": "Hall \(Self.unicode)" },
          "schedule": [ { "time": "15:00", "title": "Load in \(Self.unicode)" } ] }
        """)
        let site = try SiteFixture(content: content)
        let day = try site.text("all/days/2027-03-14.html")
        #expect(day.contains("Hall \(Self.unicode)") && day.contains("Load in \(Self.unicode)") && day.contains("\u{202E}otnoroT"))
        #expect(try site.text("all/index.html").contains("Tour \(Self.unicode)"))
        let travel = try site.text("all/travel.html")
        #expect(travel.contains("Amara \(Self.unicode)"))
        // The last four characters: the family is one character, so it stays whole.
        #expect(travel.contains("\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F3B8}\u{202E}x"))
        #expect(!travel.contains("GA48"))
        for (path, html) in site.contents(ofRole: "all") where path.hasSuffix(".html") {
            #expect(String(validating: Array(html.utf8), as: UTF8.self) != nil, "\(path) is not valid UTF-8")
        }
    }
}
