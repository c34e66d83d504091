import Mustache

/// Rendered day bodies, memoized by the exact values they were rendered from. Roles with the
/// same tabs see the same body, and `print.html` repeats every day page's body, so each distinct
/// body is rendered once per build; `watch` keeps the cache between rebuilds so that only the
/// days whose values changed are rendered again. A change of templates empties it.
public final class DayBodyCache: @unchecked Sendable {
    private var bodies: [MustacheValue: String] = [:]
    private var templatesFingerprint: UInt64?
    private let lock = Lock()

    public init() {}

    /// Drops everything if the templates changed since the last build.
    func prepare(templatesFingerprint fingerprint: UInt64) {
        lock.with {
            if templatesFingerprint != fingerprint { bodies = [:] }
            templatesFingerprint = fingerprint
        }
    }

    func body(for value: MustacheValue) -> String? { lock.with { bodies[value] } }

    func store(_ body: String, for value: MustacheValue) { lock.with { bodies[value] = body } }

    /// Keeps only the given values (what this build used), so a long watch session doesn't grow.
    func retain(only used: Set<MustacheValue>) {
        lock.with { bodies = bodies.filter { used.contains($0.key) } }
    }

    var count: Int { lock.with { bodies.count } }
}
