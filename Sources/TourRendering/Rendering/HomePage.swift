import Mustache

/// A role's `index.html`: the tour, its artwork and notes, a month calendar of the whole tour,
/// the list of days, and (with travel) how many passports need attention.
struct HomePage {
    let model: SiteModel
    let notes: NotesHTML
    let role: Role
    /// What every role's home page shows alike (`Common`), made once for all of them.
    let common: Common

    /// The parts of the home page that are the same for every role: the artwork, the tour's
    /// dates, the month grid and its legend, and the list of days (with and without venues, as
    /// roles without the schedule tab show none). A year's grid and list are most of the page's
    /// value, so they are made once a build, not once for each set of tabs.
    struct Common: Sendable {
        let fields: [String: MustacheValue]
        let daysWithVenues: MustacheValue
        let daysWithoutVenues: MustacheValue

        init(model: SiteModel, assets: SiteAssets) {
            let tour = model.tour
            let grid = CalendarGrid(model: model)
            fields = [
                "image": .fields(["src": .string("assets/" + assets.homeImage.name),
                                  "width": ImageProbe.size(of: assets.homeImage.bytes).map { .int($0.width) },
                                  "height": ImageProbe.size(of: assets.homeImage.bytes).map { .int($0.height) },
                                  "alt": .string(assets.artwork == nil ? "TourBook" : model.words.artwork(tour.artist ?? tour.name))]),
                "dates": .string("\(DateText.medium(model.dates.first!, tour.locale)) – \(DateText.medium(model.dates.last!, tour.locale))"),
                "dayCount": .int(model.dates.count),
                "months": .list(grid.months()),
                "weekColumns": .list(DateText.weekColumns(tour.locale).map { .fields(["name": .string($0.name), "letter": .string($0.letter)]) }),
                "legend": .list(grid.legend()),
            ]
            let days = model.dates.map { date -> [String: MustacheValue] in
                let day = model.days[date]
                guard case .object(let fields) = MustacheValue.fields([
                    "href": .string("days/\(date).html"),
                    "date": .string(date.description),
                    "offset": .string(DayZone.offset(model, date)),
                    "dateShort": .string(DateText.short(date, tour.locale)),
                    "city": .text(day?.city),
                    "kind": .string(day?.kind.rawValue ?? "none"),
                    "kindLabel": .string(model.words.kindLabel(day?.kind)),
                    "kindShort": .string(model.words.kindShort(day?.kind)),
                ]) else { return [:] }
                return fields
            }
            daysWithoutVenues = .list(days.map(MustacheValue.object))
            daysWithVenues = .list(zip(model.dates, days).map { date, fields in
                var fields = fields
                fields["venue"] = .text(model.days[date]?.venue?.name)
                return .object(fields)
            })
        }
    }

    func value() -> [String: MustacheValue] {
        let tour = model.tour
        var value = common.fields
        value["days"] = role.can(.schedule) ? common.daysWithVenues : common.daysWithoutVenues
        // The finder's index: only what this role may see (FinderIndex), safe inside <script>.
        value["finder"] = .fields([
            "index": .html(FinderIndex.json(FinderIndex.entries(model, role: role))),
            "venues": role.can(.schedule) ? .bool(true) : nil,
            "hotels": role.can(.travel) ? .bool(true) : nil,
        ])
        // "Who are you?": with travel, the people of the role's person pages (names it already
        // has); the choice stays on the device and marks that person's own items on day pages.
        let travellers = model.travellers(for: role.visibility)
        if role.can(.travel), !travellers.isEmpty {
            value["whoAmI"] = .wrapped("people", travellers.map { person in
                .fields(["id": .string(person.id), "name": .string(person.name)])
            })
        }
        // tour.md, then tour.<tab>.md for the tabs the role can open, each under its label.
        value["tourNotes"] = .wrapped("files", tour.notes.filter { role.visibility.admits($0) }.map { file in
            .fields(["label": model.notesLabel(file).map(Value.string), "html": .html(notes[file])])
        }) ?? .null
        if role.can(.travel) {
            let attention = model.passports.needingAttention.count
            value["passports"] = .fields([
                "count": .int(model.passports.results.count),
                "attention": attention > 0 ? .int(attention) : nil,
                "allFine": attention == 0 ? .bool(true) : nil,
            ])
        }
        return value
    }

