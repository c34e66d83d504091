/// The bytes a render writes, in memory it owns: an append is a capacity check and a copy, with
/// none of `Array`'s uniqueness checks, which profiles showed on every tag. Handed to the
/// caller's array once at the end (`move(into:)`).
struct OutputBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 16_384) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: StaticString) {
        bytes.withUTF8Buffer { append($0) }
    }

    /// HTML-escapes & < > " ' in one pass (`HTMLOutput.entity`), copying each run between
    /// them whole.
    mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for i in 0..<bytes.count {
            guard let entity = HTMLOutput.entity(bytes[i]) else { continue }
            if runStart < i { append(UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
            append(entity)
            runStart = i + 1
        }
        if runStart < bytes.count { append(UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }

    /// Decimal digits built on the stack (`HTMLOutput.withDigits`).
    mutating func append(number: Int) {
        HTMLOutput.withDigits(of: number) { append($0) }
    }

    /// As `HTMLOutput.append(_:to:)` writes a Double.
    mutating func append(number: Double) {
        if let integral = HTMLOutput.integral(number) {
            append(number: integral)
        } else {
            var text = number.description
            text.withUTF8 { append($0) }
        }
    }

    /// Appends everything written to `array`.
    func copy(into array: inout [UInt8]) {
        array.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(to needed: Int) {
        var capacity = self.capacity * 2
        while capacity < needed { capacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        self.capacity = capacity
    }
}
