extension ZoneInfo {
    /// Turns a wall-clock time (seconds since 1970 as if the wall time were UTC)
    /// into an instant. Ambiguous times take the first occurrence; times in a gap are
    /// read with the offset from before the gap, as RFC 5545 prescribes.
    public func resolve(local: Int64) -> (utc: Int64, kind: LocalTimeKind) {
        let local = min(max(local, -Self.instantLimit), Self.instantLimit)
        // The parser keeps offsets within ±26 h, so every instant that could show
        // `local` lies within two days of it; only changes in that window matter.
        let lo = local - Self.resolveWindow
        let hi = local + Self.resolveWindow
        let changes = transitions(from: lo, to: hi)
        let starts = [lo] + changes.map(\.instant)
        let offsets = [offset(at: lo)] + changes.map(\.offsetAfter)

        var matches: [Int64] = []
        for k in starts.indices {
            let utc = local - Int64(offsets[k])
            let end = k + 1 < starts.count ? starts[k + 1] : hi
            if utc >= starts[k] && utc < end { matches.append(utc) }
        }
        if let first = matches.first {
            return (first, matches.count == 1 ? .unique : .repeated)
        }
        // In a gap: find the change whose jump forward swallowed this wall time.
        for change in changes {
            let gap = (change.instant + Int64(change.offsetBefore))..<(change.instant + Int64(change.offsetAfter))
            if gap.contains(local) {
                return (local - Int64(change.offsetBefore), .skipped)
            }
        }
        // Unreachable for files the parser accepts; answer something sane anyway.
        return (local - Int64(offset(at: local)), .unique)
    }

    static let resolveWindow: Int64 = 2 * 86_400
}
