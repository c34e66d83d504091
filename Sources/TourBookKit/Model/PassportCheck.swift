/// The six-month rule, judged against the tour's own first and last days (never the build date):
/// `expired` when the passport is not valid for the whole tour (it has run out by the first day,
/// or runs out on or before the last); `warning` when it expires less than six calendar months
/// after the last day; otherwise fine. The page and the build warning say which of the two
/// `expired` cases it is.
public struct PassportCheck: Sendable {
    /// The three values of the passport list's `data-status`.
    public enum Status: String, Sendable { case ok, warning, expired }

    public struct Result: Sendable {
        public var person: Person
        public var passport: Passport
        public var status: Status
        /// The days the status was judged against.
        public var firstDay: CivilDate
        public var lastDay: CivilDate

        /// Expired on or before the tour's first day; an `expired` passport that is not this
        /// runs out during the tour.
        public var expiredBeforeTheTour: Bool { passport.expires <= firstDay }

        /// The status column of the passport list: `OK`, `Renew soon`, `Expired` (already, on the
        /// first day), or `Expires 19 Mar, before the tour ends`.
        public var label: String {
            switch status {
            case .ok: "OK"
            case .warning: "Renew soon"
            case .expired:
                expiredBeforeTheTour ? "Expired"
                    : "Expires \(passport.expires.day) \(DateText.months[passport.expires.month - 1].prefix(3)), before the tour ends"
            }
        }

        /// The build warning, or nil for a passport that is fine.
        public var warning: String? {
            let start = "\(person.name)'s passport (expires \(passport.expires))"
            switch status {
            case .ok: return nil
            case .warning: return "\(start) expires less than six months after the tour ends (\(lastDay)); renew it"
            case .expired:
                return expiredBeforeTheTour ? "\(start) has expired by the tour's first day (\(firstDay)); renew it"
                                            : "\(start) runs out before the tour ends (\(lastDay)); renew it"
            }
        }
    }

    public var results: [Result]

    public init(people: [Person], firstDay: CivilDate, lastDay: CivilDate) {
        let sixMonthsAfter = lastDay.adding(months: 6)
        results = people.compactMap { person in
            guard let passport = person.passport else { return nil }
            let status: Status = passport.expires <= lastDay ? .expired : (passport.expires < sixMonthsAfter ? .warning : .ok)
            return Result(person: person, passport: passport, status: status, firstDay: firstDay, lastDay: lastDay)
        }
    }

    public var needingAttention: [Result] { results.filter { $0.status != .ok } }
}
