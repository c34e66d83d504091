/// The parts of the inputs files were made from (`FileInput.parts`), by the file's key, kept in
/// `.tourbook-explain` by builds run with `--explain`, so the next such build can say which
/// part of a file's input changed. A key names its input forever, so any earlier build's parts
/// are right for the keys they hold.
package struct InputParts: Sendable {
    package var byKey: [UInt64: [InputPart]] = [:]

    package init(_ byKey: [UInt64: [InputPart]] = [:]) { self.byKey = byKey }

    static let fileName = ".tourbook-explain"
    private static let header = "tourbook-explain 1"

    func encoded() -> [UInt8] {
        var out = FieldLines()
        out.line(Self.header)
        for key in byKey.keys.sorted() {
            out.line("file", ContentHash.hex(key))
            for part in byKey[key]! { out.line("part", part.name, ContentHash.hex(part.digest)) }
        }
        return out.bytes
    }

    static func decoded(_ bytes: [UInt8]) -> InputParts? {
        guard let lines = FieldLines.read(bytes), lines.first == [header] else { return nil }
        var parts = InputParts()
        var current: UInt64?
        for fields in lines.dropFirst() {
            if fields.count == 2, fields[0] == "file", let key = ContentHash.parseHex(fields[1]) {
                current = key
                parts.byKey[key] = []
            } else if fields.count == 3, fields[0] == "part", let key = current, let digest = ContentHash.parseHex(fields[2]) {
                parts.byKey[key]!.append(InputPart(fields[1], digest))
            } else {
                return nil
            }
        }
        return parts
    }
}
