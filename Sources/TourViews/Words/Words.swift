/// Every word the pages and feeds print that Swift makes (fact labels, kinds of day, change
/// lines, passport states, calendar details), one value per locale (`TourLocale.words`). The
/// templates' own words are in the templates folder (`words/<locale>.json`).
///
/// Each locale is written out with the memberwise initialiser, and kinds are switched over, so a
/// word a locale lacks does not compile: a missing translation can't fall back to English.
package struct Words: Sendable {
    // Items on the timeline.
    package let flight: String
    package let checkIn: String
    package let checkOut: String
    /// A ground leg whose `kind` is not given.
    package let groundLeg: String
    /// A time not yet known.
    package let tbd: String
    package let fact: @Sendable (FactKey) -> String
    /// `7 h 45 min`: hours (maybe 0) and minutes (maybe 0, not both).
    package let duration: @Sendable (_ hours: Int64, _ minutes: Int64) -> String
    /// `60, named on the day page`: people counted where there is no room to name them.
    package let counted: @Sendable (Int) -> String
    /// A calendar event's title when its time is approximate: `Bus call (approx.)`.
    package let approximately: @Sendable (String) -> String
    /// An all-day calendar event's title, its time not known: `TBD: Bus call`.
    package let undecided: @Sendable (String) -> String
    /// A calendar stay's title, for a hotel whose name doesn't say it: `Hotel Adlon`.
    package let hotelNamed: @Sendable (String) -> String

    // Days.
    package let kindShort: @Sendable (Day.Kind?) -> String
    /// `Show day`, `Day off`; nil: nothing is on file for the date.
    package let kindLabel: @Sendable (Day.Kind?) -> String
    /// The heading of a tab's notes: `Travel notes`.
    package let notesLabel: @Sendable (Tab) -> String
    /// `1 night`, `3 nights`; 0: a day room.
    package let nights: @Sendable (Int) -> String
    /// A person's stay line: `3 nights, check-out Mon 22 Mar 05:00`.
    package let stayUntil: @Sendable (_ nights: String, _ when: String) -> String

    // Pages.
    package let home: String
    package let travel: String
    package let contacts: String
    package let changes: String
    package let print: String
    /// print.html's title.
    package let tourBook: String
    /// changes.html's title.
    package let whatChanged: String
    /// The home image's text: `Aurora Lane artwork`.
    package let artwork: @Sendable (String) -> String
    /// A document whose name has no extension.
    package let file: String
    /// `512 bytes`, `240 KB`, `1.4 MB` (`tenths` of a megabyte).
    package let size: @Sendable (DocumentSize) -> String
    /// The offline app's description: (tour, role).
    package let appDescription: @Sendable (String, String) -> String

    // Passports.
    package let passportValid: String
    package let passportRenewSoon: String
    package let passportExpired: String
    /// (the expiry date): on the tour's last day, or before the tour ends.
    package let passportExpiresOnLastDay: @Sendable (String) -> String
    package let passportExpiresDuringTour: @Sendable (String) -> String

    // What changed, as `changes.html`, the Atom feed and the record word it.
    /// An item as a change line names it: (label, title), `flight AC 871`, `Bus call`.
    package let itemName: @Sendable (_ label: String, _ title: String) -> String
    package let added: @Sendable (_ item: String, _ time: String) -> String
    package let removed: @Sendable (_ item: String, _ time: String) -> String
    package let renamed: @Sendable (_ item: String, _ title: String) -> String
    package let moved: @Sendable (_ item: String, _ from: String, _ to: String) -> String
    package let factChanged: @Sendable (_ item: String, _ label: String, _ was: String, _ now: String) -> String
    /// The fact as it was, for the changed item's chip: `Gate B12`.
    package let factWas: @Sendable (_ label: String, _ was: String) -> String
    package let roomChanged: @Sendable (_ hotel: String, _ guest: String, _ was: String, _ now: String) -> String
    package let roomWas: @Sendable (_ guest: String, _ room: String) -> String
    /// A fact or room that was not given.
    package let none: String
    /// A room given without its number.
    package let noNumber: String
    package let notesChanged: @Sendable (NotesChange) -> String
    /// `1 change`, `3 changes`.
    package let changeCount: @Sendable (Int) -> String
    /// The Atom feed's title: (tour and role).
    package let changesFeedTitle: @Sendable (String) -> String
}

/// Which notes file changed, and how.
package struct NotesChange: Sendable {
    package enum Scope: Sendable { case tour, day, tab(Tab) }
    package enum Kind: Sendable { case added, removed, edited }
    package let scope: Scope
    package let kind: Kind
}

/// A file's size, in the unit a reader expects.
package enum DocumentSize: Sendable {
    case bytes(Int)
    case kilobytes(Int)
    /// Tenths of a megabyte.
    case megabytes(tenths: Int)

    package init(_ count: Int) {
        if count < 1024 { self = .bytes(count) }
        else if count < 1024 * 1024 { self = .kilobytes((count + 512) / 1024) }
        else { self = .megabytes(tenths: (count * 10 + 512 * 1024) / (1024 * 1024)) }
    }
}

extension TourLocale {
    /// The words of this locale's pages and feeds.
    package var words: Words {
        switch self {
        case .britishEnglish: .british
        case .americanEnglish: .american
        case .german: .german
        case .french: .french
        case .spanish: .spanish
        }
    }
}

extension SiteModel {
    /// The words of the tour's locale.
    package var words: Words { tour.locale.words }
}
