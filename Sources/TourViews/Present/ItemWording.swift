/// The wording every output shares: times, names, and the description of each kind of item.
package struct ItemWording {
    let clock: ClockStyle
    let locale: TourLocale
    let people: [String: Person]

    package init(clock: ClockStyle, locale: TourLocale, people: [String: Person]) {
        (self.clock, self.locale, self.people) = (clock, locale, people)
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
            ItemDescription(label: "Flight", title: Self.title(of: flight), location: flight.from.code, facts: [
                .init(label: "Arrives", value: .arrival(flight.arrives, at: flight.to.label)),
                .init(label: "Passengers", value: .people(flight.passengers)),
                .init(label: "Confirmation", value: .text(flight.confirmation)),
                .init(label: "Note", value: .text(flight.note)),
            ])
        case .ground(let leg):
            ItemDescription(label: Self.label(of: leg), title: Self.title(of: leg), location: leg.from, facts: groundFacts(leg))
        case .hotelCheckIn(let hotel):
            ItemDescription(label: "Check-in", title: hotel.name, location: hotel.name, facts: [
                .init(label: "Address", value: .text(hotel.address)),
                .init(label: "Check-out", value: .text(hotel.checkOut.map { out in
                    DateText.short(out.date, locale) + (out.time.clockTime.map { " " + clock.format($0) } ?? "")
                })),
                .init(label: "Confirmation", value: .text(hotel.confirmation)),
            ])
        case .hotelCheckOut(let hotel, _):
            ItemDescription(label: "Check-out", title: hotel.name, location: hotel.name, facts: [
                .init(label: "Confirmation", value: .text(hotel.confirmation)),
            ])
        case .schedule(let item):
            ItemDescription(label: "", title: item.title, location: item.location, titleNamesPlace: false, facts: [
                item.ends.map { .init(label: "Ends", value: .arrival($0, at: nil)) },
                .init(label: "Note", value: .text(item.note)),
            ].compactMap { $0 })
        }
    }

    private func groundFacts(_ leg: GroundLeg) -> [ItemDescription.Fact] {
        var facts: [ItemDescription.Fact] = []
        if let arrives = leg.arrives {
            facts.append(.init(label: "Arrives", value: .arrival(arrives, at: nil)))
            if let start = leg.departs.instant, let end = arrives.instant, end > start {
                let approximate = leg.departs.time.clockTime?.approximate == true || arrives.time.clockTime?.approximate == true
                facts.append(.init(label: "Duration", value: .duration(seconds: end - start, approximate: approximate)))
            }
        }
        facts.append(.init(label: "Company", value: .text(leg.company)))
        if let driver = leg.driver {
            facts.append(.init(label: "Driver", value: .text([driver.name, driver.phone].compactMap { $0 }.joined(separator: ", "))))
        }
        facts += [
            .init(label: "Passengers", value: .people(leg.passengers)),
            .init(label: "Confirmation", value: .text(leg.confirmation)),
            .init(label: "Note", value: .text(leg.note)),
        ]
        return facts
    }

    /// `18:40`, `~18:30`, `00:30+1`, or the text of an unreadable time (`TBD` when empty).
    package func time(_ time: ZonedTime) -> String {
        if let clockTime = time.time.clockTime { return clock.format(clockTime) }
        return time.time.unreadableText ?? "TBD"
    }

    /// `5 h 45 min`, `45 min`, `2 h`, to the minute; `~7 h 45 min` when a time is approximate.
    package func duration(seconds: Int64, approximate: Bool) -> String {
        let minutes = (seconds + 30) / 60
        let hours = minutes / 60, rest = minutes % 60
        let text = hours == 0 ? "\(rest) min" : rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
        return approximate ? "~" + text : text
    }

    /// Up to this many people are named where space is short (a calendar event); more are
    /// counted, as the day page names them all. A whole party's names on every leg hide the
    /// leg's own facts.
    package static let namedPeople = 8

    /// People by name, in the order given; nil when there is nobody. Past `limit`, a count.
    package func names(_ ids: [String], limit: Int = .max) -> String? {
        if ids.count > limit { return Self.counted(ids.count) }
        return ids.isEmpty ? nil : ids.map { people[$0]?.name ?? $0 }.joined(separator: ", ")
    }

    /// `60, named on the day page`
    package static func counted(_ count: Int) -> String { "\(count), named on the day page" }

    /// `AC 871 · Toronto YYZ → Paris CDG`
    static func title(of flight: Flight) -> String {
        [flight.flight, route(of: flight)].compactMap { $0 }.joined(separator: " · ")
    }

    /// `Toronto YYZ → Paris CDG`
    package static func route(of flight: Flight) -> String { "\(flight.from.label) → \(flight.to.label)" }

    /// `Van`, `Shuttle`, or `Ground` when the kind is not given.
    static func label(of leg: GroundLeg) -> String {
        leg.kind.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "Ground"
    }

    /// `Hotel → Venue`
    static func title(of leg: GroundLeg) -> String {
        [leg.from, leg.to].compactMap { $0 }.joined(separator: " → ")
    }
}
