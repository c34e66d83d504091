/// What a build can keep for the next one, as `watch` does: zone files, decoded day files
/// (`StoredDayFiles`), the shared pieces (`PieceStore`), what the writer left (`WrittenFiles`)
/// and the record it wrote (`LastRecord`).
public final class BuildMemory: Sendable {
    public let zones = ZoneStore()
    public let decodedDays = PieceStore()
    public let pieces = PieceStore()
    public let written = WrittenFiles()
    let record = LastRecord()
    let events = LastEvents()
    let days = LastDayParts()

    public init() {}
}
