extension PassportCheck.Result {
    /// The status column of the passport list: `OK`, `Renew soon`, `Expired` (before the
    /// first day), `Expires 19 Mar, before the tour ends` or `Expires 22 Mar, the tour's last day`.
    public func label(_ locale: TourLocale) -> String {
        let short = DateText.dayAndMonth(passport.expires, locale), words = locale.words
        switch (status, expiry) {
        case (.ok, _): return words.passportValid
        case (.warning, _): return words.passportRenewSoon
        case (_, .beforeTheTour): return words.passportExpired
        case (_, let expiry): return words.passportExpires(short, onLastDay: expiry == .onTheLastDay)
        }
    }
}
