import Mustache

/// How a calendar feed is linked: a relative address that works from `file://` and any host;
/// where tour.json gives the site's address (`baseURL`), also the `webcal://` address calendar
/// apps subscribe to and Google Calendar's "add by URL" link. Without `baseURL`, the page's
/// script (`scripts/subscribe.js`) makes both from the page's own address when it is
/// served over http(s).
package enum CalendarLink {
    /// `relative`: from the page; `fromRoot`: the feed's path under the Output folder.
    package static func value(relative: String, fromRoot: String, baseURL: String?) -> [String: MustacheValue] {
        guard let baseURL, let colon = baseURL.firstIndex(of: ":") else {
            return ["href": .string(relative), "subscribe": .string(relative)]
        }
        let webcal = "webcal" + baseURL[colon...] + fromRoot
        return ["href": .string(relative), "subscribe": .string(webcal), "absolute": .bool(true),
                "google": .string("https://calendar.google.com/calendar/render?cid=" + (PercentEncoding.encoded(webcal) ?? ""))]
    }
}
