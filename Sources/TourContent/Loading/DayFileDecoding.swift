/// A day file decoded: the day (nil when it has errors), what was found, and the CPU seconds
/// spent parsing it.
package struct DecodedDay: Sendable {
    var day: Day?
    var log: DiagnosticLog
    var parseSeconds: Double
}

/// How the loader gets each day file decoded. A one-shot build decodes every file
/// (`DecodeEveryDayFile`); `watch` wraps that with the files it decoded before (`LoadCache`).
package protocol DayFileDecoding: Sendable {
    /// The day file at `file` (relative), decoded by `decode` unless known. `content`: the hash
    /// of the bytes `decode` reads (nil: not read yet, so nothing can be known of them);
    /// `context`: what else the decoding depends on (the `DayDecoder`'s people, zone, venues).
    func decoded(_ file: String, content: UInt64?, context: Int, _ decode: () -> DecodedDay) -> DecodedDay
    /// The day files of this build, once all are decoded: any other file is gone.
    func finished(with files: Set<String>)
}

package struct DecodeEveryDayFile: DayFileDecoding {
    package init() {}

    package func decoded(_ file: String, content: UInt64?, context: Int, _ decode: () -> DecodedDay) -> DecodedDay { decode() }
    package func finished(with files: Set<String>) {}
}
