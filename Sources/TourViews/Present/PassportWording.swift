extension PassportCheck.Result {
    /// The status column of the passport list: `OK`, `Renew soon`, `Expired` (before the
    /// first day), `Expires 19 Mar, before the tour ends` or `Expires 22 Mar, the tour's last day`.
    public func label(_ locale: TourLocale) -> String {
        let short = DateText.dayAndMonth(passport.expires, locale)
        switch (status, expiry) {
        case (.ok, _): return "OK"
        case (.warning, _): return "Renew soon"
        case (_, .beforeTheTour): return "Expired"
        case (_, .onTheLastDay): return "Expires \(short), the tour's last day"
        case (_, _): return "Expires \(short), before the tour ends"
        }
    }
}
