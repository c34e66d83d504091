import PositionedJSON

/// The templates' own words in one locale: `words/<locale>.json` in the templates folder,
/// `{"pages": {key: text}, "scripts": {key: text}}`. A page word is template source, rendered
/// where a template says `{{>w/<key>}}` with the values around it (`Day {{dayNumber}} of
/// {{dayCount}}`), so a word a locale lacks fails the templates' load like any missing partial.
/// A script word has `{name}` slots the script fills; each script's `WORDS` holds them all, with
/// each kind of day's chip and title from `Words`.
package struct TemplateWords: Sendable {
    /// The prefix of a page word's partial name.
    static let partialPrefix = "w/"

    package var pages: [String: [UInt8]] = [:]
    package var scripts: [(key: String, text: String)] = []

    package static func path(_ locale: TourLocale) -> String { "words/\(locale.rawValue).json" }

    /// nil, with the error logged at its line, when the file is not such an object.
    package static func parse(_ bytes: [UInt8], file: String, log: inout DiagnosticLog) -> TemplateWords? {
        let root: JSONNode
        do throws(JSONSyntaxError) { root = try JSONParser.parse(bytes) } catch {
            log.error(SourceLocation(file: file, line: error.line, column: error.column), "\(error.message); the words file must be JSON")
            return nil
        }
        var words = TemplateWords()
        guard case .object(let sections) = root.value else {
            log.error(SourceLocation(file: file, line: root.line, column: root.column), "expected an object with \"pages\" and \"scripts\"")
            return nil
        }
        for section in sections {
            guard ["pages", "scripts"].contains(section.key), case .object(let members) = section.value.value else {
                log.error(SourceLocation(file: file, line: section.keyLine, column: section.keyColumn),
                          "\"\(section.key)\" is not a section of a words file; it holds \"pages\" and \"scripts\", each an object of texts")
                continue
            }
            for member in members {
                guard case .string(let text) = member.value.value else {
                    log.error(SourceLocation(file: file, line: member.keyLine, column: member.keyColumn), "\"\(member.key)\" should be a text")
                    continue
                }
                if section.key == "pages" { words.pages[partialPrefix + member.key] = Array(text.utf8) }
                else { words.scripts.append((member.key, text)) }
            }
        }
        return log.hasErrors ? nil : words
    }

    /// The scripts' `WORDS` object: their words, and `kinds` (each kind of day's chip and title).
    func scriptObject(_ words: Words) -> String {
        let quoted = { (text: String) in "\"" + Escaping.json(text) + "\"" }
        var fields = scripts.map { quoted($0.key) + ":" + quoted($0.text) }
        let kinds: [(String, Day.Kind?)] = Day.Kind.allCases.map { ($0.rawValue, $0) } + [("none", nil)]
        fields.append("\"kinds\":{" + kinds.map { name, kind in
            quoted(name) + ":[" + quoted(words.kindShort(kind)) + "," + quoted(words.kindLabel(kind)) + "]"
        }.joined(separator: ",") + "}")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// Where a script takes its words: `var WORDS = /*words*/{};`.
    static let scriptMarker = Array("/*words*/{}".utf8)

    /// The script with its words put in at the marker; as it is without one.
    func script(_ source: [UInt8], _ words: Words) -> [UInt8] {
        guard let at = Bytes.firstIndex(of: Self.scriptMarker, in: source) else { return source }
        return Array(source[..<at]) + Array(scriptObject(words).utf8) + Array(source[(at + Self.scriptMarker.count)...])
    }
}
