// libFuzzer target: the time parser, and what the pages do with what it reads (both clock
// styles, the zone resolution on a DST-changing date, the day offset). Built by scripts/fuzz.sh.
import Foundation
@testable import TourContent
@testable import TourViews

private let zones = ZoneStore()
private let toronto = try! zones.zone("America/Toronto")
private let lordHowe = try! zones.zone("Australia/Lord_Howe") // half-hour DST
private let springForward = CivilDate(year: 2027, month: 3, day: 14)!

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTime(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // Time values come from JSON strings, which are always valid UTF-8.
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    let result = TimeParser.parse(text)
    _ = CivilDate(iso: text)
    _ = text.trimmedSpaces
    switch result.time {
    case .clock(let clock):
        precondition((0..<1440).contains(clock.minuteOfDay), "minute of day \(clock.minuteOfDay) from \(text.debugDescription)")
        precondition((0...2).contains(clock.dayOffset), "day offset \(clock.dayOffset) from \(text.debugDescription)")
        precondition(!result.looksBroken)
        for style in ClockStyle.allCases {
            let shown = style.format(clock)
            // What the pages show reads back as the same time.
            let again = TimeParser.parse(shown).time.clockTime
            precondition(again == clock, "\(text.debugDescription) shows as \(shown.debugDescription), which reads back as \(String(describing: again))")
        }
        for zone in [toronto, lordHowe] {
            let zoned = ZonedTime(time: result.time, zone: zone, pageDate: springForward)
            _ = zoned.isoString
            _ = zoned.abbreviation
        }
    case .unreadable(let raw):
        precondition(raw == text)
        _ = result.time.unreadableText
        _ = ZonedTime(time: result.time, zone: toronto, pageDate: springForward).isoString
    }
    return 0
}
