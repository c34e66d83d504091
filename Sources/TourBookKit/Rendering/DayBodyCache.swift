import Mustache

/// Rendered day bodies, memoized by the exact values they were rendered from. Roles with the
/// same tabs see the same body, and `print.html` repeats every day page's body, so each distinct
/// body is rendered once per build; `watch` keeps the cache between rebuilds so that only the
/// days whose values changed are rendered again. A change of templates empties it.
public final class DayBodyCache: @unchecked Sendable {
    /// A value with its hash computed once: hashing a whole day's value tree is the expensive
    /// part of a lookup, so it is done a single time, in parallel, per value.
    struct Key: Hashable, @unchecked Sendable {
        let value: MustacheValue
        let hash: Int
        init(_ value: MustacheValue) {
            self.value = value
            hash = value.hashValue
        }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.value == b.value }
    }

    private var bodies: [Key: String] = [:]
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

    func body(for key: Key) -> String? { lock.with { bodies[key] } }

    /// Replaces the cache's contents with this build's bodies, so a long watch session doesn't grow.
    func replace(with used: [Key: String]) { lock.with { bodies = used } }

    var count: Int { lock.with { bodies.count } }
}
