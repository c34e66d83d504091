extension DayParts {
    /// What a date's parts are made of: its date's key (`BuildInputs.dayKeys`: its own files,
    /// every content file that is no date's, the words files, the zone data and the binary), and
    /// what other dates bring to it: where it falls among the dates and shows, its items' UIDs
    /// (told apart across dates), the hotels booked on other dates that people sleep in or check
    /// out of.
    package struct Input: Equatable, Sendable {
        var key: UInt64
        var first: CivilDate
        var dates: Int
        var show: Int?
        var shows: Int
        var uids: [String]
        var stays: [Hotel]
        /// Stays that end on this date, each booked on its `Hotel.bookedOn`.
        var checkOuts: [Hotel]

        init(_ model: SiteModel, _ date: CivilDate, key: UInt64) {
            (self.key, first, dates) = (key, model.dates[0], model.dates.count)
            (show, shows) = (model.showNumbers[date], model.showNumbers.count)
            uids = model.uids[date] ?? []
            stays = model.staysByNight[date] ?? []
            checkOuts = model.checkOutsByDate[date]?.map(\.hotel) ?? []
        }

        /// A digest of this input that means the same in any process, for what the `PieceStore`
        /// keeps of the date: a hotel from another date stands as its day file's key
        /// (`dayKeys`) and its place in that file. nil when such a file has no key.
        func digest(dayKeys: [String: UInt64]) -> UInt64? {
            var digest = InputKey("day parts", templates: key)
            digest.add(first.description)
            for number in [dates, show.map { $0 + 1 } ?? 0, shows, uids.count] { digest.add(UInt64(number)) }
            for uid in uids { digest.add(uid) }
            for hotels in [stays, checkOuts] {
                digest.add(UInt64(hotels.count))
                for hotel in hotels {
                    guard let booked = dayKeys[hotel.bookedOn.description] else { return nil }
                    digest.add(booked)
                    digest.add(UInt64(bitPattern: Int64(hotel.booking.order)))
                }
            }
            return digest.value
        }
    }
}
