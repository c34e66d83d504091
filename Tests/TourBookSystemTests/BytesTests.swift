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
}
