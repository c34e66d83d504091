import TourBookSystem

/// Every file under the content and templates folders, read once per build: the loader and the
/// templates take their bytes from here, and the fingerprint of everything a build's output is
/// made from is computed from them, with the time zone data release, the roles the build makes,
/// and the tourbook executable itself. Output is a function of these alone (no clock, no
/// absolute paths), so a build whose fingerprint is the one in the manifest, with every listed
/// file still holding the listed bytes, has nothing to write and skips rendering.
package struct BuildInputs: Sendable {
    /// nil when something can't be read: such a build renders and compares as usual, and the
    /// loader reads what it needs itself, to say what is wrong with it.
    package var fingerprint: UInt64?
    /// Bytes by path relative to each folder.
    package var content: [String: [UInt8]] = [:]
    package var templates: [String: [UInt8]] = [:]
    /// The binary and the zone data release: what each key starts from with the templates it
    /// is made with (`KeyBases`), what the stored pieces were made by, and what the state says
    /// the keys started from (`--explain`). nil when one can't be read: nothing is reused.
    package var toolBase: UInt64?
    /// The binary, the zone data release and the words files (`words/*.json`), which a date's
    /// parts and calendar events are worded with: what each date's key starts from (`dayKeys`).
    /// The templates are not in it, as nothing made from a date's key is rendered with them.
    package var dayBase: UInt64?

    /// `buildDate`: the build's day (`BuildClock`), which decides whether the zone data is stale.
    package static func read(content: String, templates: String, roles: [String], zoneRoot: String, buildDate: CivilDate) -> BuildInputs {
        var digest = FolderDigest()
        var inputs = BuildInputs()
        guard digest.addFolder(content, label: "content", keeping: &inputs.content),
              digest.addFolder(templates, label: "templates", keeping: &inputs.templates) else {
            return BuildInputs()
        }
        guard let tool = toolIdentity, let zoneRelease = ContentHash.ofFile(zoneRoot + "/tzdata.zi") else { return inputs }
        digest.add("tool", tool)
        digest.add("zones", zoneRelease)
        var base = FolderDigest()
        base.add("tool", tool)
        base.add("zones", zoneRelease)
        inputs.toolBase = base.value
        // What a date's parts and events are made from besides its content: words, not pages.
        var days = base
        for (name, bytes) in inputs.templates.sorted(by: { $0.key < $1.key }) where name.hasPrefix("words/") { days.add(name, ContentHash.xxh64(bytes)) }
        inputs.dayBase = days.value
        // Not an input of the output, but of its warnings: zone data that has grown stale since
        // the last build must not be vouched for by that build's state (which replays its warnings).
        if ZoneDataAge.warning(root: zoneRoot, on: buildDate) != nil { digest.add("zones-stale", 1) }
        digest.add("roles", ContentHash.xxh64(Array(roles.sorted().joined(separator: "\n").utf8)))
        inputs.fingerprint = digest.value
        return inputs
    }

    /// A key for each date with files in `days/` (by `2027-03-14`): the day base, every content
    /// file outside `days/`, and that date's own files (its day file and notes). What is made
    /// of one day's file and what every day shares (its calendar events, `KeptEvents`) starts
    /// from its date's key, so an edit to one day file moves that date's key alone. nil with no
    /// key base.
    package func dayKeys() -> [String: UInt64]? {
        guard let dayBase else { return nil }
        var shared = FolderDigest()
        var days: [String: FolderDigest] = [:]
        for (path, bytes) in content.sorted(by: { $0.key < $1.key }) {
            let hash = ContentHash.xxh64(bytes)
            // `days/2027-03-14.json`, `.md`, `.crew.md`: that date's; anything else is everyone's.
            let name = path.dropFirst(5)
            if path.hasPrefix("days/"), name.dropFirst(10).first == ".", CivilDate(iso: String(name.prefix(10))) != nil {
                days[String(name.prefix(10)), default: FolderDigest()].add(path, hash)
            } else {
                shared.add(path, hash)
            }
        }
        let sharedValue = shared.value
        return days.mapValues { day in
            var key = FolderDigest()
            key.add("base", dayBase)
            key.add("shared", sharedValue)
            key.add("day", day.value)
            return key.value
        }
    }

    /// The running executable, once per process: a rebuilt tourbook (or test binary) may render
    /// differently, so its output is never taken as up to date. Named by its build ID, the
    /// linker's digest of it (swiftc links with one), where it has one; else by hashing its
    /// bytes (12 MB: ~10 ms of every build).
    static let toolIdentity: UInt64? = ELFBuildID.read("/proc/self/exe").map { ContentHash.xxh64($0) }
        ?? ContentHash.ofFile("/proc/self/exe")
}

/// Hashes named values and whole folder trees in a fixed order.
struct FolderDigest {
    private var parts: [UInt8] = []

    var value: UInt64 { ContentHash.xxh64(parts) }

    mutating func add(_ name: String, _ hash: UInt64) {
        parts += Array(name.utf8)
        parts.append(0)
        withUnsafeBytes(of: hash.littleEndian) { parts += $0 }
    }

    /// Every entry under `root`, sorted by path: files by their bytes (kept in `files`, by path
    /// under `root`), links by their target (and what they lead to), other kinds by kind. False
    /// when something can't be read. The files are read and hashed on every core.
    mutating func addFolder(_ root: String, label: String, keeping files: inout [String: [UInt8]]) -> Bool {
        var entries: [Entry] = []
        guard Self.walk(root, label: label, under: "", depth: 0, into: &entries) else { return false }
        let read: [(bytes: [UInt8], hash: UInt64)?] = Parallel.map(count: entries.count) { i in
            guard case .file(_, let path, _) = entries[i], let bytes = try? WholeFile.read(path, regularFilesOnly: true) else { return nil }
            return (bytes, ContentHash.xxh64(bytes))
        }
        for (entry, made) in zip(entries, read) {
            switch entry {
            case .named(let key, let hash): add(key, hash)
            case .file(let key, _, let relative):
                guard let made else { return false }
                add(key, made.hash)
                files[relative] = made.bytes
            }
        }
        return true
    }

    /// What the walk of a folder found, in its order: a file to read, or a name and its hash.
    private enum Entry {
        case file(key: String, path: String, relative: String)
        case named(key: String, hash: UInt64)
    }

    private static func walk(_ root: String, label: String, under prefix: String, depth: Int, into entries: inout [Entry]) -> Bool {
        guard depth < 32 else { return false }
        guard let names = try? FileSystem.entries(ofDirectory: root) else { return false }
        for name in names.sorted() {
            let path = root + "/" + name
            let key = label + "/" + name
            let relative = prefix + name
            guard var info = try? FileSystem.info(path, followingLinks: false) else { return false }
            if info.kind == .link {
                guard let target = try? FileSystem.destinationBytes(ofLink: path) else { return false }
                entries.append(.named(key: key + " ->", hash: ContentHash.xxh64(target)))
                // A dangling link: the loader reports it.
                guard let followed = try? FileSystem.info(path) else { entries.append(.named(key: key, hash: 0)); continue }
                info = followed
            }
            switch info.kind {
            case .directory: guard walk(path, label: key, under: relative + "/", depth: depth + 1, into: &entries) else { return false }
            case .file: entries.append(.file(key: key, path: path, relative: relative))
            default: entries.append(.named(key: key + " (special)", hash: UInt64(info.mode)))  // never opened: FIFOs block
            }
        }
        return true
    }
}
