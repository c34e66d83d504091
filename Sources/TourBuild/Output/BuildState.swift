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
        // `file <device> <inode> <size> <modified> <changed> <hash> <key or ->`, then the path:
        // a line for each of thousands of files, written word by word.
        for (path, s) in stamps.sorted(by: { $0.key < $1.key }) {
            let f = s.file
            out.field("file")
            for number in [Int64(bitPattern: f.device), Int64(bitPattern: f.inode), f.size, f.modified, f.changed] { out.word(number) }
            out.word(hex: s.hash)
            if let key = s.key { out.word(hex: key) } else { out.word("-") }
            out.field(path)
            out.endLine()
        }
        return out.bytes
    }

    /// The state in `bytes`, or nil when they are not one this version wrote whole. `file` lines,
    /// thousands of them in a year's folder, are read straight from their bytes (`readFile`):
    /// every build, "nothing changed" included, starts by reading the state.
    static func decoded(_ bytes: [UInt8]) -> BuildState? {
        var head: [[String]] = []
        var state = BuildState(inputs: 0, roles: 0, toolBase: nil, warnings: [], stamps: [:])
        state.stamps.reserveCapacity(bytes.count / 100)
        let read = FieldLines.forEachLine(bytes) { line, _ in
            guard head.count == 3 else {
                head.append(FieldLines.fields(line))
                return true
            }
            switch readFile(line) {
            case .stamp(let path, let stamp): state.stamps[path] = stamp
            case .damaged: return false
            case .other: return readOther(FieldLines.fields(line), into: &state)
            }
            return true
        }
        guard read, head.count == 3, head[0] == [header],
              head[1].count == 1, head[1][0].hasPrefix("inputs "), let inputs = UInt64(head[1][0].dropFirst(7), radix: 16),
              head[2].count == 1, head[2][0].hasPrefix("roles "), let roles = Int(head[2][0].dropFirst(6)) else { return nil }
        (state.inputs, state.roles) = (inputs, roles)
        return state
    }

    /// A line other than `file`: a warning, or the keys' base; false for anything else.
    private static func readOther(_ fields: [String], into state: inout BuildState) -> Bool {
        if fields.first == "warning", fields.count == 6 {
            let at = SourceLocation(file: fields[1], line: Int(fields[2]), column: Int(fields[3]), jsonPath: fields[4].isEmpty ? nil : fields[4])
            state.warnings.append(Diagnostic(.warning, at, fields[5]))
        } else if fields.count == 1, fields[0].hasPrefix("keys "), let base = ContentHash.parseHex(String(fields[0].dropFirst(5))) {
            state.toolBase = base
        } else {
            return false
        }
        return true
    }

    private enum FileLine {
        case stamp(String, WrittenFiles.Stamp)
        case damaged
        /// Not a `file` line.
        case other
    }

    /// `file <device> <inode> <size> <modified> <changed> <hash> <key or ->`, a tab, the path.
    private static func readFile(_ line: UnsafeRawBufferPointer) -> FileLine {
        guard line.starts(with: fileTag) else { return .other }
        let fields = FieldLines.rawFields(UnsafeRawBufferPointer(rebasing: line[fileTag.count...]), limit: 3)
        guard fields.count == 2 else { return .damaged }
        let words = Self.words(fields[0])
        guard words.count == 7, let hash = ContentHash.parseHex(words[5]) else { return .damaged }
        // A stamp's times are nanoseconds (19 digits); device and inode numbers are UInt64 bit patterns.
        let numbers = words[0..<5].compactMap { Bytes.decimal($0, signed: true, maxDigits: 19) }
        let key = ContentHash.parseHex(words[6])
        guard numbers.count == 5, key != nil || words[6].elementsEqual("-".utf8) else { return .damaged }
        let file = FileStamp(device: UInt64(bitPattern: numbers[0]), inode: UInt64(bitPattern: numbers[1]),
                             size: numbers[2], modified: numbers[3], changed: numbers[4])
        return .stamp(FieldLines.field(fields[1]), WrittenFiles.Stamp(hash: hash, file: file, key: key))
    }

    private static let fileTag = Array("file ".utf8)

    /// The space-separated words of `text`.
    private static func words(_ text: UnsafeRawBufferPointer) -> [UnsafeRawBufferPointer] {
        var words: [UnsafeRawBufferPointer] = []
        var start = 0
        for i in 0...text.count where i == text.count || text[i] == UInt8(ascii: " ") {
            words.append(UnsafeRawBufferPointer(rebasing: text[start..<i]))
            start = i + 1
        }
        return words
    }
}
