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
    private static let header = "tourbook-state 1"

    var inputs: UInt64
    package var roles: Int
    package var warnings: [Diagnostic]
    var stamps: [String: FileStamp]

    func encoded() -> [UInt8] {
        var lines = [Self.header, "inputs \(ContentHash.hex(inputs))", "roles \(roles)"]
        for warning in warnings {
            let at = warning.location
            lines.append("warning " + [at.file, at.line.map(String.init) ?? "", at.column.map(String.init) ?? "",
                                       at.jsonPath ?? "", warning.message].map(Self.escaped).joined(separator: "\t"))
        }
        for (path, s) in stamps.sorted(by: { $0.key < $1.key }) {
            let numbers = [Int64(bitPattern: s.device), Int64(bitPattern: s.inode), s.size, s.modified, s.changed]
            lines.append("file " + numbers.map(String.init).joined(separator: " ") + "\t" + Self.escaped(path))
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The state in `bytes`, or nil when they are not one this version wrote whole.
    static func decoded(_ bytes: [UInt8]) -> BuildState? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 4, lines[0] == header, lines.last == "",
              let inputs = lines[1].hasPrefix("inputs ") ? UInt64(lines[1].dropFirst(7), radix: 16) : nil,
              let roles = lines[2].hasPrefix("roles ") ? Int(lines[2].dropFirst(6)) : nil else { return nil }
        var state = BuildState(inputs: inputs, roles: roles, warnings: [], stamps: [:])
        for line in lines[3..<(lines.count - 1)] {
            if line.hasPrefix("warning ") {
                let fields = line.dropFirst(8).split(separator: "\t", omittingEmptySubsequences: false).map { unescaped($0) }
                guard fields.count == 5 else { return nil }
                let at = SourceLocation(file: fields[0], line: Int(fields[1]), column: Int(fields[2]), jsonPath: fields[3].isEmpty ? nil : fields[3])
                state.warnings.append(Diagnostic(.warning, at, fields[4]))
            } else if line.hasPrefix("file "), let tab = line.firstIndex(of: "\t") {
                let numbers = line[line.index(line.startIndex, offsetBy: 5)..<tab].split(separator: " ").compactMap { Int64($0) }
                guard numbers.count == 5 else { return nil }
                state.stamps[unescaped(line[line.index(after: tab)...])] = FileStamp(
                    device: UInt64(bitPattern: numbers[0]), inode: UInt64(bitPattern: numbers[1]),
                    size: numbers[2], modified: numbers[3], changed: numbers[4])
            } else {
                return nil
            }
        }
        return state
    }

    /// Tabs, line breaks and backslashes as `\t`, `\n`, `\r`, `\\`: a field stays on its line.
    private static func escaped(_ text: String) -> String { Escaping.line(text) }

    private static func unescaped(_ text: Substring) -> String { Escaping.unescapedLine(text) }
}
