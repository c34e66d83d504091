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

    /// Decimal digits built on the stack, as `HTMLOutput.append(_:to:)` writes them.
    mutating func append(number: Int) {
        // 19 digits for Int.min's magnitude plus the sign.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = number.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if number < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            append(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Integral values without ".0", others in their shortest round-tripping form
    /// (`HTMLOutput.append(_:to:)` for Double).
    mutating func append(number: Double) {
        if number.rounded() == number, abs(number) < 1e15 {
            append(number: Int(number))
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
