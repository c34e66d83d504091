/// What a fact line says, apart from how a locale words it: the label comes from `Words.fact`,
/// and the raw value names the line's class on pages (`fact-arrives`, `venue-load-in`).
package enum FactKey: String, Sendable, CaseIterable {
    case arrives, passengers, confirmation, note, address
    case checkOut = "check-out"
    case ends, duration, company, driver
    case place = "where"
    case room, rooms, phone, time
    case loadIn = "load-in"
    case parking
    case productionOffice = "production-office"
    case wifi = "wi-fi"
    case capacity, curfew
}
