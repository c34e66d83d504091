/// What a build can keep for the next one, as `watch` does: zone files, decoded day files,
/// rendered day bodies. A one-shot build has none and does no bookkeeping for it.
public final class BuildMemory: Sendable {
    public let zones = ZoneStore()
    public let load = LoadCache()
    public let render = RenderMemory()
    public let written = WrittenFiles()

    public init() {}
}
