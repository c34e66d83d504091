/// How a local wall-clock time maps onto instants.
public enum LocalTimeKind: Sendable, Hashable {
    /// Exactly one instant shows this wall time.
    case unique
    /// Clocks went back: the wall time happened twice; we chose the first.
    case repeated
    /// Clocks went forward over it: it never happened; we read it with the offset
    /// in force before the change (RFC 5545 §3.3.5), which lands after the change.
    case skipped
}

/// One change of local time, as a VTIMEZONE writer needs it.
public struct ZoneTransition: Sendable, Hashable {
    public let instant: Int64
    public let offsetBefore: Int32
    public let offsetAfter: Int32
    public let abbreviation: String
    public let isDaylightSaving: Bool
}

/// A time zone read from a TZif file. All instants are seconds since 1970 UTC;
/// offsets are seconds east of UTC.
///
/// The file's transition table answers up to its last entry; after that (and for
/// files with no transitions at all) the footer's POSIX rule answers, as RFC 8536 says.
public struct ZoneInfo: Sendable, Hashable {
    /// What the clocks show during one interval.
    struct LocalType: Sendable, Hashable {
        var offset: Int32
        var isDaylightSaving: Bool
        var abbreviation: String
    }

    public let identifier: String
    /// Distinct local time types; `types[0]` is in force before the first transition.
    let types: [LocalType]
    /// Transition instants, strictly ascending (the parser guarantees it).
    let times: [Int64]
    /// `types` index in force from `times[i]` on; same count as `times`, each index valid.
    let typeIndices: [Int]
    /// The footer rule, if the file has one.
    let rule: ZoneInfoPosixRule?

    /// Instants are clamped to ±2^50 s (±35 million years) before any arithmetic,
    /// so no input can overflow, and rule transitions are only listed for years 1…9999.
    static let instantLimit: Int64 = 1 << 50
    static let listedInstants: Range<Int64> =
        ZoneInfoCalendar.days(year: 1, month: 1, day: 1) * ZoneInfoCalendar.secondsPerDay
        ..< ZoneInfoCalendar.days(year: 10_000, month: 1, day: 1) * ZoneInfoCalendar.secondsPerDay

    /// The caller (the parser, or a test building a zone by hand) must keep the
    /// invariants documented on the properties; `precondition` checks the cheap ones.
    init(identifier: String, types: [LocalType], times: [Int64], typeIndices: [Int], rule: ZoneInfoPosixRule?) {
        precondition(!types.isEmpty && times.count == typeIndices.count)
        precondition(typeIndices.allSatisfy { types.indices.contains($0) })
        self.identifier = identifier
        self.types = types
        self.times = times
        self.typeIndices = typeIndices
        self.rule = rule
    }

    public func offset(at utc: Int64) -> Int32 { type(at: utc).offset }

    public func abbreviation(at utc: Int64) -> String { type(at: utc).abbreviation }

    public func isDaylightSaving(at utc: Int64) -> Bool { type(at: utc).isDaylightSaving }

    /// The local time type in force at `utc`: binary search over the file's
    /// transitions, or the footer rule from the last transition on.
    func type(at utc: Int64) -> LocalType {
        if let rule, times.isEmpty || utc >= times[times.count - 1] {
            return rule.type(at: Self.clamp(utc))
        }
        let after = times.partitioningIndex { $0 > utc }
        return after == 0 ? types[0] : types[typeIndices[after - 1]]
    }

    /// The changes in `[from, to)`, ascending. Changes that alter nothing visible
    /// (same offset, abbreviation and DST flag) are left out.
    public func transitions(from: Int64, to: Int64) -> [ZoneTransition] {
        guard from < to else { return [] }
        var instants: [Int64] = []
        var i = times.partitioningIndex { $0 >= from }  // the first file transition in the range
        while i < times.count, times[i] < to {
            instants.append(times[i])
            i += 1
        }
        if let rule {
            let ruleFrom = max(from, Self.listedInstants.lowerBound)
            let ruleTo = min(to, Self.listedInstants.upperBound)
            if ruleFrom < ruleTo {
                // The rule speaks only after the file's last transition.
                let lastFileTransition = times.last ?? Int64.min
                instants += rule.changes(from: ruleFrom, to: ruleTo).map(\.utc).filter { $0 > lastFileTransition }
            }
        }
        var result: [ZoneTransition] = []
        var previous: Int64?
        for instant in instants where instant != previous {
            previous = instant
            // Both sides come from `type(at:)`, so the list agrees with every lookup.
            let before = instant == Int64.min ? types[0] : type(at: instant - 1)
            let after = type(at: instant)
            guard before != after else { continue }
            result.append(ZoneTransition(
                instant: instant, offsetBefore: before.offset, offsetAfter: after.offset,
                abbreviation: after.abbreviation, isDaylightSaving: after.isDaylightSaving))
        }
        return result
    }

    private static func clamp(_ value: Int64) -> Int64 {
        min(max(value, -instantLimit), instantLimit)
    }

    /// Whether two zones give every instant the same offset, abbreviation and DST flag, whatever
    /// their names (a link such as Asia/Calcutta → Asia/Kolkata).
    public func hasSameRules(as other: ZoneInfo) -> Bool {
        types == other.types && times == other.times && typeIndices == other.typeIndices && rule == other.rule
    }

    // Hash only the cheap identity; equality (synthesized) still compares everything.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(times.count)
        hasher.combine(times.last)
    }
}
