extension Words {
    package static let spanish = Words(
        flight: "Vuelo", checkIn: "Entrada hotel", checkOut: "Salida hotel", groundLeg: "Traslado", tbd: "por confirmar",
        fact: { key in
            switch key {
            case .arrives: "Llegada"
            case .passengers: "Pasajeros"
            case .confirmation: "Reserva"
            case .note: "Nota"
            case .address: "Dirección"
            case .checkOut: "Salida"
            case .ends: "Fin"
            case .duration: "Duración"
            case .company: "Empresa"
            case .driver: "Conductor"
            case .place: "Lugar"
            case .room: "Habitación"
            case .rooms: "Habitaciones"
            case .phone: "Teléfono"
            case .time: "Hora"
            case .loadIn: "Carga"
            case .parking: "Aparcamiento"
            case .productionOffice: "Oficina de producción"
            case .wifi: "Wifi"
            case .capacity: "Aforo"
            case .curfew: "Hora límite"
            }
        },
        duration: { hours, minutes in hours == 0 ? "\(minutes) min" : minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min" },
        counted: { "\($0), nombrados en la página del día" },
        approximately: { "\($0) (aprox.)" },
        undecided: { "Por confirmar: \($0)" },
        hotelNamed: { "Hotel \($0)" },
        kindShort: { kind in
            switch kind {
            case .show: "Concierto"
            case .festival: "Festival"
            case .rehearsal: "Ensayo"
            case .production: "Producción"
            case .promo: "Promo"
            case .travel: "Viaje"
            case .off: "Libre"
            case nil: "Sin planes"
            }
        },
        kindLabel: { kind in
            switch kind {
            case .show: "Día de concierto"
            case .festival: "Día de festival"
            case .rehearsal: "Día de ensayo"
            case .production: "Día de producción"
            case .promo: "Día de promo"
            case .travel: "Día de viaje"
            case .off: "Día libre"
            case nil: "Sin planes"
            }
        },
        notesLabel: spanishNotes,
        nights: { $0 <= 0 ? "habitación de día" : $0 == 1 ? "1 noche" : "\($0) noches" },
        stayUntil: { nights, when in "\(nights), salida \(when)" },
        home: "Inicio", travel: "Viaje", contacts: "Contactos", changes: "Cambios", print: "Imprimir",
        tourBook: "Libro de gira", whatChanged: "Qué ha cambiado",
        artwork: { "Imagen de \($0)" },
        file: "Archivo",
        size: { size in
            switch size {
            case .bytes(let count): "\(count) bytes"
            case .kilobytes(let count): "\(count) KB"
            case .megabytes(let tenths): "\(tenths / 10),\(tenths % 10) MB"
            }
        },
        appDescription: { tour, role in "El libro de gira de \(tour) para \(role), disponible sin conexión." },
        passportValid: "Válido", passportRenewSoon: "Renovar pronto", passportExpired: "Caducado",
        passportExpiresOnLastDay: { "Caduca el \($0), último día de la gira" },
        passportExpiresDuringTour: { "Caduca el \($0), antes de que acabe la gira" },
        itemName: { label, title in label.isEmpty ? title : "\(label.lowercased()) \(title)" },
        added: { item, time in "Añadido: \(item) \(time)" },
        removed: { item, time in "Eliminado: \(item) \(time)" },
        renamed: { item, title in "Nuevo nombre: \(item) → \(title)" },
        moved: { item, from, to in "Cambio de hora: \(item) \(from) → \(to)" },
        factChanged: { item, label, was, now in "\(capitalized(item)): \(label) \(was) → \(now)" },
        factWas: { label, was in "\(label) \(was)" },
        roomChanged: { hotel, guest, was, now in "\(hotel): habitación de \(guest) \(was) → \(now)" },
        roomWas: { guest, room in "\(guest): habitación \(room)" },
        none: "ninguno", noNumber: "sin número",
        notesChanged: { change in
            let what = switch change.scope {
            case .tour: "Notas de la gira"
            case .day: "Notas del día"
            case .tab(let tab): spanishNotes(tab)
            }
            return switch change.kind {
            case .added: "\(what) añadidas"
            case .removed: "\(what) eliminadas"
            case .edited: "\(what) editadas"
            }
        },
        changeCount: { $0 == 1 ? "1 cambio" : "\($0) cambios" },
        changesFeedTitle: { "\($0): qué ha cambiado" }
    )

    private static func spanishNotes(_ tab: Tab) -> String {
        switch tab {
        case .schedule: "Notas del programa"
        case .travel: "Notas de viaje"
        case .contacts: "Notas de contactos"
        }
    }
}
