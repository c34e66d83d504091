import Mustache

/// What every page's layout needs: where the role's root is from this page, the style sheet,
/// the navigation (only tabs the role can open) and the titles.
struct PageLayout {
    package enum Page: String { case home, day, travel, contacts, changes, print, person }

    let tour: Tour
    let role: Role
    let assets: SiteAssets

    /// `edition`: the role's edition (`SiteRenderer.edition`), shown where a printout must be
    /// matched with the site (print.html, the home page, the changes page).
    func values(page: Page, depth: Int, title: String?, edition: MustacheValue? = nil) -> [String: MustacheValue] {
        let root = String(repeating: "../", count: depth)
        let words = tour.locale.words
        var nav: [MustacheValue] = [link(words.home, root + "index.html", current: page == .home)]
        if role.can(.travel) { nav.append(link(words.travel, root + "travel.html", current: page == .travel)) }
        if role.can(.contacts) { nav.append(link(words.contacts, root + "contacts.html", current: page == .contacts)) }
        nav.append(link(words.changes, root + "changes.html", current: page == .changes))
        nav.append(link(words.print, root + "print.html", current: page == .print))
        let pageTitle = [title, tour.name].compactMap { $0 }.joined(separator: " · ")
        return [
            "root": .string(root),
            "lang": .string(tour.locale.rawValue),
            // A 12-hour clock's times are wider (`~12:45 AM+1`): the time column widens with them.
            "clock12": tour.clock.isTwelveHour ? .bool(true) : .null,
            "pageTitle": .string(pageTitle + " (\(role.title))"),
            "page": .string(page.rawValue),
            "style": .string(root + "assets/" + assets.style.name),
            "icon": .string(root + "assets/" + assets.mark.name),
            // What makes the role's folder an app that works offline (`WebAppManifest`, `OfflineWorker`).
            "touchIcon": .string(root + "assets/" + assets.touchIcon.name),
            "webManifest": .string(root + WebAppManifest.fileName),
            // print.html runs no script (it is the book as printed); every other page registers the worker.
            "serviceWorker": page == .print ? .null : .string(root + OfflineWorker.fileName),
            // Each script's file (`{{script.now-next}}`): pages link them, none is inline.
            "script": page == .print ? .null : .object(assets.scripts.mapValues { .string(root + "assets/" + $0.name) }),
            "themeColour": .string(assets.themeColour),
            "tourName": .string(tour.name),
            "artist": .text(tour.artist) ?? .null,
            "roleTitle": .string(role.title),
            // The role's folder: scripts key what they keep on the device by it.
            "roleId": .string(role.id),
            "nav": .list(nav),
            "edition": edition ?? .null,
            // Printed pages' margins name the tour and role (`@page` margin boxes take CSS strings).
            "printHeading": .string(Escaping.cssStringInStyle("\(tour.name) · \(role.title)")),
        ]
    }

    private func link(_ label: String, _ href: String, current: Bool) -> MustacheValue {
        .fields(["label": .string(label), "href": .string(href), "current": current ? .bool(true) : nil])
    }
}
