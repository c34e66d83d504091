import Mustache

/// The key of a piece or file: a digest of the one value it is made from, with the templates and
/// the tourbook binary (`TemplateSet.fingerprint` covers both). Equal keys make equal bytes, so
/// what was made from a key is never made again (`OutputFile.key`, `PieceStore`).
///
/// The value is written out in one canonical form (a tag per case, lengths before contents) and
/// that is hashed, so the key does not depend on the process (Swift's `Hasher` is seeded per
/// run). An object's fields come in no fixed order, so each field is hashed on its own and the
/// sum of their hashes stands for the object.
package struct InputKey {
    private var bytes: [UInt8] = []

    package init(_ kind: String, templates: UInt64) {
        add(kind)
        add(templates)
    }

    package var value: UInt64 { ContentHash.xxh64(bytes) }

    package mutating func add(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { bytes += $0 }
    }

    package mutating func add(_ text: String) {
        add(UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    package mutating func add(_ value: MustacheValue) {
        switch value {
        case .null: bytes.append(0)
        case .bool(let b): bytes.append(b ? 2 : 1)
        case .int(let n): bytes.append(3); add(UInt64(bitPattern: Int64(n)))
        case .double(let d): bytes.append(4); add(d.bitPattern)
        case .string(let s): bytes.append(5); add(s)
        case .html(let s): bytes.append(6); add(s)
        case .list(let items):
            bytes.append(7)
            add(UInt64(items.count))
            for item in items { add(item) }
        case .object(let fields):
            let start = bytes.count
            var sum: UInt64 = 0
            for (key, field) in fields {
                add(key)
                add(field)
                sum &+= bytes.withUnsafeBytes { ContentHash.xxh64(UnsafeRawBufferPointer(rebasing: $0[start...])) }
                bytes.removeSubrange(start...)
            }
            bytes.append(8)
            add(UInt64(fields.count))
            add(sum)
        }
    }
}

/// The one input of a file made late: its key, and its bytes made from it alone.
package protocol FileInput: Sendable {
    /// nil when the input can't be named by a key: the file is then made every build.
    func key(_ base: UInt64) -> UInt64?
    /// The input part by part, each named as `--explain` says it, with a digest of its own: what
    /// changed between two keys of a file.
    func parts() -> [InputPart]
    func render(with templates: TemplateLibrary) throws -> [UInt8]
}

/// A named part of a file's input and its digest (`FileInput.parts`).
package struct InputPart: Sendable, Equatable {
    package var name: String
    package var digest: UInt64

    package init(_ name: String, _ digest: UInt64) { (self.name, self.digest) = (name, digest) }

    /// The digest of one value, on its own.
    package static func digest(_ value: MustacheValue) -> UInt64 {
        var key = InputKey("part", templates: 0)
        key.add(value)
        return key.value
    }
}
