/// A role's `sw.js`: the service worker that keeps the role's folder on a phone. It begins with
/// the book, the list of the folder's files read offline (`keeps`) with the xxh64 of their final bytes
/// (made last, from the hashes the writer computed: `OfflineWorkerIndex`), so it changes exactly
/// when a file of the role changes, and browsers, which compare it byte for byte on each visit,
/// then install it again and fetch only what changed (`OfflineWorkerScript`).
package struct OfflineWorker: Sendable {
    package static let fileName = "sw.js"

    /// The role's folder: "crew".
    let folder: String
    /// The tour's locale, for the page the worker answers a page it does not have with.
    let locale: TourLocale

    package init(folder: String, locale: TourLocale) {
        self.folder = folder
        self.locale = locale
    }

    /// Whether the offline copy holds a file of the folder: pages, their assets and documents;
    /// not the calendar feeds nor the Atom feed of changes, which calendar programs and feed
    /// readers fetch themselves (a year's feeds would be most of a phone's copy), nor
    /// `print.html`, every day page again for paper (a fifth of a year-long book): the worker
    /// keeps it once it is opened (`OfflineWorkerScript`). `path`: the file's path in the
    /// output (`crew/changes.xml`).
    package static func keeps(_ path: String) -> Bool {
        !path.hasSuffix(".ics") && !path.hasSuffix("/changes.xml") && !isPrintedBook(path)
    }

    /// The role's `print.html` (`crew/print.html`), at the top of its folder.
    static func isPrintedBook(_ path: String) -> Bool {
        path.hasSuffix("/print.html") && path.firstIndex(of: "/") == path.lastIndex(of: "/")
    }

    /// `entries`: the files of the folder it keeps, in the output's path order.
    package func make(_ entries: [(path: String, hash: UInt64)]) throws -> [UInt8] {
        let prefix = folder + "/"
        // As bytes: a year's folder lists thousands of files.
        var files: [UInt8] = []
        files.reserveCapacity(entries.count * 64)
        for entry in entries {
            guard entry.path.hasPrefix(prefix) else { throw OutsideFolder(path: entry.path, folder: folder) }
            files += (files.isEmpty ? "\n  [\"" : ",\n  [\"").utf8
            Escaping.jsonInScript.append(String(entry.path.dropFirst(prefix.count)), to: &files)
            files += "\", \"".utf8
            ContentHash.appendHex(entry.hash, to: &files)
            files += "\"]".utf8
        }
        // The version names the cache the book is kept in: the same list, the same version.
        let version = ContentHash.hex(ContentHash.xxh64(files))
        let notSaved = "const NOT_SAVED = \"\(Escaping.json(notSavedPage))\";\n"
        return Array((OfflineWorkerScript.header + "const BOOK = {\"version\": \"\(version)\", \"files\": [").utf8) + files
            + Array(("\n]};\n" + notSaved + OfflineWorkerScript.body).utf8)
    }

    /// The page answering, with no signal, a page of the folder never opened on the device:
    /// complete without the style sheet, in light or dark as the device is. `{home}` is the
    /// folder's home page, put in by the worker, which knows where it is hosted.
    var notSavedPage: String {
        let words = locale.words
        return """
            <!DOCTYPE html>
            <html lang="\(locale.rawValue)"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
            <meta name="color-scheme" content="light dark"><title>\(Escaping.xml(words.notSavedTitle))</title></head>
            <body style="font: 1.05rem/1.5 system-ui, sans-serif; max-width: 34rem; margin: 2rem auto; padding: 0 1rem">
            <h1 style="font-size: 1.35rem">\(Escaping.xml(words.notSavedTitle))</h1>
            <p>\(Escaping.xml(words.notSavedText))</p>
            <p><a href="{home}">\(Escaping.xml(words.backToTheBook))</a></p>
            </body></html>

            """
    }

    /// A file outside the role's folder was listed: a bug in the plan, never shipped to a phone.
    struct OutsideFolder: Error, CustomStringConvertible {
        let path: String
        let folder: String
        var description: String { "\(path) is not in the folder \(folder)" }
    }
}
