/// The wording every output shares: times, names, and the description of each kind of item.
package struct ItemWording {
    let clock: ClockStyle
    let locale: TourLocale
    let people: [String: Person]
    package let words: Words

    package init(clock: ClockStyle, locale: TourLocale, people: [String: Person]) {
        (self.clock, self.locale, self.people, words) = (clock, locale, people, locale.words)
    }

    /// The locale and clock, as the record names them (`en-US 12h`).
    package static func style(_ tour: Tour) -> String {
        "\(tour.locale.rawValue) \(tour.clock.isTwelveHour ? "12h" : "24h")"
    }

    /// The tour's clock and locale.
    package init(_ tour: Tour, people: [String: Person]) { self.init(clock: tour.clock, locale: tour.locale, people: people) }

    package func describe(_ item: TimelineEntry.Item) -> ItemDescription {
        switch item {
        case .flight(let flight):
            ItemDescription(label: words.flight, title: Self.title(of: flight), location: flight.from.code, facts: [
                fact(.arrives, .arrival(flight.arrives, at: flight.to.label)),
                fact(.passengers, .people(flight.passengers)),
                fact(.confirmation, .text(flight.confirmation)),
                fact(.note, .text(flight.note)),
            ])
        case .ground(let leg):
            ItemDescription(label: label(of: leg), title: Self.title(of: leg), location: leg.from, facts: groundFacts(leg))
        case .hotelCheckIn(let hotel):
            ItemDescription(label: words.checkIn, title: hotel.name, location: hotel.name, facts: [
                fact(.address, .text(hotel.address)),
                fact(.checkOut, .text(hotel.checkOut.map { out in
                    DateText.short(out.date, locale) + (out.time.clockTime.map { " " + clock.format($0) } ?? "")
                })),
                fact(.confirmation, .text(hotel.confirmation)),
            ])
        case .hotelCheckOut(let hotel, _):
            ItemDescription(label: words.checkOut, title: hotel.name, location: hotel.name, facts: [
                fact(.confirmation, .text(hotel.confirmation)),
            ])
        case .schedule(let item):
            ItemDescription(label: "", title: item.title, location: item.location, titleNamesPlace: false, facts: [
                item.ends.map { fact(.ends, .arrival($0, at: nil)) },
                fact(.note, .text(item.note)),
            ].compactMap { $0 })
        }
    }

    private func fact(_ key: FactKey, _ value: ItemDescription.Fact.Value) -> ItemDescription.Fact {
        .init(key: key, label: words.fact(key), value: value)
    }

    private func groundFacts(_ leg: GroundLeg) -> [ItemDescription.Fact] {
        var facts: [ItemDescription.Fact] = []
        if let arrives = leg.arrives {
            facts.append(fact(.arrives, .arrival(arrives, at: nil)))
            if let start = leg.departs.instant, let end = arrives.instant, end > start {
                let approximate = leg.departs.time.clockTime?.approximate == true || arrives.time.clockTime?.approximate == true
                facts.append(fact(.duration, .duration(seconds: end - start, approximate: approximate)))
            }
        }
        facts.append(fact(.company, .text(leg.company)))
        if let driver = leg.driver {
            facts.append(fact(.driver, .text([driver.name, driver.phone].compactMap { $0 }.joined(separator: ", "))))
        }
        facts += [
            fact(.passengers, .people(leg.passengers)),
            fact(.confirmation, .text(leg.confirmation)),
            fact(.note, .text(leg.note)),
        ]
        return facts
    }

    /// `18:40`, `~18:30`, `00:30+1`, or the text of an unreadable time (`TBD` when empty).
    package func time(_ time: ZonedTime) -> String {
        if let clockTime = time.time.clockTime { return clock.format(clockTime) }
        return time.time.unreadableText ?? words.tbd
    }

    /// `5 h 45 min`, `45 min`, `2 h`, to the minute; `~7 h 45 min` when a time is approximate.
    package func duration(seconds: Int64, approximate: Bool) -> String {
        let minutes = (seconds + 30) / 60
        let hours = minutes / 60, rest = minutes % 60
        let text = words.duration(hours, rest)
        return approximate ? "~" + text : text
    }

    /// Up to this many people are named where space is short (a calendar event); more are
    /// counted, as the day page names them all. A whole party's names on every leg hide the
    /// leg's own facts.
    package static let namedPeople = 8

    /// People by name, in the order given; nil when there is nobody. Past `limit`, a count.
    package func names(_ ids: [String], limit: Int = .max) -> String? {
        if ids.count > limit { return words.counted(ids.count) }
        return ids.isEmpty ? nil : ids.map { people[$0]?.name ?? $0 }.joined(separator: ", ")
    }

    /// `AC 871 · Toronto YYZ → Paris CDG`
    static func title(of flight: Flight) -> String {
        [flight.flight, route(of: flight)].compactMap { $0 }.joined(separator: " · ")
    }

    /// `Toronto YYZ → Paris CDG`
    package static func route(of flight: Flight) -> String { "\(flight.from.label) → \(flight.to.label)" }

    /// `Van`, `Shuttle`, or `Ground` when the kind is not given.
    func label(of leg: GroundLeg) -> String {
        leg.kind.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? words.groundLeg
    }

    /// `Hotel → Venue`
    static func title(of leg: GroundLeg) -> String {
        [leg.from, leg.to].compactMap { $0 }.joined(separator: " → ")
    }
}
