import Foundation
import Testing
@testable import TourContent
@testable import TourRendering
@testable import TourViews

/// Every locale's words: the templates' (`Templates/words/<locale>.json`, `TemplateWords`) and
/// Swift's (`Words`, where a word without all its translations does not compile).
/// A missing translation fails here, never falls back to English.
struct TranslationTests {
    typealias Catalogue = [String: [String: String]]

    static func catalogue(_ locale: String) throws -> Catalogue {
        let url = Paths.templates.appendingPathComponent("words/\(locale).json")
        return try JSONDecoder().decode(Catalogue.self, from: Data(contentsOf: url))
    }

    /// Words that are the same in English and in the locale, and rightly so.
    static let sameAsEnglish: [TourLocale: Set<String>] = [
        .german: ["hotels", "name", "status"],
        .french: ["contacts", "documents-on", "documents", "notes"],
    ]

    @Test func everyLocaleHasAWordsFileAndNoOtherFileIsThere() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Paths.templates.appendingPathComponent("words").path)
        #expect(Set(files) == Set(TourLocale.allCases.map { "\($0.rawValue).json" }))
    }

    /// The same keys, and in each word the same values (`{{name}}`, `{name}`) and markup as in
    /// British English: a translation may move them, never drop or add one.
    @Test(arguments: TourLocale.allCases)
    func everyWordIsTranslatedWithTheSameSlots(_ locale: TourLocale) throws {
        let english = try Self.catalogue("en-GB"), words = try Self.catalogue(locale.rawValue)
        #expect(Set(words.keys) == ["pages", "scripts"])
        for section in ["pages", "scripts"] {
            let expected = try #require(english[section]), found = words[section] ?? [:]
            #expect(Set(found.keys) == Set(expected.keys), "\(locale.rawValue) \(section): \(Set(found.keys).symmetricDifference(expected.keys).sorted())")
            for (key, text) in expected {
                guard let translated = found[key] else { continue }
                #expect(Self.slots(translated) == Self.slots(text), "\(locale.rawValue) \(section).\(key): \(translated)")
                if locale != .britishEnglish && locale != .americanEnglish && !(Self.sameAsEnglish[locale]?.contains(key) ?? false) {
                    #expect(translated != text, "\(locale.rawValue) \(section).\(key) is still English: \(text)")
                }
            }
        }
    }

    /// Mustache tags, script slots and HTML tags of a word, sorted.
    static func slots(_ text: String) -> [String] {
        let tags = text.matches(of: #/\{\{[^}]*\}\}/#).map { String($0.output) }
        let rest = text.replacing(#/\{\{[^}]*\}\}/#, with: "")
        let scriptSlots = rest.matches(of: #/\{\w+\}/#).map { String($0.output) }
        let markup = text.matches(of: #/<\/?[a-z]+/#).map { String($0.output) }
        return (tags + scriptSlots + markup).sorted()
    }

    /// Each locale's templates load: every `{{>w/…}}` names a word of its file.
    @Test(arguments: TourLocale.allCases)
    func everyLocaleLoadsTheTemplates(_ locale: TourLocale) throws {
        var log = DiagnosticLog()
        let templates = TemplateSet.load(Paths.templates.path, locale: locale, log: &log)
        #expect(templates != nil && !log.hasErrors, "\(log.sorted.map(\.description))")
        let script = String(decoding: try #require(templates?.scripts["now-next"]), as: UTF8.self)
        let now = try #require(try Self.catalogue(locale.rawValue)["scripts"]?["now"])
        #expect(!script.contains("/*words*/") && script.contains("\"now\":\"\(now)\""))
    }

    /// No word is kept that no template or script uses, and every word a script asks for is there.
    @Test func everyWordIsUsedAndEveryUsedWordExists() throws {
        let english = try Self.catalogue("en-GB")
        var templates = "", scripts = ""
        for case let path as String in FileManager.default.enumerator(atPath: Paths.templates.path)! {
            guard path.hasSuffix(".mustache") || path.hasSuffix(".js") else { continue }
            let text = try String(contentsOf: Paths.templates.appendingPathComponent(path), encoding: .utf8)
            if path.hasSuffix(".mustache") { templates += text } else { scripts += text }
        }
        for key in english["pages"]!.keys { #expect(templates.contains("{{>w/\(key)}}"), "page word \(key) is not used") }
        let asked = Set(scripts.matches(of: #/word\("(\w+)"/#).map { String($0.output.1) })
        #expect(asked == Set(english["scripts"]!.keys), "\(asked.symmetricDifference(english["scripts"]!.keys).sorted())")
    }

    @Test func aWordMissingFromALocaleIsAnErrorNamingItsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Paths.templates, to: folder)
        let file = folder.appendingPathComponent("words/de-DE.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: #"  "first-call": "Beginn",\#n"#, with: "").write(to: file, atomically: true, encoding: .utf8)
        var log = DiagnosticLog()
        #expect(TemplateSet.load(folder.path, locale: .german, log: &log) == nil)
        let messages = log.sorted.map(\.description)
        #expect(messages.contains { $0.contains("partials/day-body.mustache:") && $0.contains("'w/first-call'") && $0.contains("add the word to \(folder.path)/words/de-DE.json") }, "\(messages)")
        var british = DiagnosticLog()
        #expect(TemplateSet.load(folder.path, locale: .britishEnglish, log: &british) != nil, "other locales still load")
    }

    @Test func aBrokenWordsFileIsAnErrorAtItsLine() throws {
        var log = DiagnosticLog()
        #expect(TemplateWords.parse(Array("{\n  \"pages\": {\"skip\": 3}\n}".utf8), file: "words/de-DE.json", log: &log) == nil)
        #expect(log.sorted.map(\.description) == [#"words/de-DE.json:2:13: error: "skip" should be a text"#])
    }

    /// A German tour's pages, feeds and change lines, end to end.
    @Test func aGermanTourReadsGerman() throws {
        let content = LocaleTests.sample(locale: "de-DE")
        let site = try SiteFixture(content: content, roles: ["management"])
        let day = try site.text("management/days/2027-03-17.html")
        #expect(day.contains(#"<html lang="de-DE">"#) && day.contains("<h1>Mittwoch, 17. März 2027</h1>"))
        #expect(day.contains("Tag 10 von 15 · Show 6 von 8") && day.contains("<dt>Beginn</dt>"))
        #expect(day.contains(#"<span class="fact-label">Dauer</span> <span class="fact-value">~7 Std. 45 Min.</span>"#))
        #expect(day.contains(#">Start</a>"#) && day.contains(#"aria-label="Tourbuch""#) && !day.contains("Skip to content"))
        let feed = try site.text("management/calendar.ics")
        #expect(feed.contains("Ankunft: ") && !feed.contains("Arrives: "))
        #expect(try site.text("management/travel.html").contains(#"<span class="fact-label">Buchungsnr.</span>"#))
        #expect(try site.text("management/travel.html").contains("Läuft am 19. März ab, vor dem Tourende"))
        let manifest = try site.text("management/manifest.webmanifest")
        #expect(manifest.contains("auch offline lesbar"))
    }

    @Test(arguments: [
        (TourLocale.german, "Bus call verschoben \(TranslationTests.whole("00:45+1")) → \(TranslationTests.whole("01:15+1"))"),
        (.french, "Déplacement\u{00A0}: Bus call \(TranslationTests.whole("00:45+1")) → \(TranslationTests.whole("01:15+1"))"),
        (.spanish, "Cambio de hora: Bus call \(TranslationTests.whole("00:45+1")) → \(TranslationTests.whole("01:15+1"))"),
    ])
    func changeLinesAreInTheTourLocale(_ locale: TourLocale, _ line: String) throws {
        let content = LocaleTests.sample(locale: locale.rawValue)
        _ = try SiteFixture(content: content, roles: ["crew"])
        content.replace("days/2027-03-17.json", #""time": "00:45+1", "title": "Bus call""#, #""time": "01:15+1", "title": "Bus call""#)
        let site = try SiteFixture(content: content, roles: ["crew"])
        let changes = try site.text("crew/changes.html")
        #expect(changes.contains(line), "\(changes)")
    }

    /// A time in a change line, kept from breaking (`ChangesPage`).
    static func whole(_ text: String) -> String { #"<span class="whole">"# + text + "</span>" }

    /// The finder shows each kind of day's chip in the tour's words, the new kinds too.
    @Test func scriptsGetEveryKindOfDay() {
        let object = TemplateWords(pages: [:], scripts: [("now", "Jetzt")]).scriptObject(Words.german)
        #expect(object.hasPrefix(#"{"now":"Jetzt","kinds":{"show":["Show","Showtag"],"festival":["Festival","Festivaltag"],"#))
        #expect(object.hasSuffix(#""none":["Nichts geplant","Nichts geplant"]}}"#))
    }
}
