import Testing
import TourBookSystem

@Suite struct BytesTests {
    @Test func findsBytesAndComparesBuffers() {
        let bytes: [UInt8] = Array("YYZ|Toronto\nYVR|Vancouver\n".utf8)
        bytes.withUnsafeBytes { buffer in
            #expect(Bytes.firstIndex(of: 0x0A, in: buffer) == 11)
            #expect(Bytes.firstIndex(of: 0x0A, in: buffer, from: 12) == 25)
            #expect(Bytes.firstIndex(of: 0x0A, in: buffer, from: 26) == nil)
            #expect(Bytes.firstIndex(of: 0x00, in: buffer) == nil)
        }
        let a: [UInt8] = [1, 2, 3], b: [UInt8] = [1, 2, 3], c: [UInt8] = [1, 2, 4], empty: [UInt8] = []
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { #expect(Bytes.equal(a, $0)) }
            c.withUnsafeBytes { #expect(!Bytes.equal(a, $0)) }
            empty.withUnsafeBytes { #expect(!Bytes.equal(a, $0)) }
        }
        empty.withUnsafeBytes { e in empty.withUnsafeBytes { #expect(Bytes.equal(e, $0)) } }
    }

    /// What `Int64(_:)` reads, within the digits allowed; `-` only when signed.
    @Test(arguments: [
        ("0", false, 18, 0), ("000042", false, 18, 42), ("999999999999999999", false, 18, 999_999_999_999_999_999),
        ("-17", true, 18, -17), ("9223372036854775807", true, 19, Int64.max), ("-9223372036854775808", true, 19, Int64.min),
        ("1790000000123456789", true, 19, 1_790_000_000_123_456_789),
    ] as [(String, Bool, Int, Int64)])
    func readsDecimals(text: String, signed: Bool, maxDigits: Int, value: Int64) {
        #expect(decimal(text, signed: signed, maxDigits: maxDigits) == value)
        #expect(decimal(text, signed: signed, maxDigits: maxDigits) == Int64(text))
    }

    @Test(arguments: [
        ("", true, 19), ("-", true, 19), ("-17", false, 18), ("+17", true, 19), ("1 7", true, 19), ("١٧", true, 19),
        ("1234567890123456789", false, 18), ("9223372036854775808", true, 19), ("-9223372036854775809", true, 19),
        ("99999999999999999999", true, 19), ("00000000000000000001", true, 19), ("7", false, 0), ("", false, 0),
    ] as [(String, Bool, Int)])
    func refusesWhatIsNoDecimalWithinItsDigits(text: String, signed: Bool, maxDigits: Int) {
        #expect(decimal(text, signed: signed, maxDigits: maxDigits) == nil)
    }

    private func decimal(_ text: String, signed: Bool, maxDigits: Int) -> Int64? {
        Array(text.utf8).withUnsafeBytes { Bytes.decimal($0, signed: signed, maxDigits: maxDigits) }
    }
}
