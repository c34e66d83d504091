/// The six-month rule, judged against the tour's own first and last days (never the build date).
/// The expiry date printed in a passport is its last valid day. `expired` (SPEC §4) when it
/// expires on or before the last day: before the tour starts, during it, or on the last day itself
/// (valid for the whole tour, but without the six months after it that borders ask for);
/// `warning` when it expires less than six calendar months after the last day; otherwise fine.
/// The page and the build warning say which `expired` case it is.
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

        /// When an `expired` passport runs out, measured against the tour's days.
        public enum Expiry: Sendable { case beforeTheTour, duringTheTour, onTheLastDay }

        /// Nil unless the status is `expired`.
        public var expiry: Expiry? {
            guard status == .expired else { return nil }
            if passport.expires < firstDay { return .beforeTheTour }
            return passport.expires == lastDay ? .onTheLastDay : .duringTheTour
        }

        /// The build warning, or nil for a passport that is fine.
        public var warning: String? {
            let start = "\(person.name)'s passport (expires \(passport.expires))"
            switch status {
            case .ok: return nil
            case .warning: return "\(start) expires less than six months after the tour ends (\(lastDay)); renew it"
            case .expired:
                switch expiry {
                case .beforeTheTour: return "\(start) has expired by the tour's first day (\(firstDay)); renew it"
                case .onTheLastDay:
                    return "\(start) expires on the tour's last day (\(lastDay)): valid for the tour, "
                        + "but not for the six months after it that borders and airlines ask for; renew it"
                default: return "\(start) runs out before the tour ends (\(lastDay)); renew it"
                }
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
