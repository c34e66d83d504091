/// A day file decoded: the day (nil when it has errors), what was found, and the CPU seconds
/// spent parsing it.
package struct DecodedDay: Sendable {
    package var day: Day?
    package var log: DiagnosticLog
    package var parseSeconds: Double
}

/// How the loader gets each day file decoded: every file (`DecodeEveryDayFile`), or those not
/// decoded before from the same inputs (`StoredDayFiles`, which keeps them for the next build).
package protocol DayFileDecoding: Sendable {
    /// The day file reported as `file`, decoded by `decode` unless known. `content`: the hash
    /// of the bytes `decode` reads; `context`: a digest of what else the decoding depends on
    /// (the decoder's people, zone, venues and roles). Either nil: nothing can be known, and the
    /// file is decoded.
    func decoded(_ file: String, content: UInt64?, context: UInt64?, _ decode: () -> DecodedDay) -> DecodedDay
}

package struct DecodeEveryDayFile: DayFileDecoding {
    package init() {}

    package func decoded(_ file: String, content: UInt64?, context: UInt64?, _ decode: () -> DecodedDay) -> DecodedDay { decode() }
}
