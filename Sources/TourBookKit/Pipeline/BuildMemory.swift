/// What a build can keep for the next one, as `watch` does: zone files, decoded day files, the
/// shared pieces (`PieceStore`) and what the writer left (`WrittenFiles`).
public final class BuildMemory: Sendable {
    public let zones = ZoneStore()
    public let load = LoadCache()
    public let pieces = PieceStore()
    public let written = WrittenFiles()

    public init() {}
}
