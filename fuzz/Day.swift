// libFuzzer target: one day file's bytes through the JSON parser, the day decoder and its
// checks, the site model (timeline, hotel stays, passports) and the render of two roles (all
// tabs, no tabs) with the real templates. Built by scripts/fuzz.sh.
import Foundation
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourRendering
@testable import TourViews

private let zones = ZoneStore()
private let toronto = try! zones.zone("America/Toronto")
private let date = CivilDate(year: 2027, month: 3, day: 14)!
private let people = [
    Person(id: "amara", name: "Amara Okafor", title: "Tour Manager", phone: "+1 416 555 0100", email: "a@x.example",
           passport: Passport(country: "CA", number: "GA482913", expires: CivilDate(year: 2027, month: 5, day: 1)!)),
    Person(id: "kofi", name: "Kofi Mensah"),
]
private let roles = [Role(id: "all", title: "All", tabs: [.schedule, .travel, .contacts]), Role(id: "none", title: "None", tabs: [])]
private let templates: TemplateSet = {
    var log = DiagnosticLog()
    let root = ProcessInfo.processInfo.environment["TOURBOOK_TEMPLATES"] ?? "Templates"
    guard let set = TemplateSet.load(root, log: &log) else { fatalError("templates not found at \(root): \(log.sorted)") }
    return set
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDay(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let root: JSONNode
    do { root = try JSONParser.parse(bytes) } catch { return 0 }
    let file = "Content/days/2027-03-14.json"
    let reader = FieldReader(file: file)
    let decoder = DayDecoder(zones: ZoneField(zones: zones), tourZone: toronto, people: Set(people.map(\.id)))
    let decoded = decoder.decode(root, date: date, file: file, reader: reader)
    for entry in reader.log.sorted { _ = entry.description }
    guard let day = decoded, !reader.log.hasErrors else { return 0 }
    let tour = Tour(id: "fuzz", name: "Fuzz", artist: nil, zone: toronto, clock: size % 2 == 0 ? .twentyFourHour : .twelveHour, artwork: nil,
                    roles: roles, people: people, notes: [], days: [day], looseNotes: [:])
    let model = SiteModel(tour: tour)
    let assets = SiteAssets(style: .init(name: "style.css", bytes: templates.style), mark: .init(name: "mark.svg", bytes: templates.mark))
    var log = DiagnosticLog()
    let published = SiteBuild.Published(model: model, earlier: BuildRecord(), time: 0)
    let ready = SiteBuild.Ready(model: model, templates: templates, assets: assets)
    guard let files = SiteFileList(renderer: published.renderer(ready)).render(log: &log) else {
        fatalError("a valid day failed to render: \(log.sorted)")
    }
    // Whatever the text, every page stays valid UTF-8 (no multi-byte character cut in half).
    for file in files where file.path.hasSuffix(".html") && String(validating: file.bytes, as: UTF8.self) == nil {
        fatalError("\(file.path) is not valid UTF-8")
    }
    return 0
}
