/// French sets a no-break space before a colon.
private let frenchColon = "\u{00A0}:"

/// Every word the pages and feeds print that Swift makes (fact labels, kinds of day, change
/// lines, passport states, calendar details), in each language, one value per locale
/// (`TourLocale.words`). The templates' own words are in the templates folder
/// (`words/<locale>.json`).
///
/// A word is written once with all its translations side by side (`pick`), and kinds are
/// switched over, so a word a language lacks does not compile: a missing translation can't fall
/// back to English.
package struct Words: Sendable {
    /// British and American English share their words; dates and the clock differ (`DateText`,
    /// `ClockStyle`).
    enum Language: Sendable { case english, german, french, spanish }

    let language: Language

    package static let british = Words(language: .english)
    package static let american = Words(language: .english)
    package static let german = Words(language: .german)
    package static let french = Words(language: .french)
    package static let spanish = Words(language: .spanish)

    /// This language's translation of one word; only that one is made.
    private func pick(en: @autoclosure () -> String, de: @autoclosure () -> String, fr: @autoclosure () -> String,
                      es: @autoclosure () -> String) -> String {
        switch language {
        case .english: en()
        case .german: de()
        case .french: fr()
        case .spanish: es()
        }
    }

    /// `Bus call` from `bus call`: change lines start with the item's name.
    static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    // Items on the timeline.
    package var flight: String { pick(en: "Flight", de: "Flug", fr: "Vol", es: "Vuelo") }
    package var checkIn: String { pick(en: "Check-in", de: "Check-in", fr: "Arrivée hôtel", es: "Entrada hotel") }
    package var checkOut: String { pick(en: "Check-out", de: "Check-out", fr: "Départ hôtel", es: "Salida hotel") }
    /// A ground leg whose `kind` is not given.
    package var groundLeg: String { pick(en: "Ground", de: "Transfer", fr: "Transfert", es: "Traslado") }
    /// A time not yet known.
    package var tbd: String { pick(en: "TBD", de: "offen", fr: "à confirmer", es: "por confirmar") }
    /// `7 h 45 min`: hours (maybe 0) and minutes (maybe 0, not both).
    package func duration(_ hours: Int64, _ minutes: Int64) -> String {
        pick(en: hours == 0 ? "\(minutes) min" : minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min",
             de: hours == 0 ? "\(minutes) Min." : minutes == 0 ? "\(hours) Std." : "\(hours) Std. \(minutes) Min.",
             fr: hours == 0 ? "\(minutes) min" : minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min",
             es: hours == 0 ? "\(minutes) min" : minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min")
    }
    /// `60, named on the day page`: people counted where there is no room to name them.
    package func counted(_ count: Int) -> String {
        pick(en: "\(count), named on the day page",
             de: "\(count), namentlich auf der Tagesseite",
             fr: "\(count), nommés sur la page du jour",
             es: "\(count), nombrados en la página del día")
    }
    /// A calendar event's title when its time is approximate: `Bus call (approx.)`.
    package func approximately(_ title: String) -> String {
        pick(en: "\(title) (approx.)", de: "\(title) (ca.)", fr: "\(title) (env.)", es: "\(title) (aprox.)")
    }
    /// An all-day calendar event's title, its time not known: `TBD: Bus call`.
    package func undecided(_ title: String) -> String {
        pick(en: "TBD: \(title)", de: "Offen: \(title)", fr: "À confirmer\(frenchColon) \(title)", es: "Por confirmar: \(title)")
    }
    /// A calendar stay's title, for a hotel whose name doesn't say it: `Hotel Adlon`.
    package func hotelNamed(_ name: String) -> String {
        pick(en: "Hotel \(name)", de: "Hotel \(name)", fr: "Hôtel \(name)", es: "Hotel \(name)")
    }

    /// A fact line's label.
    package func fact(_ key: FactKey) -> String {
        switch key {
        case .arrives: pick(en: "Arrives", de: "Ankunft", fr: "Arrivée", es: "Llegada")
        case .passengers: pick(en: "Passengers", de: "Reisende", fr: "Passagers", es: "Pasajeros")
        case .confirmation: pick(en: "Confirmation", de: "Buchungsnr.", fr: "Réservation", es: "Reserva")
        case .note: pick(en: "Note", de: "Hinweis", fr: "Remarque", es: "Nota")
        case .address: pick(en: "Address", de: "Adresse", fr: "Adresse", es: "Dirección")
        case .checkOut: pick(en: "Check-out", de: "Check-out", fr: "Départ", es: "Salida")
        case .ends: pick(en: "Ends", de: "Ende", fr: "Fin", es: "Fin")
        case .duration: pick(en: "Duration", de: "Dauer", fr: "Durée", es: "Duración")
        case .company: pick(en: "Company", de: "Firma", fr: "Société", es: "Empresa")
        case .driver: pick(en: "Driver", de: "Fahrer", fr: "Chauffeur", es: "Conductor")
        case .place: pick(en: "Where", de: "Ort", fr: "Lieu", es: "Lugar")
        case .room: pick(en: "Room", de: "Zimmer", fr: "Chambre", es: "Habitación")
        case .rooms: pick(en: "Rooms", de: "Zimmer", fr: "Chambres", es: "Habitaciones")
        case .phone: pick(en: "Phone", de: "Telefon", fr: "Téléphone", es: "Teléfono")
        case .time: pick(en: "Time", de: "Zeit", fr: "Heure", es: "Hora")
        case .loadIn: pick(en: "Load-in", de: "Load-In", fr: "Déchargement", es: "Carga")
        case .parking: pick(en: "Parking", de: "Parken", fr: "Parking", es: "Aparcamiento")
        case .productionOffice: pick(en: "Production office", de: "Produktionsbüro", fr: "Bureau de production", es: "Oficina de producción")
        case .wifi: pick(en: "Wi-Fi", de: "WLAN", fr: "Wi-Fi", es: "Wifi")
        case .capacity: pick(en: "Capacity", de: "Kapazität", fr: "Jauge", es: "Aforo")
        case .curfew: pick(en: "Curfew", de: "Sperrstunde", fr: "Couvre-feu", es: "Hora límite")
        }
    }

    // Days.
    /// A kind of day's name on a chip: `Show`; nil: nothing is on file for the date.
    package func kindShort(_ kind: Day.Kind?) -> String { kindName(kind, long: false) }
    /// `Show day`, `Day off`; nil: nothing is on file for the date.
    package func kindLabel(_ kind: Day.Kind?) -> String { kindName(kind, long: true) }

    private func kindName(_ kind: Day.Kind?, long: Bool) -> String {
        switch (kind, long) {
        case (.show, false): pick(en: "Show", de: "Show", fr: "Concert", es: "Concierto")
        case (.show, true): pick(en: "Show day", de: "Showtag", fr: "Jour de concert", es: "Día de concierto")
        case (.festival, false): pick(en: "Festival", de: "Festival", fr: "Festival", es: "Festival")
        case (.festival, true): pick(en: "Festival day", de: "Festivaltag", fr: "Jour de festival", es: "Día de festival")
        case (.rehearsal, false): pick(en: "Rehearsal", de: "Probe", fr: "Répétition", es: "Ensayo")
        case (.rehearsal, true): pick(en: "Rehearsal day", de: "Probentag", fr: "Jour de répétition", es: "Día de ensayo")
        case (.production, false): pick(en: "Production", de: "Produktion", fr: "Production", es: "Producción")
        case (.production, true): pick(en: "Production day", de: "Produktionstag", fr: "Jour de production", es: "Día de producción")
        case (.promo, false): pick(en: "Promo", de: "Promo", fr: "Promo", es: "Promo")
        case (.promo, true): pick(en: "Promo day", de: "Promotag", fr: "Jour de promo", es: "Día de promo")
        case (.travel, false): pick(en: "Travel", de: "Reise", fr: "Voyage", es: "Viaje")
        case (.travel, true): pick(en: "Travel day", de: "Reisetag", fr: "Jour de voyage", es: "Día de viaje")
        case (.off, false): pick(en: "Off", de: "Frei", fr: "Repos", es: "Libre")
        case (.off, true): pick(en: "Day off", de: "Freier Tag", fr: "Jour de repos", es: "Día libre")
        case (nil, _): pick(en: "No plans", de: "Nichts geplant", fr: "Rien de prévu", es: "Sin planes")
        }
    }
    /// The heading of a tab's notes: `Travel notes`.
    package func notesLabel(_ tab: Tab) -> String {
        switch tab {
        case .schedule: pick(en: "Schedule notes", de: "Notizen zum Ablauf", fr: "Notes du programme", es: "Notas del programa")
        case .travel: pick(en: "Travel notes", de: "Notizen zur Reise", fr: "Notes de voyage", es: "Notas de viaje")
        case .contacts: pick(en: "Contacts notes", de: "Notizen zu Kontakten", fr: "Notes des contacts", es: "Notas de contactos")
        }
    }
    /// `1 night`, `3 nights`; 0: a day room.
    package func nights(_ count: Int) -> String {
        pick(en: count <= 0 ? "day room" : count == 1 ? "1 night" : "\(count) nights",
             de: count <= 0 ? "Tageszimmer" : count == 1 ? "1 Nacht" : "\(count) Nächte",
             fr: count <= 0 ? "chambre de jour" : count == 1 ? "1 nuit" : "\(count) nuits",
             es: count <= 0 ? "habitación de día" : count == 1 ? "1 noche" : "\(count) noches")
    }
    /// A person's stay line: `3 nights, check-out Mon 22 Mar 05:00`.
    package func stayUntil(_ nights: String, _ when: String) -> String {
        pick(en: "\(nights), check-out \(when)", de: "\(nights), Check-out \(when)", fr: "\(nights), départ \(when)", es: "\(nights), salida \(when)")
    }

    // Pages.
    package var home: String { pick(en: "Home", de: "Start", fr: "Accueil", es: "Inicio") }
    package var travel: String { pick(en: "Travel", de: "Reise", fr: "Voyage", es: "Viaje") }
    package var contacts: String { pick(en: "Contacts", de: "Kontakte", fr: "Contacts", es: "Contactos") }
    package var changes: String { pick(en: "Changes", de: "Änderungen", fr: "Modifications", es: "Cambios") }
    package var print: String { pick(en: "Print", de: "Drucken", fr: "Imprimer", es: "Imprimir") }
    /// print.html's title.
    package var tourBook: String { pick(en: "Tour book", de: "Tourbuch", fr: "Livret de tournée", es: "Libro de gira") }
    /// changes.html's title.
    package var whatChanged: String { pick(en: "What changed", de: "Was sich geändert hat", fr: "Ce qui a changé", es: "Qué ha cambiado") }
    /// The home image's text: `Aurora Lane artwork`.
    package func artwork(_ artist: String) -> String {
        pick(en: "\(artist) artwork", de: "Artwork: \(artist)", fr: "Visuel de \(artist)", es: "Imagen de \(artist)")
    }
    /// A document whose name has no extension.
    package var file: String { pick(en: "File", de: "Datei", fr: "Fichier", es: "Archivo") }
    /// `512 bytes`, `240 KB`, `1.4 MB` (`tenths` of a megabyte).
    package func size(_ size: DocumentSize) -> String {
        switch size {
        case .bytes(let count): pick(en: "\(count) bytes", de: "\(count) Byte", fr: "\(count) octets", es: "\(count) bytes")
        case .kilobytes(let count): pick(en: "\(count) KB", de: "\(count) KB", fr: "\(count) Ko", es: "\(count) KB")
        case .megabytes(let tenths): pick(en: "\(tenths / 10).\(tenths % 10) MB", de: "\(tenths / 10),\(tenths % 10) MB", fr: "\(tenths / 10),\(tenths % 10) Mo", es: "\(tenths / 10),\(tenths % 10) MB")
        }
    }
    /// The offline app's description: (tour, role).
    package func appDescription(_ tour: String, _ role: String) -> String {
        pick(en: "The tour book of \(tour) for \(role), readable offline.",
             de: "Das Tourbuch von \(tour) für \(role), auch offline lesbar.",
             fr: "Le livret de tournée de \(tour) pour \(role), lisible hors ligne.",
             es: "El libro de gira de \(tour) para \(role), disponible sin conexión.")
    }

    /// What a page the offline copy leaves out (the Print page) says when it was never opened
    /// on the device and there is no signal: its title, the lines, the link home.
    package var notSavedTitle: String {
        pick(en: "Page not saved on this device", de: "Seite nicht auf diesem Gerät gespeichert",
             fr: "Page non enregistrée sur cet appareil", es: "Página no guardada en este dispositivo")
    }
    package var notSavedText: String {
        pick(en: "There is no signal, and this page has not been opened on this device yet. Every other page of the book is saved here; open this one once with signal and it will be kept too.",
             de: "Es gibt keinen Empfang, und diese Seite wurde auf diesem Gerät noch nicht geöffnet. Alle anderen Seiten des Buchs sind hier gespeichert; öffne diese einmal mit Empfang, dann bleibt auch sie gespeichert.",
             fr: "Il n’y a pas de réseau, et cette page n’a pas encore été ouverte sur cet appareil. Toutes les autres pages du livret sont enregistrées ici\u{00A0}; ouvrez celle-ci une fois avec du réseau et elle sera gardée aussi.",
             es: "No hay cobertura y esta página aún no se ha abierto en este dispositivo. Todas las demás páginas del libro están guardadas aquí; abre esta una vez con cobertura y también se guardará.")
    }
    package var backToTheBook: String { pick(en: "Back to the book", de: "Zurück zum Buch", fr: "Retour au livret", es: "Volver al libro") }

    // Passports.
    package var passportValid: String { pick(en: "OK", de: "Gültig", fr: "Valide", es: "Válido") }
    package var passportRenewSoon: String { pick(en: "Renew soon", de: "Bald erneuern", fr: "À renouveler", es: "Renovar pronto") }
    package var passportExpired: String { pick(en: "Expired", de: "Abgelaufen", fr: "Expiré", es: "Caducado") }
    /// (the expiry date): on the tour's last day, or before the tour ends.
    package func passportExpires(_ date: String, onLastDay: Bool) -> String {
        onLastDay
            ? pick(en: "Expires \(date), the tour's last day",
                   de: "Läuft am \(date) ab, dem letzten Tourtag",
                   fr: "Expire le \(date), dernier jour de la tournée",
                   es: "Caduca el \(date), último día de la gira")
            : pick(en: "Expires \(date), before the tour ends",
                   de: "Läuft am \(date) ab, vor dem Tourende",
                   fr: "Expire le \(date), avant la fin de la tournée",
                   es: "Caduca el \(date), antes de que acabe la gira")
    }

    // What changed, as `changes.html`, the Atom feed and the record word it.
    /// An item as a change line names it: (label, title), `flight AC 871`, `Bus call`.
    package func itemName(_ label: String, _ title: String) -> String {
        pick(en: label.isEmpty ? title : "\(label.lowercased()) \(title)",
             de: label.isEmpty ? title : "\(label) \(title)",
             fr: label.isEmpty ? title : "\(label.lowercased()) \(title)",
             es: label.isEmpty ? title : "\(label.lowercased()) \(title)")
    }
    package func added(_ item: String, _ time: String) -> String {
        pick(en: "Added \(item) \(time)",
             de: "\(Self.capitalized(item)) \(time) hinzugefügt",
             fr: "Ajout\(frenchColon) \(item) \(time)",
             es: "Añadido: \(item) \(time)")
    }
    package func removed(_ item: String, _ time: String) -> String {
        pick(en: "Removed \(item) \(time)",
             de: "\(Self.capitalized(item)) \(time) entfernt",
             fr: "Suppression\(frenchColon) \(item) \(time)",
             es: "Eliminado: \(item) \(time)")
    }
    package func renamed(_ item: String, _ title: String) -> String {
        pick(en: "\(Self.capitalized(item)) renamed \(title)",
             de: "\(Self.capitalized(item)) umbenannt in \(title)",
             fr: "Nouveau nom\(frenchColon) \(item) → \(title)",
             es: "Nuevo nombre: \(item) → \(title)")
    }
    package func moved(_ item: String, _ from: String, _ to: String) -> String {
        pick(en: "\(Self.capitalized(item)) moved \(from) → \(to)",
             de: "\(Self.capitalized(item)) verschoben \(from) → \(to)",
             fr: "Déplacement\(frenchColon) \(item) \(from) → \(to)",
             es: "Cambio de hora: \(item) \(from) → \(to)")
    }
    package func factChanged(_ item: String, _ label: String, _ was: String, _ now: String) -> String {
        pick(en: "\(Self.capitalized(item)): \(label) \(was) → \(now)",
             de: "\(Self.capitalized(item)): \(label) \(was) → \(now)",
             fr: "\(Self.capitalized(item))\(frenchColon) \(label) \(was) → \(now)",
             es: "\(Self.capitalized(item)): \(label) \(was) → \(now)")
    }
    /// The fact as it was, for the changed item's chip: `Gate B12` (so in every language).
    package func factWas(_ label: String, _ was: String) -> String { "\(label) \(was)" }
    package func roomChanged(_ hotel: String, _ guest: String, _ was: String, _ now: String) -> String {
        pick(en: "\(hotel): \(guest)'s room \(was) → \(now)",
             de: "\(hotel): Zimmer von \(guest) \(was) → \(now)",
             fr: "\(hotel)\(frenchColon) chambre de \(guest) \(was) → \(now)",
             es: "\(hotel): habitación de \(guest) \(was) → \(now)")
    }
    package func roomWas(_ guest: String, _ room: String) -> String {
        pick(en: "\(guest): room \(room)", de: "\(guest): Zimmer \(room)", fr: "\(guest)\(frenchColon) chambre \(room)", es: "\(guest): habitación \(room)")
    }
    /// A fact or room that was not given.
    package var none: String { pick(en: "none", de: "keine", fr: "aucun", es: "ninguno") }
    /// A room given without its number.
    package var noNumber: String { pick(en: "no number", de: "ohne Nummer", fr: "sans numéro", es: "sin número") }
    package func notesChanged(_ change: NotesChange) -> String {
        let what = switch change.scope {
        case .tour: pick(en: "Tour notes", de: "Tournotizen", fr: "Notes de la tournée", es: "Notas de la gira")
        case .day: pick(en: "Day notes", de: "Tagesnotizen", fr: "Notes du jour", es: "Notas del día")
        case .tab(let tab): notesLabel(tab)
        }
        return switch change.kind {
        case .added: pick(en: "\(what) added", de: "\(what) hinzugefügt", fr: "\(what) ajoutées", es: "\(what) añadidas")
        case .removed: pick(en: "\(what) removed", de: "\(what) entfernt", fr: "\(what) supprimées", es: "\(what) eliminadas")
        case .edited: pick(en: "\(what) edited", de: "\(what) geändert", fr: "\(what) modifiées", es: "\(what) editadas")
        }
    }
    /// `1 change`, `3 changes`.
    package func changeCount(_ count: Int) -> String {
        pick(en: count == 1 ? "1 change" : "\(count) changes",
             de: count == 1 ? "1 Änderung" : "\(count) Änderungen",
             fr: count == 1 ? "1 modification" : "\(count) modifications",
             es: count == 1 ? "1 cambio" : "\(count) cambios")
    }
    /// The Atom feed's title: (tour and role).
    package func changesFeedTitle(_ title: String) -> String {
        pick(en: "\(title): what changed", de: "\(title): Änderungen", fr: "\(title)\(frenchColon) ce qui a changé", es: "\(title): qué ha cambiado")
    }
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