    /// The calendar feeds (CalendarFeed): the role's, and with travel one per person (their
    /// travel only, so the page says to subscribe to both). A role that sees no item has no
    /// calendar and no link to one. Per role, as absolute links name the role's folder.
    static func feed(_ model: SiteModel, role: Role) -> MustacheValue? {
        guard model.hasItems(for: role.visibility) else { return nil }
        let baseURL = model.tour.baseURL
        var feed = CalendarLink.value(relative: "calendar.ics", fromRoot: "\(role.id)/calendar.ics", baseURL: baseURL)
        feed["schedule"] = role.can(.schedule) ? .bool(true) : nil
        feed["people"] = role.can(.travel) ? .wrapped("list", model.travellers(for: role.visibility).map { person in
            let path = CalendarFeed.personPath(person)
            var link = CalendarLink.value(relative: path, fromRoot: "\(role.id)/\(path)", baseURL: baseURL)
            link["name"] = .string(person.name)
            return .object(link)
        }) : nil
        return .object(feed)
    }
}

/// The home page's month grid (weeks start on Monday): each tour date links to its page and
/// says its kind, so show, travel and off days are told apart at a glance.
struct CalendarGrid {
    let model: SiteModel

    /// The kinds of day the grid shows, in `Day.Kind`'s order, and "No plans" when a date has no
    /// day file: a legend of only what is there.
    func legend() -> [MustacheValue] {
        let kinds = Set(model.tour.days.map(\.kind))
        var legend = Day.Kind.allCases.filter(kinds.contains).map { kind in
            MustacheValue.fields(["kind": .string(kind.rawValue), "label": .string(model.words.kindShort(kind))])
        }
        if model.dates.count > model.tour.days.count {
            legend.append(.fields(["kind": .string("none"), "label": .string(model.words.kindShort(nil))]))
        }
        return legend
    }

    func months() -> [MustacheValue] {
        guard let first = model.dates.first, let last = model.dates.last else { return [] }
        var result: [MustacheValue] = []
        var year = first.year, month = first.month
        while (year, month) <= (last.year, last.month) {
            result.append(monthValue(year: year, month: month, first: first, last: last))
            month += 1
            if month > 12 { month = 1; year += 1 }
        }
        return result
    }

    private func monthValue(year: Int, month: Int, first: CivilDate, last: CivilDate) -> MustacheValue {
        let start = CivilDate(year: year, month: month, day: 1)!
        let leading = model.tour.locale.weekStartsOnSunday ? start.weekday : (start.weekday + 6) % 7
        var cells: [MustacheValue] = Array(repeating: .fields(["blank": .bool(true)]), count: leading)
        for d in 1...CivilDate.daysIn(month: month, year: year) {
            let date = CivilDate(year: year, month: month, day: d)!
            guard date >= first, date <= last else {
                cells.append(.fields(["day": .int(d), "outside": .bool(true)]))
                continue
            }
            let day = model.days[date]
            let kind = day?.kind.rawValue ?? "none"
            cells.append(.fields([
                "day": .int(d), "href": .string("days/\(date).html"), "kind": .string(kind), "kindShort": .string(model.words.kindShort(day?.kind)),
                "title": .string(DateText.long(date, model.tour.locale) + (day?.city.map { ", " + $0 } ?? "") + " (" + (model.words.kindLabel(day?.kind)) + ")"),
            ]))
        }
        while cells.count % 7 != 0 { cells.append(.fields(["blank": .bool(true)])) }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { MustacheValue.fields(["cells": .list(Array(cells[$0..<$0 + 7]))]) }
        return .fields(["name": .string(DateText.month(year: year, month: month, model.tour.locale)), "weeks": .list(weeks)])
    }
}
