/// `.tourbook-manifest.json`: every file and folder the generator made in the output folder.
/// Only what it lists is ever overwritten without asking or removed. It holds no times and no
/// absolute paths, so the same build gives the same manifest, byte for byte:
///
///     {
///       "files": {
///         "crew/index.html": {"size": 13042, "xxh64": "9d2c64d3b1c2a0f7"}
///       },
///       "folders": [
///         "crew"
///       ],
///       "generator": "tourbook",
///       "inputs": "5d1e0c2a7b9f3e41",
///       "version": 1
///     }
///
/// `inputs` (`BuildInputs`) is there once a build has put every listed file in place.
package struct Manifest: Equatable {
    static let fileName = ".tourbook-manifest.json"
    static let version = 1

    package struct Entry: Equatable {
        package var size: Int
        package var hash: UInt64
    }

    package var files: [String: Entry] = [:]
    /// Folders the generator created (never the output folder itself, never one that was there before).
    var folders: Set<String> = []
    /// The fingerprint of the inputs of the build that made every listed file (`BuildInputs`);
    /// absent while a build is under way and after a build that failed part way.
    package var inputs: UInt64?

    // MARK: Writing

    func encoded() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(files.count * 96 + folders.count * 32 + 128)
        out.append(contentsOf: "{\n  \"files\": {".utf8)
        let paths = OutputPath.sorted(files.keys)
        for (i, path) in paths.enumerated() {
            let entry = files[path]!
            out.append(contentsOf: (i == 0 ? "\n    " : ",\n    ").utf8)
            Manifest.appendString(path, to: &out)
            // In parts: a string interpolated whole would be one more allocation per file.
            out.append(contentsOf: ": {\"size\": ".utf8)
            out.append(contentsOf: String(entry.size).utf8)
            out.append(contentsOf: ", \"xxh64\": \"".utf8)
            ContentHash.appendHex(entry.hash, to: &out)
            out.append(contentsOf: "\"}".utf8)
        }
        out.append(contentsOf: (paths.isEmpty ? "},\n" : "\n  },\n").utf8)
        out.append(contentsOf: "  \"folders\": [".utf8)
        let sortedFolders = OutputPath.sorted(folders)
        for (i, folder) in sortedFolders.enumerated() {
            out.append(contentsOf: (i == 0 ? "\n    " : ",\n    ").utf8)
            Manifest.appendString(folder, to: &out)
        }
        out.append(contentsOf: (sortedFolders.isEmpty ? "],\n" : "\n  ],\n").utf8)
        out.append(contentsOf: "  \"generator\": \"tourbook\",\n".utf8)
        if let inputs { out.append(contentsOf: "  \"inputs\": \"\(ContentHash.hex(inputs))\",\n".utf8) }
        out.append(contentsOf: "  \"version\": \(Manifest.version)\n}\n".utf8)
        return out
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func appendString(_ text: String, to out: inout [UInt8]) {
        let hex = hexDigits
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case 0..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xf)])
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    // MARK: Reading

    /// Reads a manifest, refusing anything that is not exactly what `encoded()` could have made
    /// in spirit: unknown versions, paths that leave the folder, sizes that are not whole numbers.
    static func decode(_ bytes: [UInt8]) -> Result<Manifest, ManifestProblem> {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch {
            return .failure(ManifestProblem("line \(error.line), column \(error.column): \(error.message)"))
        }
        guard case .object(let members) = root.value else { return .failure(ManifestProblem("it is not a JSON object")) }
        var manifest = Manifest()
        var generator: String?
        var version: Double?
        for member in members {
            switch (member.key, member.value.value) {
            case ("generator", .string(let name)): generator = name
            case ("inputs", .string(let text)):
                guard let hash = ContentHash.parseHex(text) else { return .failure(ManifestProblem("\"inputs\" is not a hash")) }
                manifest.inputs = hash
            case ("version", .number(let number)): version = number
            case ("files", .object(let entries)):
                for entry in entries {
                    switch decodeEntry(entry) {
                    case .success(let decoded): manifest.files[entry.key] = decoded
                    case .failure(let problem): return .failure(problem)
                    }
                }
            case ("folders", .array(let items)):
                for item in items {
                    switch decodeFolder(item) {
                    case .success(let folder): manifest.folders.insert(folder)
                    case .failure(let problem): return .failure(problem)
                    }
                }
            default:
                return .failure(ManifestProblem("unexpected \"\(member.key)\" (line \(member.keyLine))"))
            }
        }
        guard generator == "tourbook" else { return .failure(ManifestProblem("it was not written by tourbook")) }
        guard let version else { return .failure(ManifestProblem("it has no version")) }
        guard version == Double(Manifest.version) else {
            return .failure(ManifestProblem("it has version \(version.formatted), which this tourbook does not know (it writes version \(Manifest.version)); use the tourbook that made it"))
        }
        return .success(manifest)
    }

    /// One file's entry: a clean relative path with a whole size and an xxh64 hash.
    private static func decodeEntry(_ entry: JSONMember) -> Result<Entry, ManifestProblem> {
        if let problem = OutputPath.problem(entry.key) {
            return .failure(ManifestProblem("file \"\(entry.key)\": \(problem)"))
        }
        guard case .object(let fields) = entry.value.value else {
            return .failure(ManifestProblem("file \"\(entry.key)\" is not an object"))
        }
        var size: Int?
        var hash: UInt64?
        for field in fields {
            switch (field.key, field.value.value) {
            case ("size", .number(let number)) where number >= 0 && number < 9e15 && number == number.rounded():
                size = Int(number)
            case ("xxh64", .string(let text)): hash = ContentHash.parseHex(text)
            default: return .failure(ManifestProblem("file \"\(entry.key)\" has an unexpected \"\(field.key)\""))
            }
        }
        guard let size, let hash else {
            return .failure(ManifestProblem("file \"\(entry.key)\" lacks a size or an xxh64 hash"))
        }
        return .success(Entry(size: size, hash: hash))
    }

    private static func decodeFolder(_ item: JSONNode) -> Result<String, ManifestProblem> {
        guard case .string(let folder) = item.value else {
            return .failure(ManifestProblem("a folder is not a string (line \(item.line))"))
        }
        if let problem = OutputPath.problem(folder) {
            return .failure(ManifestProblem("folder \"\(folder)\": \(problem)"))
        }
        return .success(folder)
    }
}

struct ManifestProblem: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

private extension Double {
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
