/// Everything a build does before writing: load and check the content, load the templates, and
/// compute the model. Check, build and watch all start here.
struct Preparation {
    struct Prepared {
        var log = DiagnosticLog()
        var model: SiteModel?
        var timings = StageTimings()
        /// Set when `--role` names a role the tour doesn't have: a command-line error.
        var usageError: String?
    }

    let configuration: BuildConfiguration
    var zones: ZoneStore
    var dayFiles: any DayFileDecoding
    /// The content folder's files as the build read them (`BuildInputs`), by relative path.
    var files: [String: [UInt8]]
    /// The day the build is made (`configuration.time`, else the clock): zone data more than a year
    /// older than it is a warning.
    var buildDate: CivilDate

    init(configuration: BuildConfiguration, zones: ZoneStore = ZoneStore(), dayFiles: any DayFileDecoding = DecodeEveryDayFile(),
         files: [String: [UInt8]] = [:]) {
        (self.configuration, self.zones, self.dayFiles, self.files) = (configuration, zones, dayFiles, files)
        buildDate = BuildClock.day(configuration.time ?? BuildClock.clock())
    }

    func run() -> Prepared {
        var prepared = Prepared()
        let loaded = ContentLoader(directory: configuration.content, zones: zones, dayFiles: dayFiles, files: files).load()
        prepared.timings.load = loaded.readMilliseconds
        prepared.timings.validate = loaded.checkMilliseconds
        prepared.log.append(contentsOf: loaded.log)
        if let stale = ZoneDataAge.warning(root: zones.root, on: buildDate) { prepared.log.append(stale) }
        guard let tour = loaded.tour else { return prepared }

        var roles = tour.roles
        if !configuration.roles.isEmpty {
            let known = Set(tour.roles.map(\.id))
            for id in configuration.roles where !known.contains(id) {
                var message = "--role \(id): the tour has no such role"
                if let guess = Suggestion.closest(to: id, in: known) { message += "; did you mean \"\(guess)\"?" }
                prepared.usageError = message + " (roles: \(tour.roles.map(\.id).joined(separator: ", ")))"
                return prepared
            }
            roles = tour.roles.filter { configuration.roles.contains($0.id) }
        }
        let model = StageTimings.measure(&prepared.timings.model) { SiteModel(tour: tour, roles: roles) }
        prepared.log.append(contentsOf: model.passportWarnings)
        prepared.model = model
        return prepared
    }
}
