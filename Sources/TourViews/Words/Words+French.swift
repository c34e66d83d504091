extension Words {
    /// French sets a no-break space before a colon.
    private static let colon = "\u{00A0}:"

    package static let french = Words(
        flight: "Vol", checkIn: "Arrivée hôtel", checkOut: "Départ hôtel", groundLeg: "Transfert", tbd: "à confirmer",
        fact: { key in
            switch key {
            case .arrives: "Arrivée"
            case .passengers: "Passagers"
            case .confirmation: "Réservation"
            case .note: "Remarque"
            case .address: "Adresse"
            case .checkOut: "Départ"
            case .ends: "Fin"
            case .duration: "Durée"
            case .company: "Société"
            case .driver: "Chauffeur"
            case .place: "Lieu"
            case .room: "Chambre"
            case .rooms: "Chambres"
            case .phone: "Téléphone"
            case .time: "Heure"
            case .loadIn: "Déchargement"
            case .parking: "Parking"
            case .productionOffice: "Bureau de production"
            case .wifi: "Wi-Fi"
            case .capacity: "Jauge"
            case .curfew: "Couvre-feu"
            }
        },
        duration: { hours, minutes in hours == 0 ? "\(minutes) min" : minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min" },
        counted: { "\($0), nommés sur la page du jour" },
        approximately: { "\($0) (env.)" },
        undecided: { "À confirmer\(colon) \($0)" },
        hotelNamed: { "Hôtel \($0)" },
        kindShort: { kind in
            switch kind {
            case .show: "Concert"
            case .festival: "Festival"
            case .rehearsal: "Répétition"
            case .production: "Production"
            case .promo: "Promo"
            case .travel: "Voyage"
            case .off: "Repos"
            case nil: "Rien de prévu"
            }
        },
        kindLabel: { kind in
            switch kind {
            case .show: "Jour de concert"
            case .festival: "Jour de festival"
            case .rehearsal: "Jour de répétition"
            case .production: "Jour de production"
            case .promo: "Jour de promo"
            case .travel: "Jour de voyage"
            case .off: "Jour de repos"
            case nil: "Rien de prévu"
            }
        },
        notesLabel: frenchNotes,
        nights: { $0 <= 0 ? "chambre de jour" : $0 == 1 ? "1 nuit" : "\($0) nuits" },
        stayUntil: { nights, when in "\(nights), départ \(when)" },
        home: "Accueil", travel: "Voyage", contacts: "Contacts", changes: "Modifications", print: "Imprimer",
        tourBook: "Livret de tournée", whatChanged: "Ce qui a changé",
        artwork: { "Visuel de \($0)" },
        file: "Fichier",
        size: { size in
            switch size {
            case .bytes(let count): "\(count) octets"
            case .kilobytes(let count): "\(count) Ko"
            case .megabytes(let tenths): "\(tenths / 10),\(tenths % 10) Mo"
            }
        },
        appDescription: { tour, role in "Le livret de tournée de \(tour) pour \(role), lisible hors ligne." },
        passportValid: "Valide", passportRenewSoon: "À renouveler", passportExpired: "Expiré",
        passportExpiresOnLastDay: { "Expire le \($0), dernier jour de la tournée" },
        passportExpiresDuringTour: { "Expire le \($0), avant la fin de la tournée" },
        itemName: { label, title in label.isEmpty ? title : "\(label.lowercased()) \(title)" },
        added: { item, time in "Ajout\(colon) \(item) \(time)" },
        removed: { item, time in "Suppression\(colon) \(item) \(time)" },
        renamed: { item, title in "Nouveau nom\(colon) \(item) → \(title)" },
        moved: { item, from, to in "Déplacement\(colon) \(item) \(from) → \(to)" },
        factChanged: { item, label, was, now in "\(capitalized(item))\(colon) \(label) \(was) → \(now)" },
        factWas: { label, was in "\(label) \(was)" },
        roomChanged: { hotel, guest, was, now in "\(hotel)\(colon) chambre de \(guest) \(was) → \(now)" },
        roomWas: { guest, room in "\(guest)\(colon) chambre \(room)" },
        none: "aucun", noNumber: "sans numéro",
        notesChanged: { change in
            let what = switch change.scope {
            case .tour: "Notes de la tournée"
            case .day: "Notes du jour"
            case .tab(let tab): frenchNotes(tab)
            }
            return switch change.kind {
            case .added: "\(what) ajoutées"
            case .removed: "\(what) supprimées"
            case .edited: "\(what) modifiées"
            }
        },
        changeCount: { $0 == 1 ? "1 modification" : "\($0) modifications" },
        changesFeedTitle: { "\($0)\(colon) ce qui a changé" }
    )

    private static func frenchNotes(_ tab: Tab) -> String {
        switch tab {
        case .schedule: "Notes du programme"
        case .travel: "Notes de voyage"
        case .contacts: "Notes des contacts"
        }
    }
}
