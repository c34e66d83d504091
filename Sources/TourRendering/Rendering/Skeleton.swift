import Mustache

/// A fragment rendered once with placeholders where per-person text goes (a room number, a list
/// of rendered entries), then made for each person by putting their text in the gaps. Many
/// people share a fragment's shape (the same hotel, the same legs, another room), so a template
/// renders once per shape instead of once per person.
///
/// A placeholder is U+E000, the slot's number, U+E001: private-use characters, which escaping
/// keeps as they are. Content may hold anything, even a placeholder, so `make` renders twice,
/// with two kinds of placeholder, and keeps the skeleton only when filling the first render with
/// the second kind gives the second render; otherwise the caller renders for each person.
struct Skeleton: Sendable {
    /// The bytes before each slot, then the bytes after the last.
    private var pieces: [[UInt8]] = []
    private var slots: [Int] = []

    static func placeholder(_ slot: Int) -> String { "\u{E000}\(slot)\u{E001}" }
    private static func check(_ slot: Int) -> String { "\u{E000}c\(slot)\u{E001}" }

    /// The skeleton of what `render` makes with a placeholder in each of `slots` slots, or nil
    /// when the render's own bytes can't be told from the placeholders.
    static func make(slots: Int, _ render: ((Int) -> String) throws -> [UInt8]) rethrows -> Skeleton? {
        guard let skeleton = Skeleton(try render(placeholder), slots: slots) else { return nil }
        var filled: [UInt8] = []
        skeleton.fill((0..<slots).map { Array(check($0).utf8) }, into: &filled)
        return try filled == render(check) ? skeleton : nil
    }

    private static let open: [UInt8] = [0xEE, 0x80, 0x80]
    private static let close: [UInt8] = [0xEE, 0x80, 0x81]

    /// The skeleton of `rendered`, whose placeholders name slots below `count`; nil when the
    /// bytes hold a marker that is not such a placeholder.
    private init?(_ rendered: [UInt8], slots count: Int) {
        var start = 0
        while let found = Bytes.firstIndex(of: Self.open, in: rendered, from: start) {
            let digits = found + Self.open.count
            var cursor = digits
            var slot = 0
            while cursor < rendered.count, cursor - digits < 6, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(rendered[cursor]) {
                slot = slot * 10 + Int(rendered[cursor] - UInt8(ascii: "0"))
                cursor += 1
            }
            guard cursor > digits, slot < count, rendered[cursor...].starts(with: Self.close) else { return nil }
            pieces.append(Array(rendered[start..<found]))
            slots.append(slot)
            start = cursor + Self.close.count
        }
        guard Bytes.firstIndex(of: Self.close, in: rendered, from: start) == nil else { return nil }
        pieces.append(Array(rendered[start...]))
    }

    /// The fragment with `values[k]` (bytes as they go on the page) in slot `k`.
    func fill(_ values: [[UInt8]], into out: inout [UInt8]) {
        for (piece, slot) in zip(pieces, slots) {
            out += piece
            out += values[slot]
        }
        out += pieces[pieces.count - 1]
    }

    /// Text as `{{name}}` writes it.
    static func escaped(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        HTMLOutput.appendEscaped(text, to: &out)
        return out
    }
}
