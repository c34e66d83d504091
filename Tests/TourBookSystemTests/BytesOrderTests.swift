import Testing
import TourBookSystem

@Suite struct BytesOrderTests {
    /// Empty, prefixes, shared long prefixes, non-ASCII, and a decomposed é beside the composed one.
    static let strings = ["", "b", "a", "ab", "abc", "aa", "2027-01-04-hotel-for-p001@t", "2027-01-04-hotel-for-p000@t",
                          "2027-01-04-hotel@t", "é-1", "e\u{301}-2", "e-3", "z", "Ω", "😀", "A", "a\tb", "a b"]

    @Test func orderIsTheOrderOfSwiftsLessThan() {
        #expect(Bytes.order(Self.strings).map { Self.strings[$0] } == Self.strings.sorted())
        #expect(Bytes.order([]).isEmpty)
    }

    /// Byte order even where Swift's `<` differs (the decomposed é before the composed one).
    @Test func byteOrderIsTheOrderOfTheUTF8Bytes() {
        let bytewise = Self.strings.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        #expect(Bytes.byteOrder(Self.strings).map { Self.strings[$0] } == bytewise)
        #expect(Bytes.byteOrder(["é", "e\u{301}"]) == [1, 0])
        #expect(Bytes.byteOrder([]).isEmpty)
    }

    @Test func precedesIsTheOrderOfTheUTF8Bytes() {
        for a in Self.strings {
            for b in Self.strings {
                #expect(Bytes.precedes(a, b) == Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)), "\(a) \(b)")
            }
        }
    }

    @Test func aDictionarysEntriesComeInTheOrderOfTheirKeys() {
        let dictionary = Dictionary(uniqueKeysWithValues: Self.strings.enumerated().map { ($1, $0) })
        let sorted = Bytes.sortedByKey(dictionary)
        #expect(sorted.map(\.key) == dictionary.keys.sorted())
        #expect(sorted.allSatisfy { dictionary[$0.key] == $0.value })
    }
}
