import Testing
import Mustache
@testable import TourRendering

/// A role without `bookings` gets items without their references (`BookingReferences`): a hotel
/// card's `confirmation` and an item's confirmation fact go, everything else stays as it was.
struct BookingReferencesTests {
    static func fact(_ key: String, _ value: String) -> MustacheValue { .fields(["key": .string(key), "value": .string(value)]) }

    @Test func referencesAreTakenOut() {
        let item = MustacheValue.fields(["title": .string("AC 856"), "confirmation": .string("QX7Y2Z"),
                                         "facts": .list([Self.fact("confirmation", "QX7Y2Z"), Self.fact("seat", "12A")])])
        #expect(BookingReferences.removed(from: item) == .fields(["title": .string("AC 856"), "facts": .list([Self.fact("seat", "12A")])]))
        let onlyReference = MustacheValue.fields(["title": .string("Van"), "facts": .list([Self.fact("confirmation", "R-1")])])
        #expect(BookingReferences.removed(from: onlyReference) == .fields(["title": .string("Van")]))
    }

    /// A value without references is the same value (and is not copied to find that out); an
    /// empty fact list goes, as it always did.
    @Test func aValueWithoutReferencesIsKept() {
        let item = MustacheValue.fields(["title": .string("Load in"), "facts": .list([Self.fact("seat", "12A")])])
        #expect(BookingReferences.removed(from: item) == item)
        #expect(BookingReferences.removed(from: .fields(["title": .string("Doors"), "facts": .list([])])) == .fields(["title": .string("Doors")]))
        #expect(BookingReferences.removed(from: .string("x")) == .string("x"))
    }
}
