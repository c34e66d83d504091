/// The six-month rule, judged against the tour's own last day (never the build date):
/// expired on or before the last day; `warning` when it expires less than six calendar months
/// after it; otherwise fine.
public struct PassportCheck: Sendable {
    public enum Status: String, Sendable { case ok, warning, expired }

    public struct Result: Sendable {
        public var person: Person
        public var passport: Passport
        public var status: Status
    }

    public var results: [Result]

    public init(people: [Person], lastDay: CivilDate) {
        let sixMonthsAfter = lastDay.adding(months: 6)
        results = people.compactMap { person in
            guard let passport = person.passport else { return nil }
            let status: Status = passport.expires <= lastDay ? .expired : (passport.expires < sixMonthsAfter ? .warning : .ok)
            return Result(person: person, passport: passport, status: status)
        }
    }

    public var needingAttention: [Result] { results.filter { $0.status != .ok } }
}
