/// The targets of builds that cost what changed, each with the figure it is judged by and
/// whether it holds: on the shared year-long tour against Hugo's full build, and on a normal
/// leg (60 days, 40 people, 6 roles) against its own empty build.
enum IncrementalTargets {
    static func shared(_ ours: TourBench.Figures, hugo: Double) {
        say("  targets (medians; Hugo's full build \(fmt(hugo * 1000)) ms; load \(BenchLoad.current())):")
        line("one day file edited, one-shot", ours.oneDay / hugo, at: 0.10, "of Hugo's full build")
        line("  its peak memory", ours.oneDayPeak / ours.emptyPeak, at: 0.5, "of the empty build's peak")
        line("one person's room changed", ours.room / hugo, at: 0.15, "of Hugo's full build")
        line("one template partial edited", ours.partial / ours.empty, at: 1.0, "of the empty build")
        line("nothing changed", ours.upToDate / hugo, at: 0.05, "of Hugo's full build")
        if let watch = ours.watch {
            line("watch, write to last rename, median", watch.middle, at: 50, "ms")
            line("watch, write to last rename, 95th percentile", watch.p95, at: 100, "ms")
        }
    }

    static func leg(_ ours: TourBench.Figures) {
        say("  targets:")
        line("one day file edited, one-shot", ours.oneDay / ours.empty, at: 0.2, "of its own empty build")
    }

    private static func line(_ what: String, _ value: Double, at most: Double, _ unit: String) {
        let shown = most >= 10 ? fmt(value) : fmt(value, 2)
        say("    \(what): \(shown) \(unit) (target ≤ \(most >= 10 ? fmt(most) : fmt(most, 2))) \(value <= most ? "holds" : "misses")")
    }
}
