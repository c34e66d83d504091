/// Why each file a build wrote changed (`tourbook build --explain`), as `ninja -d explain` says
/// why it runs a command: a file is new, or what it is made from (its key, `FileInput`) is not
/// what the last build made it from, and then which parts of that input changed; or its key
/// held but the file on disk was not as the last build left it.
package struct BuildExplanation {
    /// What this build knows of a file it planned: the key and parts of its input (files made
    /// late), nil for files whose bytes are made at once (small pages, assets, indexes).
    package struct Made: Sendable {
        var key: UInt64?
        var parts: [InputPart]?

        package init(key: UInt64?, parts: [InputPart]?) { (self.key, self.parts) = (key, parts) }
    }

    package init(made: [String: Made], earlier: [String: WrittenFiles.Stamp], earlierBase: UInt64?, base: UInt64?, earlierParts: InputParts) {
        (self.made, self.earlier, self.earlierBase, self.base, self.earlierParts) = (made, earlier, earlierBase, base, earlierParts)
    }

    /// The files planned, by path.
    var made: [String: Made]
    /// What the last build left at each path (`WrittenFiles`), and what its keys started from.
    var earlier: [String: WrittenFiles.Stamp]
    var earlierBase: UInt64?
    var base: UInt64?
    var earlierParts: InputParts

    /// One line per file written: `path: why`.
    package func lines(written: [String]) -> [String] {
        written.map { "\($0): \(reason($0))" }
    }

    private func reason(_ path: String) -> String {
        guard let before = earlier[path] else { return "new: the last build did not leave it" }
        guard let now = made[path], let key = now.key else {
            return path.hasSuffix("/" + OfflineWorker.fileName) ? "the files it lists changed" : "its bytes changed"
        }
        if before.key == key { return "made from the same input, but the file was not as the last build left it" }
        if let earlierBase, earlierBase != base { return "the tourbook binary or the time zone data changed" }
        guard let old = before.key, let oldParts = earlierParts.byKey[old], let parts = now.parts else {
            return "what it is made from changed (which part is known once a build with --explain has recorded it)"
        }
        return "changed: " + Self.differences(from: oldParts, to: parts)
    }

    /// The parts that are new, gone or different, named as a tour manager reads them; at most six.
    static func differences(from old: [InputPart], to new: [InputPart]) -> String {
        let before = Dictionary(old.map { ($0.name, $0.digest) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(new.map { ($0.name, $0.digest) }, uniquingKeysWith: { a, _ in a })
        var labels: [String] = []
        for name in Set(before.keys).union(after.keys).sorted() where before[name] != after[name] {
            let label = Self.label(name) + (before[name] == nil ? " (new)" : after[name] == nil ? " (gone)" : "")
            if !labels.contains(label) { labels.append(label) }
        }
        guard !labels.isEmpty else { return "the order of its parts" }
        let shown = labels.prefix(6).joined(separator: ", ")
        return labels.count > 6 ? "\(shown) and \(labels.count - 6) more" : shown
    }

    /// A part's name as `--explain` prints it: the value a template gets, or what a piece is.
    static func label(_ name: String) -> String {
        switch name {
        case "day", "dayBody": "the day's body"
        case "previous": "the link to the previous day"
        case "next": "the link to the next day"
        case "printDays": "the days' bodies"
        case "edition": "the edition"
        case "contactCards": "the link to the contacts as vCards"
        case "changeEntries", "lastChanged": "what changed since earlier builds"
        default: name.hasPrefix("template ") ? "the \(name)" : name
        }
    }
}
