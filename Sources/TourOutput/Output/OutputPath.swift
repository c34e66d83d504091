/// The rules for a path inside the output folder: relative, "/"-separated, no empty, "." or ".."
/// components, no backslash or NUL, and nothing that looks like the writer's own bookkeeping
/// (`.tourbook-…`). The same rules guard the manifest, so a hand-edited manifest can never make
/// the writer remove anything outside the output folder.
package enum OutputPath {
    static let reservedPrefix = ".tourbook-"

    /// Why the path is not acceptable, or nil when it is.
    /// Read over the path's UTF-8 bytes: every path of every build and of the manifest is
    /// checked, thousands a build.
    static func problem(_ path: String) -> String? {
        var path = path
        return path.withUTF8 { problem(UnsafeRawBufferPointer($0)) }
    }

    private static func problem(_ path: UnsafeRawBufferPointer) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.first == UInt8(ascii: "/") { return "the path is absolute; it must be relative to the output folder" }
        if path.contains(UInt8(ascii: "\\")) { return "the path contains a backslash; use \"/\" between folders" }
        if path.contains(0) { return "the path contains a NUL character" }
        var start = 0
        for end in 0...path.count where end == path.count || path[end] == UInt8(ascii: "/") {
            let component = UnsafeRawBufferPointer(rebasing: path[start..<end])
            start = end + 1
            if component.isEmpty { return "the path has an empty component (a leading, trailing or doubled \"/\")" }
            if component.allSatisfy({ $0 == UInt8(ascii: ".") }), component.count <= 2 {
                return "the path contains \"\(String(decoding: component, as: UTF8.self))\"; it must stay inside the output folder"
            }
            if component.starts(with: reservedBytes) { return "names starting with \"\(reservedPrefix)\" are reserved for tourbook's own bookkeeping" }
        }
        return nil
    }

    private static let reservedBytes = Array(reservedPrefix.utf8)

    /// "crew/days/x.html" → "crew"; "index.html" → "index.html".
    /// Up to the first "/" byte, as `problem` reads components (a "/" followed by a combining
    /// mark is still a separator).
    package static func topLevel(_ path: String) -> Substring {
        path[..<(path.utf8.firstIndex(of: UInt8(ascii: "/")) ?? path.endIndex)]
    }

    /// "crew/days/x.html" → "crew/days"; "index.html" → nil (the output folder itself).
    static func parent(_ path: String) -> String? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return String(path[..<slash])
    }

    /// "crew/days" → ["crew", "crew/days"].
    static func folderChain(_ folder: String) -> [String] {
        var chain: [String] = []
        var index = folder.startIndex
        while let slash = folder[index...].firstIndex(of: "/") {
            chain.append(String(folder[..<slash]))
            index = folder.index(after: slash)
        }
        chain.append(folder)
        return chain
    }

    /// Byte order, so that nothing depends on locale or Unicode collation.
    package static func precedes(_ a: String, _ b: String) -> Bool {
        Bytes.precedes(a, b)
    }

    /// `paths` in byte order (`precedes`), compared in one buffer: a folder's thousands of paths.
    package static func sorted(_ paths: some Collection<String>) -> [String] {
        let paths = Array(paths)
        return Bytes.byteOrder(paths).map { paths[$0] }
    }

    static func isTemporary(_ name: String) -> Bool { name.hasPrefix(temporaryPrefix) }

    /// The process that made a temporary file (`.tourbook-tmp-<pid>-<n>`, `AtomicReplace`).
    static func temporaryOwner(_ name: String) -> Int32? {
        guard isTemporary(name) else { return nil }
        return Int32(name.dropFirst(temporaryPrefix.count).prefix { $0 != "-" })
    }
    static let temporaryPrefix = ".tourbook-tmp-"
}
