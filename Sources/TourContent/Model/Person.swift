/// Someone on the tour, named by id in flights, ground legs and hotel rooms.
public struct Person: Sendable, Hashable {
    public var id: String
    public var name: String
    public var title: String?
    public var phone: String?
    public var email: String?
    public var passport: Passport?
}

public struct Passport: Sendable, Hashable {
    public var country: String?
    public var number: String
    public var expires: CivilDate
    /// Where `expires` is written, for the build's passport warnings.
    public var location: SourceLocation?

    /// Pages never show more than the last four characters of a passport number.
    public var maskedNumber: String {
        let tail = number.suffix(4)
        return String(repeating: "•", count: max(0, min(number.count, 8) - tail.count)) + tail
    }
}
