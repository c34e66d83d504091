/// The tour's `locale`: how dates and times are written, and the language of the pages.
public enum TourLocale: String, Sendable, CaseIterable, Hashable {
    case britishEnglish = "en-GB"
    case americanEnglish = "en-US"
    case german = "de-DE"
    case french = "fr-FR"
    case spanish = "es-ES"

    /// The clock a tour in this locale uses unless `clock` says otherwise: the US writes
    /// `6:30 PM`, the others `18:30`.
    public var clock: ClockStyle {
        switch self {
        case .americanEnglish: .twelveHour.inLocale(self)
        case .britishEnglish, .german, .french, .spanish: .twentyFourHour
        }
    }

    /// `AM`/`PM` in the US, `am`/`pm` in Britain (CLDR), for a 12-hour clock.
    var meridiem: (am: String, pm: String) {
        self == .americanEnglish ? ("AM", "PM") : ("am", "pm")
    }

    /// Calendars start their weeks on Sunday in the US, on Monday in the others (CLDR).
    public var weekStartsOnSunday: Bool { self == .americanEnglish }
}
