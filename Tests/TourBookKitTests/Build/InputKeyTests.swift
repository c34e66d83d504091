import Foundation
import Testing
import Mustache
@testable import TourRendering
@testable import TourContent
@testable import Digest

/// Keys name what a file is made from: the same value always gives the same key, in any process
/// and whatever order a dictionary keeps; a different value a different one.
struct InputKeyTests {
    @Test(arguments: [0, 1, 7, 31, 32, 33, 64, 100, 1000])
    func theStreamIsXXH64OfItsPieces(count: Int) {
        var rng = SplitMix(seed: UInt64(count) + 1)
        let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
        for _ in 0..<20 {
            var stream = StreamingHash()
            var at = 0
            while at < count {
                let take = min(count - at, rng.int(0...40))
                bytes[at..<(at + take)].withUnsafeBytes { stream.update($0) }
                at += take
            }
            #expect(stream.value == ContentHash.xxh64(bytes), "\(count) bytes")
        }
    }

    /// Numbers (which take a shorter way in when they fall on a word) among runs of bytes of
    /// every length: the digest of all their bytes, in order.
    @Test(arguments: 0..<40)
    func numbersAmongBytesHashAsTheirBytes(seed: Int) {
        var rng = SplitMix(seed: UInt64(seed) + 100)
        var stream = StreamingHash()
        var all: [UInt8] = []
        for _ in 0..<rng.int(0...30) {
            if rng.int(0...2) == 0 {
                let run = (0..<rng.int(0...40)).map { _ in UInt8.random(in: 0...255, using: &rng) }
                run.withUnsafeBytes { stream.update($0) }
                all += run
            } else {
                let number = UInt64.random(in: 0...UInt64.max, using: &rng)
                stream.update(number)
                all += withUnsafeBytes(of: number.littleEndian, Array.init)
            }
        }
        #expect(stream.value == ContentHash.xxh64(all))
    }

    static func key(_ value: MustacheValue) -> UInt64 {
        var key = InputKey("test", templates: 1)
        key.add(value)
        return key.value
    }

    @Test func anObjectsKeyIsItsFieldsNotTheirOrder() {
        var a: [String: MustacheValue] = [:], b: [String: MustacheValue] = [:]
        let names = (0..<50).map { "field\($0)" }
        for name in names { a[name] = .string(name) }
        for name in names.reversed() { b[name] = .string(name) }
        b.reserveCapacity(500)
        #expect(Self.key(.object(a)) == Self.key(.object(b)))
    }

    @Test(arguments: [
        Named("text or HTML", (MustacheValue.string("a"), MustacheValue.html("a"))),
        Named("a list's order", (.list(["a", "b"]), .list(["b", "a"]))),
        Named("a field's level", (.object(["a": .object(["b": "c"])]), .object(["a": .object([:]), "b": "c"]))),
        Named("a field's name", (.object(["a": "x"]), .object(["b": "x"]))),
        Named("two fields' values swapped", (.object(["a": "x", "b": "y"]), .object(["a": "y", "b": "x"]))),
        Named("null or missing", (.object(["a": .null]), .object([:]))),
        Named("one string or two", (.list(["ab"]), .list(["a", "b"]))),
    ])
    func differentValuesHaveDifferentKeys(_ pair: Named<(MustacheValue, MustacheValue)>) {
        #expect(Self.key(pair.value.0) != Self.key(pair.value.1), "\(pair.name)")
    }

    /// Fields hashed beforehand (`InputKey.FieldSum`: a layout's, shared by a role's day pages)
    /// give the key hashing every field gives; a shared field that differs does not.
    @Test func fieldsSummedBeforehandGiveTheKeyOfTheWholeObject() {
        let shared: [String: MustacheValue] = ["root": "../", "nav": .list([.fields(["href": "../index.html", "current": nil])]),
                                               "edition": .null, "script": .object(["now-next": "../assets/n.js"])]
        var page = shared
        page["pageTitle"] = "Monday, 4 January 2027"
        page["dayBody"] = .html("<p>x</p>")
        let pieces: [String: UInt64] = ["dayBody": 42]
        func key(_ fields: [String: MustacheValue], summed: InputKey.FieldSum = InputKey.FieldSum()) -> UInt64 {
            var key = InputKey("page", templates: 1)
            key.add(fields: fields, leavingOut: pieces, summed: summed)
            return key.value
        }
        #expect(key(page, summed: InputKey.FieldSum(shared)) == key(page))
        var other = shared
        other["root"] = "../../"
        #expect(key(page, summed: InputKey.FieldSum(other)) != key(page))
    }

    @Test func theBaseIsInTheKey() {
        var a = InputKey("test", templates: 1), b = InputKey("test", templates: 2)
        a.add("x"); b.add("x")
        #expect(a.value != b.value)
    }
}
