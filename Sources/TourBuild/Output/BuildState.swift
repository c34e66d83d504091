import TourBookSystem

/// `.tourbook-state`: what the last complete build of a folder leaves for the next one, so that a
/// build with nothing to do can tell without loading the content or reading a page: the inputs
/// fingerprint it was made from (`BuildInputs`), how many roles it built, its warnings, and the
/// stamp (`FileStamp`) of every file it left. Stamps hold times, so this is kept apart from the
/// manifest, which stays the same bytes for the same build; like the manifest it is never
/// served (`.tourbook-*`). Lost, damaged or stale, it is ignored: the build then checks the
/// pages by their bytes, as before.
package struct BuildState: Equatable {
    static let fileName = ".tourbook-state"
    private static let header = "tourbook-state 2"

    var inputs: UInt64
    package var roles: Int
    /// The binary and zone data every key of the build started from (`BuildInputs.toolBase`),
    /// for `--explain`; each key's templates are among its input's parts (`FileInput.parts`).
    package var toolBase: UInt64?
    package var warnings: [Diagnostic]
    /// What the writer left at each path (`WrittenFiles`): hash, stamp and input key.
    package var stamps: [String: WrittenFiles.Stamp]

    func encoded() -> [UInt8] {
        var out = FieldLines(capacity: 96 * stamps.count + 4096)
        out.line(Self.header)
        out.line("inputs \(ContentHash.hex(inputs))")
        out.line("roles \(roles)")
        if let toolBase { out.line("keys \(ContentHash.hex(toolBase))") }
        for warning in warnings {
            let at = warning.location
            out.line(["warning", at.file, at.line.map(String.init) ?? "", at.column.map(String.init) ?? "", at.jsonPath ?? "", warning.message])
        }
        for (path, s) in stamps.sorted(by: { $0.key < $1.key }) {
            let f = s.file
            let numbers = [Int64(bitPattern: f.device), Int64(bitPattern: f.inode), f.size, f.modified, f.changed].map(String.init)
                + [ContentHash.hex(s.hash), s.key.map(ContentHash.hex) ?? "-"]
            out.line(["file " + numbers.joined(separator: " "), path])
        }
        return out.bytes
    }

    /// The state in `bytes`, or nil when they are not one this version wrote whole.
    static func decoded(_ bytes: [UInt8]) -> BuildState? {
        guard let lines = FieldLines.read(bytes), lines.count >= 3, lines[0] == [header],
              lines[1].count == 1, lines[1][0].hasPrefix("inputs "), let inputs = UInt64(lines[1][0].dropFirst(7), radix: 16),
              lines[2].count == 1, lines[2][0].hasPrefix("roles "), let roles = Int(lines[2][0].dropFirst(6)) else { return nil }
        var state = BuildState(inputs: inputs, roles: roles, toolBase: nil, warnings: [], stamps: [:])
        for fields in lines[3...] {
            if fields.first == "warning", fields.count == 6 {
                let at = SourceLocation(file: fields[1], line: Int(fields[2]), column: Int(fields[3]), jsonPath: fields[4].isEmpty ? nil : fields[4])
                state.warnings.append(Diagnostic(.warning, at, fields[5]))
            } else if fields.count == 1, fields[0].hasPrefix("keys "), let base = ContentHash.parseHex(String(fields[0].dropFirst(5))) {
                state.toolBase = base
            } else if fields.count == 2, fields[0].hasPrefix("file ") {
                let words = fields[0].dropFirst(5).split(separator: " ")
                let numbers = words.prefix(5).compactMap { Int64($0) }
                guard words.count == 7, numbers.count == 5, let hash = ContentHash.parseHex(String(words[5])) else { return nil }
                let key = words[6] == "-" ? nil : ContentHash.parseHex(String(words[6]))
                guard words[6] == "-" || key != nil else { return nil }
                let file = FileStamp(device: UInt64(bitPattern: numbers[0]), inode: UInt64(bitPattern: numbers[1]),
                                     size: numbers[2], modified: numbers[3], changed: numbers[4])
                state.stamps[fields[1]] = WrittenFiles.Stamp(hash: hash, file: file, key: key)
            } else {
                return nil
            }
        }
        return state
    }
}
