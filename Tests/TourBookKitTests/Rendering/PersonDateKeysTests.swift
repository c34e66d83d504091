import Testing
@testable import Mustache
@testable import TourContent
@testable import TourRendering

/// A person's section of a date (`PersonDate.keys`) is keyed by the heading and their own lines:
/// another person's room or leg leaves it alone, so roles that see others' travel differently
/// still share the person's page; their own room or a line of theirs moves it.
@Suite struct PersonDateKeysTests {
    static var date: PersonDate { PersonDate(
        date: CivilDate(year: 2027, month: 3, day: 16)!, heading: ["date": .string("2027-03-16"), "city": .string("London")],
        entries: [PersonDate.Entry(value: .string("The Hoxton"), kind: .stay(rooms: [(person: "amara", room: "101"), (person: "zoe", room: "102")])),
                  PersonDate.Entry(value: .string("BA 1 LHR → MAD"), kind: .passage(passengers: ["amara", "zoe"]))]) }

    func keys(_ change: (inout PersonDate) -> Void) -> PersonDate.Keys {
        var date = Self.date
        change(&date)
        return date.keys(PersonDate.Bases(KeyBases(fixed: 7)))
    }

    @Test func someoneElsesLinesLeaveAPersonsKeyAlone() {
        let before = Self.date.keys(PersonDate.Bases(KeyBases(fixed: 7)))
        let zoeMoved = keys { $0.entries[0].kind = .stay(rooms: [(person: "amara", room: "101"), (person: "zoe", room: "103")]) }
        #expect(zoeMoved.of("amara") == before.of("amara"))
        #expect(zoeMoved.of("zoe") != before.of("zoe"))
        let zoesOwnLeg = keys { $0.entries.append(PersonDate.Entry(value: .string("Van"), kind: .passage(passengers: ["zoe"]))) }
        #expect(zoesOwnLeg.of("amara") == before.of("amara"))
        #expect(zoesOwnLeg.of("zoe") != before.of("zoe"))
    }

    @Test func aPersonsOwnRoomLineOrHeadingMovesTheirKey() {
        let before = Self.date.keys(PersonDate.Bases(KeyBases(fixed: 7)))
        #expect(keys { $0.entries[0].kind = .stay(rooms: [(person: "amara", room: nil), (person: "zoe", room: "102")]) }.of("amara") != before.of("amara"))
        #expect(keys { $0.entries[1].value = .string("BA 2 LHR → MAD") }.of("amara") != before.of("amara"))
        #expect(keys { $0.entries.swapAt(0, 1) }.of("amara") != before.of("amara"))
        #expect(keys { $0.heading["city"] = .string("Madrid") }.of("amara") != before.of("amara"))
        #expect(Self.date.keys(PersonDate.Bases(KeyBases(fixed: 8))).of("amara") != before.of("amara"))
        // Every room of theirs in a stay counts, the second as much as the first, and in order.
        let twoRooms = keys { $0.entries[0].kind = .stay(rooms: [(person: "amara", room: "101"), (person: "zoe", room: "102"), (person: "amara", room: "105")]) }
        #expect(twoRooms.of("amara") != before.of("amara") && twoRooms.of("zoe") == before.of("zoe"))
        #expect(keys { $0.entries[0].kind = .stay(rooms: [(person: "amara", room: "101"), (person: "zoe", room: "102"), (person: "amara", room: "106")]) }
            .of("amara") != twoRooms.of("amara"))
        #expect(keys { $0.entries[0].kind = .stay(rooms: [(person: "amara", room: "105"), (person: "zoe", room: "102"), (person: "amara", room: "101")]) }
            .of("amara") != twoRooms.of("amara"))
        // Somebody with no line that date gets the heading's key.
        #expect(before.of("nobody") == before.heading && before.of("amara") != before.heading)
    }

    /// A person's key is the heading's, then each line of theirs and, for a stay, every room of
    /// theirs in order: the line once, however many rooms.
    @Test func aPersonsKeyIsTheHeadingThenTheirLinesAndRooms() {
        var date = Self.date
        date.entries[0].kind = .stay(rooms: [(person: "amara", room: "101"), (person: "zoe", room: "102"), (person: "amara", room: "105")])
        func line(_ value: MustacheValue) -> UInt64 {
            var key = InputKey(PersonEntries.briefTemplate, templates: KeyBases(fixed: 7).of(PersonEntries.briefTemplate))
            key.add(value)
            return key.value
        }
        var amara = InputKey(PersonDays.template, templates: KeyBases(fixed: 7).of(PersonDays.template))
        amara.add(.object(date.heading))
        amara.add(line(date.entries[0].value))
        amara.add(.string("101"))
        amara.add(.string("105"))
        amara.add(line(date.entries[1].value))
        #expect(date.keys(PersonDate.Bases(KeyBases(fixed: 7))).of("amara") == amara.value)
    }
    /// Keys as the store keeps them read back as they were; anything else is no keys.
    @Test func keysReadBackAsWritten() throws {
        let keys = Self.date.keys(PersonDate.Bases(KeyBases(fixed: 7)))
        let bytes = keys.encoded()
        let read = try #require(PersonDate.Keys(decoding: ArraySlice(bytes)))
        #expect(read.heading == keys.heading && read.people == keys.people)
        #expect(PersonDate.Keys(decoding: ArraySlice(bytes.dropLast())) == nil, "cut short")
        #expect(PersonDate.Keys(decoding: ArraySlice(bytes + [0])) == nil, "a byte too many")
        #expect(PersonDate.Keys(decoding: []) == nil)
    }

    /// A date's keys are kept for the view of travel and the templates they were made for, and
    /// for what the date is made from: two roles' views never share them, nor does a private
    /// folder's (no day links) with a role's.
    @Test func storedKeysAreKeptForEachViewAndDate() throws {
        let stored = PersonDays.StoredKeys(pieces: PieceStore(), dates: [1, 2, nil])
        let crew = Visibility(tabs: [.travel], bookings: false, role: "crew")
        let view = { (visibility: Visibility, links: Bool) in LastDayParts.PersonView(visibility: visibility, dayLinks: links) }
        let bases = PersonDate.Bases(KeyBases(fixed: 7))
        let key = try #require(stored.key(0, view(crew, true), bases))
        var everyone = crew
        everyone.everyAudience = true
        let others = [stored.key(1, view(crew, true), bases), stored.key(0, view(crew, false), bases),
                      stored.key(0, view(Visibility(tabs: [.travel], bookings: false, role: "band"), true), bases),
                      stored.key(0, view(Visibility(tabs: [.travel], bookings: true, role: "crew"), true), bases),
                      stored.key(0, view(Visibility(tabs: [], bookings: false, role: "crew"), true), bases),
                      stored.key(0, view(everyone, true), bases), stored.key(0, view(crew, true), PersonDate.Bases(KeyBases(fixed: 8)))]
        let made = others.compactMap { $0 }
        #expect(made.count == others.count && Set(made + [key]).count == others.count + 1, "each view, date and template its own")
        #expect(stored.key(2, view(crew, true), bases) == nil, "a date without a day file has no stored keys")
    }
}
