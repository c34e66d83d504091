import Mustache

/// The key of a piece or file: a digest of the one value it is made from, with the templates,
/// the tourbook binary and the zone data (`KeyBases`). Equal keys make equal bytes,
/// so what was made from a key is never made again (`OutputFile.key`, `PieceStore`).
///
/// The value is taken in one canonical form (a tag per case, lengths before contents) by a
/// streaming XXH64, so the key does not depend on the process (Swift's `Hasher` is seeded per
/// run) and no copy of the value's bytes is made. An object's fields come in no fixed order, so
/// each field is hashed on its own and the sum of their hashes stands for the object.
package struct InputKey {
    private var hash = StreamingHash()

    package init(_ kind: String, templates: UInt64) {
        add(kind)
        add(templates)
    }

    private init() {}

    package var value: UInt64 { hash.value }

    package mutating func add(_ number: UInt64) { hash.update(number) }

    package mutating func add(_ text: String) { hash.update(text) }

    private mutating func tag(_ byte: UInt64) { hash.update(byte) }

    package mutating func add(_ value: MustacheValue) {
        switch value {
        case .null: tag(0)
        case .bool(let b): tag(b ? 2 : 1)
        case .int(let n): tag(3); add(UInt64(bitPattern: Int64(n)))
        case .double(let d): tag(4); add(d.bitPattern)
        case .string(let s): tag(5); add(s)
        case .html(let s): tag(6); add(s)
        // The same HTML as bytes or as a string renders the same, so it has the same key.
        case .htmlBytes(let bytes):
            tag(6)
            hash.update(UInt64(bytes.count))
            bytes.withUnsafeBytes { hash.update($0) }
        case .list(let items):
            tag(7)
            add(UInt64(items.count))
            for item in items { add(item) }
        case .object(let fields): add(fields: fields)
        }
    }

    /// `.object(fields)` without the fields `leavingOut` names, and no copy of the rest made.
    /// `summed`: fields whose hashes were summed beforehand (`FieldSum`), taken as they are.
    package mutating func add(fields: [String: MustacheValue], leavingOut: [String: UInt64] = [:], summed: FieldSum = FieldSum()) {
        var (sum, count) = (summed.sum, summed.count)
        for (key, field) in fields where (leavingOut.isEmpty || leavingOut[key] == nil) && (summed.names.isEmpty || !summed.names.contains(key)) {
            sum &+= Self.hash(key, field)
            count += 1
        }
        tag(8)
        add(count)
        add(sum)
    }

    /// Everything of what a role may see: its tabs, its role, and whether it sees every
    /// audience and booking references.
    package mutating func add(_ visibility: Visibility) {
        for tab in Tab.allCases { add(UInt64(visibility.admits(tab) ? 1 : 0)) }
        add(visibility.role ?? "")
        add(UInt64((visibility.everyAudience ? 1 : 0) | (visibility.bookings ? 2 : 0)))
    }

    /// One field's hash, which an object's key sums (so their order does not matter).
    private static func hash(_ key: String, _ field: MustacheValue) -> UInt64 {
        var one = InputKey()
        one.add(key)
        one.add(field)
        return one.value
    }

    /// The sum of some fields' hashes, as `add(fields:)` makes it: an object's key is the same
    /// whether its fields are hashed there or summed beforehand here, so fields that many
    /// objects share (a layout's) are hashed once.
    package struct FieldSum: Sendable {
        fileprivate var sum: UInt64 = 0
        fileprivate var count: UInt64 = 0
        /// The fields summed.
        package private(set) var names: Set<String> = []

        package init() {}

        package init(_ fields: [String: MustacheValue]) {
            for (key, field) in fields {
                sum &+= InputKey.hash(key, field)
                count += 1
                names.insert(key)
            }
        }
    }
}

/// The one input of a file made late: its key, and its bytes made from it alone.
package protocol FileInput: Sendable {
    /// nil when the input can't be named by a key: the file is then made every build.
    func key(_ bases: KeyBases) -> UInt64?
    /// The input part by part, each named as `--explain` says it, with a digest of its own: what
    /// changed between two keys of a file.
    func parts(_ bases: KeyBases) -> [InputPart]
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
