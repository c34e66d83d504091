import Foundation
import Mustache

/// The templates folder: Mustache pages (parsed once per build, every error reported with file,
/// line and column), the style sheet, the fallback mark, the pages' scripts (`scripts/*.js`) and
/// the words of the tour's locale (`words/<locale>.json`, `TemplateWords`).
public struct TemplateSet: Sendable {
    /// Every page's template, the day body that day pages and print.html share, and a person's
    /// dates, which their pages in every role share.
    public static let requiredPages = ["index", "day", "travel", "contacts", "print", "person", PrivatePage.template, DayBody.template, PersonDays.template]

    package let library: TemplateLibrary
    package let style: [UInt8]
    package let mark: [UInt8]
    /// `scripts/<name>.js` by name: each a file of every role's `assets/` that pages link
    /// (`{{script.<name>}}`), never inline, so hosts can forbid inline scripts.
    package let scripts: [String: [UInt8]]
    /// What each template renders with, as a digest of those templates' bytes (the page words
    /// among them) and the words file: what a key of something rendered with it starts from
    /// (`KeyBases`), so an edit to one template remakes only what uses it. A template that may
    /// use any (a dynamic partial) has none.
    package let digests: [String: UInt64]
    /// A digest of every template and the words file: for a template without a digest of its own.
    package let whole: UInt64

