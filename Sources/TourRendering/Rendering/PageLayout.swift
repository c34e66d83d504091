import Mustache

/// What every page's layout needs: where the role's root is from this page, the style sheet,
/// the navigation (only tabs the role can open) and the titles.
struct PageLayout {
    package enum Page: String { case home, day, travel, contacts, changes, print, person }

    let tour: Tour
    let role: Role
    let assets: SiteAssets

    /// `edition`: the role's edition (`SiteRenderer.edition`), shown where a printout must be
    /// matched with the site (print.html, the home page, the changes page). `owner`: whose book
    /// the page says it is, when not the role's: a person's page names the person, so roles that
    /// see the same of them share one file.
    func values(page: Page, depth: Int, title: String?, edition: MustacheValue? = nil,
                owner: (title: String, id: String)? = nil) -> [String: MustacheValue] {
        let root = String(repeating: "../", count: depth)
        let words = tour.locale.words
        var nav: [MustacheValue] = [link(words.home, root + "index.html", current: page == .home)]
        if role.can(.travel) { nav.append(link(words.travel, root + "travel.html", current: page == .travel)) }
        if role.can(.contacts) { nav.append(link(words.contacts, root + "contacts.html", current: page == .contacts)) }
        nav.append(link(words.changes, root + "changes.html", current: page == .changes))
        nav.append(link(words.print, root + "print.html", current: page == .print))
        let title = owner == nil ? pageTitle(title) : [title, tour.name].compactMap { $0 }.joined(separator: " · ")
        var values = Self.common(tour: tour, assets: assets, root: root, page: page.rawValue, title: title,
                                 owner: owner ?? (role.title, role.id))
        // What makes the role's folder an app that works offline (`WebAppManifest`, `OfflineWorker`).
        values["webManifest"] = .string(root + WebAppManifest.fileName)
        // print.html runs no script (it is the book as printed); every other page registers the worker.
        values["serviceWorker"] = page == .print ? .null : .string(root + OfflineWorker.fileName)
        // Each script's file (`{{script.now-next}}`): pages link them, none is inline.
        values["script"] = page == .print ? .null : .object(assets.scripts.mapValues { .string(root + "assets/" + $0.name) })
        values["nav"] = .list(nav)
        values["edition"] = edition ?? .null
        return values
    }

    /// `Tuesday, 14 March 2027 · Tour name (Crew)`: the page's title, the tour's and the role's.
    func pageTitle(_ title: String?) -> String {
        [title, tour.name].compactMap { $0 }.joined(separator: " · ") + " (\(role.title))"
    }

    /// What a role's pages and a traveller's own page share: the language and clock, the style
    /// sheet and icons, the titles. `owner`: whose book the page says it is: its title, and its
    /// id (a role's is what scripts key what they keep on the device by; a person's page, which
    /// runs no such script, gives the person's).
    static func common(tour: Tour, assets: SiteAssets, root: String, page: String, title: String,
                       owner: (title: String, id: String)) -> [String: MustacheValue] {
        [
            "root": .string(root),
            "lang": .string(tour.locale.rawValue),
            // A 12-hour clock's times are wider (`~12:45 AM+1`): the time column widens with them.
            "clock12": tour.clock.isTwelveHour ? .bool(true) : .null,
            "pageTitle": .string(title),
            "page": .string(page),
            "style": .string(root + "assets/" + assets.style.name),
            "icon": .string(root + "assets/" + assets.mark.name),
            "touchIcon": .string(root + "assets/" + assets.touchIcon.name),
            "themeColour": .string(assets.themeColour),
            "tourName": .string(tour.name),
            "artist": .text(tour.artist) ?? .null,
            "roleTitle": .string(owner.title),
            "roleId": .string(owner.id),
            // Printed pages' margins name the tour and whose book it is (`@page` margin boxes take CSS strings).
            "printHeading": .string(Escaping.cssStringInStyle("\(tour.name) · \(owner.title)")),
        ]
    }

    private func link(_ label: String, _ href: String, current: Bool) -> MustacheValue {
        .fields(["label": .string(label), "href": .string(href), "current": current ? .bool(true) : nil])
    }
}
