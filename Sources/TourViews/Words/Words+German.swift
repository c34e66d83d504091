extension Words {
    package static let german = Words(
        flight: "Flug", checkIn: "Check-in", checkOut: "Check-out", groundLeg: "Transfer", tbd: "offen",
        fact: { key in
            switch key {
            case .arrives: "Ankunft"
            case .passengers: "Reisende"
            case .confirmation: "Buchungsnr."
            case .note: "Hinweis"
            case .address: "Adresse"
            case .checkOut: "Check-out"
            case .ends: "Ende"
            case .duration: "Dauer"
            case .company: "Firma"
            case .driver: "Fahrer"
            case .place: "Ort"
            case .room: "Zimmer"
            case .rooms: "Zimmer"
            case .phone: "Telefon"
            case .time: "Zeit"
            case .loadIn: "Load-In"
            case .parking: "Parken"
            case .productionOffice: "Produktionsbüro"
            case .wifi: "WLAN"
            case .capacity: "Kapazität"
            case .curfew: "Sperrstunde"
            }
        },
        duration: { hours, minutes in hours == 0 ? "\(minutes) Min." : minutes == 0 ? "\(hours) Std." : "\(hours) Std. \(minutes) Min." },
        counted: { "\($0), namentlich auf der Tagesseite" },
        approximately: { "\($0) (ca.)" },
        undecided: { "Offen: \($0)" },
        hotelNamed: { "Hotel \($0)" },
        kindShort: { kind in
            switch kind {
            case .show: "Show"
            case .festival: "Festival"
            case .rehearsal: "Probe"
            case .production: "Produktion"
            case .promo: "Promo"
            case .travel: "Reise"
            case .off: "Frei"
            case nil: "Nichts geplant"
            }
        },
        kindLabel: { kind in
            switch kind {
            case .show: "Showtag"
            case .festival: "Festivaltag"
            case .rehearsal: "Probentag"
            case .production: "Produktionstag"
            case .promo: "Promotag"
            case .travel: "Reisetag"
            case .off: "Freier Tag"
            case nil: "Nichts geplant"
            }
        },
        notesLabel: germanNotes,
        nights: { $0 <= 0 ? "Tageszimmer" : $0 == 1 ? "1 Nacht" : "\($0) Nächte" },
        stayUntil: { nights, when in "\(nights), Check-out \(when)" },
        home: "Start", travel: "Reise", contacts: "Kontakte", changes: "Änderungen", print: "Drucken",
        tourBook: "Tourbuch", whatChanged: "Was sich geändert hat",
        artwork: { "Artwork: \($0)" },
        file: "Datei",
        size: { size in
            switch size {
            case .bytes(let count): "\(count) Byte"
            case .kilobytes(let count): "\(count) KB"
            case .megabytes(let tenths): "\(tenths / 10),\(tenths % 10) MB"
            }
        },
        appDescription: { tour, role in "Das Tourbuch von \(tour) für \(role), auch offline lesbar." },
        passportValid: "Gültig", passportRenewSoon: "Bald erneuern", passportExpired: "Abgelaufen",
        passportExpiresOnLastDay: { "Läuft am \($0) ab, dem letzten Tourtag" },
        passportExpiresDuringTour: { "Läuft am \($0) ab, vor dem Tourende" },
        itemName: { label, title in label.isEmpty ? title : "\(label) \(title)" },
        added: { item, time in "\(capitalized(item)) \(time) hinzugefügt" },
        removed: { item, time in "\(capitalized(item)) \(time) entfernt" },
        renamed: { item, title in "\(capitalized(item)) umbenannt in \(title)" },
        moved: { item, from, to in "\(capitalized(item)) verschoben \(from) → \(to)" },
        factChanged: { item, label, was, now in "\(capitalized(item)): \(label) \(was) → \(now)" },
        factWas: { label, was in "\(label) \(was)" },
        roomChanged: { hotel, guest, was, now in "\(hotel): Zimmer von \(guest) \(was) → \(now)" },
        roomWas: { guest, room in "\(guest): Zimmer \(room)" },
        none: "keine", noNumber: "ohne Nummer",
        notesChanged: { change in
            let what = switch change.scope {
            case .tour: "Tournotizen"
            case .day: "Tagesnotizen"
            case .tab(let tab): germanNotes(tab)
            }
            return switch change.kind {
            case .added: "\(what) hinzugefügt"
            case .removed: "\(what) entfernt"
            case .edited: "\(what) geändert"
            }
        },
        changeCount: { $0 == 1 ? "1 Änderung" : "\($0) Änderungen" },
        changesFeedTitle: { "\($0): Änderungen" }
    )

    private static func germanNotes(_ tab: Tab) -> String {
        switch tab {
        case .schedule: "Notizen zum Ablauf"
        case .travel: "Notizen zur Reise"
        case .contacts: "Notizen zu Kontakten"
        }
    }
}