    /// `files`: the folder's files as the build read them (`BuildInputs`), by relative path;
    /// when empty (the folder could not be read whole), read here. `locale`: whose words the
    /// pages and scripts print.
    package static func load(_ directory: String, files: [String: [UInt8]] = [:], locale: TourLocale = .britishEnglish,
                             log: inout DiagnosticLog) -> TemplateSet? {
        var root = directory
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            log.error(SourceLocation(file: root), "the templates folder does not exist; pass --templates DIR (the default templates are in the repository's Templates folder)")
            return nil
        }
        let wordsPath = TemplateWords.path(locale)
        guard let wordBytes = files[wordsPath] ?? readAsset(root, wordsPath, &log),
              let words = TemplateWords.parse(wordBytes, file: "\(root)/\(wordsPath)", log: &log) else { return nil }
        let templates = files.isEmpty ? mustacheFiles(root) : files.filter { $0.key.hasSuffix(".mustache") }
        var library: TemplateLibrary?
        do {
            // Indentation in templates is for their readers; pages are smaller without it.
            library = try TemplateLibrary(files: templates.merging(words.pages) { template, _ in template }, trimIndentation: true)
        } catch let errors as MustacheErrors {
            for error in errors.errors { log.append(diagnostic(error, root: root, words: wordsPath)) }
        } catch let error as MustacheError {
            log.append(diagnostic(error, root: root, words: wordsPath))
        } catch {
            log.error(SourceLocation(file: root), "the templates can't be read: \(error)")
        }
        if let library {
            for name in requiredPages where !library.has(name) {
                log.error(SourceLocation(file: "\(root)/\(name).mustache"), "the template is missing; every page needs one (copy it from the default Templates folder)")
            }
        }
        let style = files["style.css"] ?? readAsset(root, "style.css", &log)
        let mark = files["mark.svg"] ?? readAsset(root, "mark.svg", &log)
        let scripts = (files.isEmpty ? readScripts(root, &log) : scripts(in: files)).mapValues { words.script($0, locale.words) }
        guard let library, let style, let mark, !log.hasErrors else { return nil }
        let wordsDigest = ContentHash.xxh64(wordBytes)
        return TemplateSet(library: library, style: style, mark: mark, scripts: scripts,
                           digests: digests(library, sources: templates.merging(words.pages) { template, _ in template }, words: wordsDigest),
                           whole: digest(templates.merging([wordsPath: wordBytes]) { a, _ in a }.mapValues(ContentHash.xxh64)))
    }

    /// Each template's digest: the words file's, and the name and bytes of every template it uses.
    private static func digests(_ library: TemplateLibrary, sources: [String: [UInt8]], words: UInt64) -> [String: UInt64] {
        // By name as the library has them: a template file and a page word of one name (`w/skip.mustache`,
        // the word `w/skip`) are both sources, and the last path in order is the one rendered.
        var hashes: [String: UInt64] = [:]
        for (path, bytes) in sources.sorted(by: { $0.key < $1.key }) {
            hashes[path.hasSuffix(".mustache") ? String(path.dropLast(".mustache".count)) : path] = ContentHash.xxh64(bytes)
        }
        var digests: [String: UInt64] = [:]
        for name in library.names {
            guard let used = library.templatesUsed(by: name) else { continue }
            var named = Dictionary(uniqueKeysWithValues: used.map { ($0, hashes[$0] ?? 0) })
            named[""] = words
            digests[name] = digest(named)
        }
        return digests
    }

    /// One digest of named hashes, in the order of their names.
    private static func digest(_ hashes: [String: UInt64]) -> UInt64 {
        var all: [UInt8] = []
        for (name, hash) in hashes.sorted(by: { $0.key < $1.key }) {
            all += Array(name.utf8) + [0]
            withUnsafeBytes(of: hash.littleEndian) { all += $0 }
        }
        return ContentHash.xxh64(all)
    }

    /// Every `.mustache` file under `root`, by relative path.
    private static func mustacheFiles(_ root: String) -> [String: [UInt8]] {
        let walker = FileManager.default.enumerator(atPath: root)
        var templates: [String: [UInt8]] = [:]
        while let name = walker?.nextObject() as? String {
            if name.hasSuffix(".mustache") { templates[name] = (try? WholeFile.read("\(root)/\(name)")) ?? [] }
        }
        return templates
    }

    static let scriptsFolder = "scripts/"

    /// The scripts among the folder's files, by name (`scripts/now-next.js` is `now-next`).
    private static func scripts(in files: [String: [UInt8]]) -> [String: [UInt8]] {
        var scripts: [String: [UInt8]] = [:]
        for (path, bytes) in files where path.hasPrefix(scriptsFolder) && path.hasSuffix(".js") {
            let name = path.dropFirst(scriptsFolder.count).dropLast(3)
            if !name.isEmpty, !name.contains("/") { scripts[String(name)] = bytes }
        }
        return scripts
    }

    /// `scripts/*.js` read from the folder; none when it has no `scripts` folder.
    private static func readScripts(_ root: String, _ log: inout DiagnosticLog) -> [String: [UInt8]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + scriptsFolder)) ?? []
        var files: [String: [UInt8]] = [:]
        for name in names where name.hasSuffix(".js") {
            if let bytes = readAsset(root, scriptsFolder + name, &log) { files[scriptsFolder + name] = bytes }
        }
        return scripts(in: files)
    }

    private static func readAsset(_ root: String, _ name: String, _ log: inout DiagnosticLog) -> [UInt8]? {
        do throws(WholeFile.Failure) { return try WholeFile.read("\(root)/\(name)", limit: 16 * 1_048_576) } catch {
            log.error(SourceLocation(file: "\(root)/\(name)"), "can't read \(name) (\(error.reason)); the templates folder needs it")
            return nil
        }
    }

    /// An error in a page word (`w/<key>`) is in the words file, and names its key; a word the
    /// file lacks is a missing partial, and says where to add it.
    private static func diagnostic(_ error: MustacheError, root: String, words: String) -> Diagnostic {
        if let file = error.file, file.hasPrefix(TemplateWords.partialPrefix) {
            let key = file.dropFirst(TemplateWords.partialPrefix.count)
            return Diagnostic(.error, SourceLocation(file: "\(root)/\(words)"), "\"\(key)\": \(error.message)")
        }
        let file = error.file.map { $0.hasPrefix("/") ? $0 : "\(root)/\($0)" } ?? root
        var message = error.message
        if message.contains("'\(TemplateWords.partialPrefix)") { message += "; add the word to \(root)/\(words)" }
        return Diagnostic(.error, SourceLocation(file: file, line: error.line, column: error.column), message)
    }
}
