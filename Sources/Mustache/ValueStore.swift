/// The render's view of its `MustacheValue`: every value it reaches as a number, objects as runs
/// of (slot, value) pairs and strings as ranges of one byte buffer, so a tag's lookup compares
/// small integers and its output copies bytes. A long string (rendered HTML: print.html holds
/// every day's body) and HTML given as bytes are not copied into the buffer but written from
/// where they are; short strings are, since reaching a string's storage costs more than
/// copying a title.
///
/// Built lazily: an object or list becomes pairs or items when the render first opens it, so a
/// large value of which a template reads a little costs only that little. Opening an object
/// visits its keys once, each turned into its slot with the library's own hash (`NameTable`);
/// keys no template names are dropped there.
struct ValueStore {
    enum Kind: UInt8 {
        case null, falseValue, trueValue, int, double, string, html
        /// `a`, `b`: its items are `items[a..<a + b]`.
        case list
        /// `a`, `b`: its pairs are `slots[a..<a + b]` and `values[a..<a + b]`.
        case object
        /// Not opened yet: `a` is its index in `sources`; a list's `b` is its count.
        case closedList, closedObject
    }

    /// Where a string's or HTML's bytes are.
    enum Storage: UInt8 {
        /// Copied into `bytes`.
        case buffer
        /// A long string, in `strings`.
        case string
        /// HTML given as bytes, in `slices`.
        case slice
    }

    struct Entry {
        var kind: Kind
        /// string and html: where its bytes are. Beside `kind`, so an entry stays 32 bytes.
        var storage = Storage.buffer
        /// int: the number; double: its bit pattern; string and html: the start in `bytes`, or
        /// its index in `strings` or `slices`.
        var a: Int
        /// string and html: the byte count.
        var b: Int = 0
        /// object: bit `slot % 64` is set for each of its slots, so most lookups of a key an
        /// object lacks (a walk up the context stack) end without scanning its pairs.
        var mask: UInt64 = 0
    }

    private let names: NameTable
    private(set) var entries: [Entry] = []
    private(set) var bytes: [UInt8] = []
    private(set) var strings: [String] = []
    private(set) var slices: [ArraySlice<UInt8>] = []
    /// Strings from this many bytes on are written from their own storage.
    static let long = 512
    private var items: [Int32] = []
    private var slots: [Int32] = []
    private var values: [Int32] = []
    private var sources: [MustacheValue] = []

    /// The arrays a store fills, empty, their capacity kept for the next render
    /// (`TemplateLibrary`'s spares): a day body fills tens of kilobytes of them, and fresh
    /// arrays for each render, grown by doubling, were a fifth of its time, most of it the kernel
    /// handing out new pages.
    struct Arrays {
        var entries: [Entry] = []
        var bytes: [UInt8] = []
        var strings: [String] = []
        var slices: [ArraySlice<UInt8>] = []
        var items: [Int32] = []
        var slots: [Int32] = []
        var values: [Int32] = []
        var sources: [MustacheValue] = []

        /// The bytes their capacity holds.
        var size: Int {
            entries.capacity * MemoryLayout<Entry>.stride + bytes.capacity + (items.capacity + slots.capacity + values.capacity) * 4
                + strings.capacity * MemoryLayout<String>.stride + slices.capacity * MemoryLayout<ArraySlice<UInt8>>.stride
                + sources.capacity * MemoryLayout<MustacheValue>.stride
        }
    }

    /// The root is value 0. `arrays`: empty arrays to fill (`takeArrays`).
    init(_ root: MustacheValue, names: NameTable, reusing arrays: Arrays = Arrays()) {
        self.names = names
        (entries, bytes, strings, slices) = (arrays.entries, arrays.bytes, arrays.strings, arrays.slices)
        (items, slots, values, sources) = (arrays.items, arrays.slots, arrays.values, arrays.sources)
        entries.reserveCapacity(64)
        add(root)
    }

    /// The store's arrays, emptied (so nothing of this render's value is kept), for another
    /// store; this one is empty afterwards.
    mutating func takeArrays() -> Arrays {
        var arrays = Arrays(entries: entries, bytes: bytes, strings: strings, slices: slices, items: items, slots: slots,
                            values: values, sources: sources)
        (entries, bytes, strings, slices) = ([], [], [], [])
        (items, slots, values, sources) = ([], [], [], [])
        arrays.entries.removeAll(keepingCapacity: true)
        arrays.bytes.removeAll(keepingCapacity: true)
        arrays.strings.removeAll(keepingCapacity: true)
        arrays.slices.removeAll(keepingCapacity: true)
        arrays.items.removeAll(keepingCapacity: true)
        arrays.slots.removeAll(keepingCapacity: true)
        arrays.values.removeAll(keepingCapacity: true)
        arrays.sources.removeAll(keepingCapacity: true)
        return arrays
    }

