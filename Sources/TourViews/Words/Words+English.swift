extension Words {
    package static let british = Words(
        flight: "Flight", checkIn: "Check-in", checkOut: "Check-out", groundLeg: "Ground", tbd: "TBD",
        fact: { key in
            switch key {
            case .arrives: "Arrives"
            case .passengers: "Passengers"
            case .confirmation: "Confirmation"
            case .note: "Note"
            case .address: "Address"
            case .checkOut: "Check-out"
            case .ends: "Ends"
            case .duration: "Duration"
            case .company: "Company"
            case .driver: "Driver"
            case .place: "Where"
            case .room: "Room"
            case .rooms: "Rooms"
            case .phone: "Phone"
            case .time: "Time"
            case .loadIn: "Load-in"
            case .parking: "Parking"
            case .productionOffice: "Production office"
            case .wifi: "Wi-Fi"
            case .capacity: "Capacity"
            case .curfew: "Curfew"
            }
        },
        duration: { hours, minutes in hours == 0 ? "\(minutes) min" : minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min" },
        counted: { "\($0), named on the day page" },
        approximately: { "\($0) (approx.)" },
        undecided: { "TBD: \($0)" },
        hotelNamed: { "Hotel \($0)" },
        kindShort: { kind in
            switch kind {
            case .show: "Show"
            case .festival: "Festival"
            case .rehearsal: "Rehearsal"
            case .production: "Production"
            case .promo: "Promo"
            case .travel: "Travel"
            case .off: "Off"
            case nil: "No plans"
            }
        },
        kindLabel: { kind in
            switch kind {
            case .show: "Show day"
            case .festival: "Festival day"
            case .rehearsal: "Rehearsal day"
            case .production: "Production day"
            case .promo: "Promo day"
            case .travel: "Travel day"
            case .off: "Day off"
            case nil: "No plans"
            }
        },
        notesLabel: { tab in
            switch tab {
            case .schedule: "Schedule notes"
            case .travel: "Travel notes"
            case .contacts: "Contacts notes"
            }
        },
        nights: { $0 <= 0 ? "day room" : $0 == 1 ? "1 night" : "\($0) nights" },
        stayUntil: { nights, when in "\(nights), check-out \(when)" },
        home: "Home", travel: "Travel", contacts: "Contacts", changes: "Changes", print: "Print",
        tourBook: "Tour book", whatChanged: "What changed",
        artwork: { "\($0) artwork" },
        file: "File",
        size: { size in
            switch size {
            case .bytes(let count): "\(count) bytes"
            case .kilobytes(let count): "\(count) KB"
            case .megabytes(let tenths): "\(tenths / 10).\(tenths % 10) MB"
            }
        },
        appDescription: { tour, role in "The tour book of \(tour) for \(role), readable offline." },
        passportValid: "OK", passportRenewSoon: "Renew soon", passportExpired: "Expired",
        passportExpiresOnLastDay: { "Expires \($0), the tour's last day" },
        passportExpiresDuringTour: { "Expires \($0), before the tour ends" },
        itemName: { label, title in label.isEmpty ? title : "\(label.lowercased()) \(title)" },
        added: { item, time in "Added \(item) \(time)" },
        removed: { item, time in "Removed \(item) \(time)" },
        renamed: { item, title in "\(capitalized(item)) renamed \(title)" },
        moved: { item, from, to in "\(capitalized(item)) moved \(from) → \(to)" },
        factChanged: { item, label, was, now in "\(capitalized(item)): \(label) \(was) → \(now)" },
        factWas: { label, was in "\(label) \(was)" },
        roomChanged: { hotel, guest, was, now in "\(hotel): \(guest)'s room \(was) → \(now)" },
        roomWas: { guest, room in "\(guest): room \(room)" },
        none: "none", noNumber: "no number",
        notesChanged: { change in
            let what = switch change.scope {
            case .tour: "Tour notes"
            case .day: "Day notes"
            case .tab(let tab): "\(tab.rawValue.capitalized) notes"
            }
            return switch change.kind {
            case .added: "\(what) added"
            case .removed: "\(what) removed"
            case .edited: "\(what) edited"
            }
        },
        changeCount: { $0 == 1 ? "1 change" : "\($0) changes" },
        changesFeedTitle: { "\($0): what changed" }
    )

    /// The same words as in Britain; dates and the clock differ (`DateText`, `ClockStyle`).
    package static let american = british

    /// `Bus call` from `bus call`: change lines start with the item's name.
    package static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
