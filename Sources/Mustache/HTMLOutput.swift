/// Appending values to the output buffer without building intermediate Strings. Public so that
/// text put into rendered HTML outside a render is escaped exactly as `{{name}}` escapes it.
public enum HTMLOutput {
    static func appendRaw(_ string: String, to out: inout [UInt8]) {
        var string = string
        string.withUTF8 { out.append(contentsOf: $0) }
    }

    /// HTML-escapes & < > " ' while copying; runs without special characters are copied in
    /// one go.
    public static func appendEscaped(_ string: String, to out: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for i in 0..<bytes.count {
                guard let entity = entity(bytes[i]) else { continue }
                if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
                entity.withUTF8Buffer { out.append(contentsOf: $0) }
                runStart = i + 1
            }
            if runStart < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
        }
    }

    /// What `byte` is written as when escaped; nil when it is written as it is.
    @inline(__always)
    static func entity(_ byte: UInt8) -> StaticString? {
        // All five special characters are <= ">", so letters skip the switch.
        guard byte <= UInt8(ascii: ">") else { return nil }
        switch byte {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "'"): return "&#39;"
        default: return nil
        }
    }

    /// Decimal digits built on the stack and appended in one go (no String).
    static func append(_ number: Int, to out: inout [UInt8]) {
        withDigits(of: number) { out.append(contentsOf: $0) }
    }

    /// The decimal digits of `number`, built on the stack, handed to `body`.
    static func withDigits<Result>(of number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
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
            return body(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Shortest round-tripping form ("1.21"); integral values print without ".0" ("85"),
    /// as JavaScript-based Mustache implementations do.
    static func append(_ number: Double, to out: inout [UInt8]) {
        if let integral = integral(number) {
            append(integral, to: &out)
        } else {
            appendRaw(number.description, to: &out)
        }
    }

    /// The whole number a Double prints as, when it prints as one.
    static func integral(_ number: Double) -> Int? {
        number.rounded() == number && abs(number) < 1e15 ? Int(number) : nil
    }
}