    /// The value of `slot` in object `id`; nil when `id` is no object or has no such key.
    mutating func field(_ slot: Int32, of id: Int32) -> Int32? {
        var entry = entries[Int(id)]
        if entry.kind == .closedObject { entry = open(id) }
        guard entry.kind == .object, entry.mask & (1 << UInt64(slot & 63)) != 0 else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            for i in entry.a..<(entry.a + entry.b) where slots[i] == slot { return values[i] }
            return nil
        }
    }

    /// The items of list `id` (opened if need be), as a range of `item(_:)` indices.
    mutating func items(of id: Int32) -> Range<Int> {
        var entry = entries[Int(id)]
        if entry.kind == .closedList { entry = open(id) }
        return entry.a..<(entry.a + entry.b)
    }

    func item(_ index: Int) -> Int32 { items[index] }

    /// The spec's truthiness with the project's additions (`MustacheValue.isTruthy`).
    func isTruthy(_ id: Int32) -> Bool {
        let entry = entries[Int(id)]
        switch entry.kind {
        case .null, .falseValue: return false
        case .trueValue, .int, .double, .object, .closedObject: return true
        case .string, .html, .list, .closedList: return entry.b > 0
        }
    }

    func isList(_ id: Int32) -> Bool {
        let kind = entries[Int(id)].kind
        return kind == .list || kind == .closedList
    }

    /// A string's or HTML's text (for dynamic partial names); nil for other values.
    func text(_ id: Int32) -> String? {
        let entry = entries[Int(id)]
        guard entry.kind == .string || entry.kind == .html else { return nil }
        switch entry.storage {
        case .buffer: return String(decoding: bytes[entry.a..<(entry.a + entry.b)], as: UTF8.self)
        case .string: return strings[entry.a]
        case .slice: return String(decoding: slices[entry.a], as: UTF8.self)
        }
    }

    @discardableResult
    private mutating func add(_ value: MustacheValue) -> Int32 {
        let entry: Entry
        switch value {
        case .null: entry = Entry(kind: .null, a: 0)
        case .bool(let flag): entry = Entry(kind: flag ? .trueValue : .falseValue, a: 0)
        case .int(let number): entry = Entry(kind: .int, a: number)
        case .double(let number): entry = Entry(kind: .double, a: Int(bitPattern: UInt(number.bitPattern)))
        case .string(let string): entry = keep(string, as: .string)
        case .html(let html): entry = keep(html, as: .html)
        case .htmlBytes(let html):
            slices.append(html)
            entry = Entry(kind: .html, storage: .slice, a: slices.count - 1, b: html.count)
        case .list(let list):
            entry = Entry(kind: .closedList, a: sources.count, b: list.count)
            sources.append(value)
        case .object:
            entry = Entry(kind: .closedObject, a: sources.count)
            sources.append(value)
        }
        entries.append(entry)
        return Int32(entries.count - 1)
    }

    private mutating func keep(_ string: String, as kind: Kind) -> Entry {
        // A string that is not native UTF-8 (Foundation's) is made so once, here: its count is
        // then known without decoding it again.
        var string = string
        let count = string.withUTF8 { $0.count }
        guard count < Self.long else {
            strings.append(string)
            return Entry(kind: kind, storage: .string, a: strings.count - 1, b: count)
        }
        let start = bytes.count
        string.withUTF8 { bytes.append(contentsOf: $0) }
        return Entry(kind: kind, a: start, b: count)
    }

    /// Turns a closed list or object into items or pairs; its children stay closed, so adding
    /// them never touches `items`, `slots` or `values` and each run stays contiguous.
    private mutating func open(_ id: Int32) -> Entry {
        var entry = entries[Int(id)]
        switch sources[entry.a] {
        case .list(let list):
            let start = items.count
            for item in list {
                let child = add(item)
                items.append(child)
            }
            entry = Entry(kind: .list, a: start, b: items.count - start)
        case .object(let fields):
            let start = slots.count
            var mask: UInt64 = 0
            for (key, value) in fields {
                guard let slot = names.slot(of: key) else { continue }
                let child = add(value)
                slots.append(slot)
                values.append(child)
                mask |= 1 << UInt64(slot & 63)
            }
            entry = Entry(kind: .object, a: start, b: slots.count - start, mask: mask)
        default:
            return entry
        }
        entries[Int(id)] = entry
        return entry
    }
}
