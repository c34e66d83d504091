@testable import TourBookKit
@testable import TourBuild
@testable import TourContent

extension BuildInputs {
    /// The inputs a build with these options reads.
    static func read(_ options: BuildConfiguration, zoneRoot: String, buildDate: CivilDate) -> BuildInputs {
        read(content: options.content, templates: options.templates, roles: options.roles, zoneRoot: zoneRoot, buildDate: buildDate)
    }
}
