/// A role's `sw.js`: the service worker that keeps the role's folder on a phone. It begins with
/// the book, the list of the folder's files read offline (`keeps`) with the xxh64 of their final bytes
/// (made last, from the hashes the writer computed: `OfflineWorkerIndex`), so it changes exactly
/// when a file of the role changes, and browsers, which compare it byte for byte on each visit,
/// then install it again and fetch only what changed (`OfflineWorkerScript`).
package struct OfflineWorker: Sendable {
    package static let fileName = "sw.js"

    /// The role's folder: "crew".
    let folder: String

    package init(folder: String) { self.folder = folder }

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
        var files = ""
        for entry in entries {
            guard entry.path.hasPrefix(prefix) else { throw OutsideFolder(path: entry.path, folder: folder) }
            files += files.isEmpty ? "\n  [" : ",\n  ["
            files += "\"" + Escaping.jsonInScript(String(entry.path.dropFirst(prefix.count))) + "\", \"" + ContentHash.hex(entry.hash) + "\"]"
        }
        // The version names the cache the book is kept in: the same list, the same version.
        let version = ContentHash.hex(ContentHash.xxh64(Array(files.utf8)))
        let book = "const BOOK = {\"version\": \"\(version)\", \"files\": [\(files)\n]};\n"
        return Array((OfflineWorkerScript.header + book + OfflineWorkerScript.body).utf8)
    }

    /// A file outside the role's folder was listed: a bug in the plan, never shipped to a phone.
    struct OutsideFolder: Error, CustomStringConvertible {
        let path: String
        let folder: String
        var description: String { "\(path) is not in the folder \(folder)" }
    }
}
