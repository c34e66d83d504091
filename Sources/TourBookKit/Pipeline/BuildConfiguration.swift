/// What a build is asked to make, whoever asks: the command line maps its options onto it
/// (`Invocation.BuildOptions`), the bench and the tests fill it in directly. How the build is
/// reported (`--quiet`, `--timings`) is the command line's own business, not the library's.
public struct BuildConfiguration: Equatable, Sendable {
    public var content = "Content"
    public var templates = "Templates"
    public var output = "Output"
    /// Build only these roles (all when empty).
    public var roles: [String] = []
    /// Build into a non-empty folder that TourBook did not make.
    public var force = false
    /// The build's time, seconds since 1970; nil: the clock (`BuildClock`).
    public var time: Int64?
    /// The tour manager's words for what this build changed (`--note`), on the changes pages.
    public var note: String?
    /// Say, for each file written, what made it change (`--explain`).
    public var explain = false

    public init() {}
}
