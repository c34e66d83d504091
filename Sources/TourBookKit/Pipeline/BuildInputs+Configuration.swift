extension BuildInputs {
    /// The inputs a build of `configuration` reads, on the build's day.
    static func read(_ configuration: BuildConfiguration, zoneRoot: String, buildDate: CivilDate) -> BuildInputs {
        read(content: configuration.content, templates: configuration.templates, roles: configuration.roles,
             zoneRoot: zoneRoot, buildDate: buildDate)
    }
}
