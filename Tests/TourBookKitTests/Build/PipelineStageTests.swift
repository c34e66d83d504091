import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest
import Mustache

/// The stages' contracts: a build's failure says who must act, the loader and templates take the
/// bytes the build read once, and the plan lists every file before anything is rendered.
@Suite struct PipelineStageTests {
    static func options(_ content: TempContent, templates: String = Paths.templates.path) -> BuildConfiguration {
        var options = BuildConfiguration()
        options.content = content.content.path
        options.templates = templates
        options.output = content.root.appendingPathComponent("Output").path
        return options
    }

    @Test func aRoleTheTourLacksIsACommandLineFailure() {
        let content = TempContent()
        var options = Self.options(content)
        options.roles = ["nobody"]
        let outcome = SiteBuild(configuration: options).run()
        guard case .commandLine(let message) = outcome.failure else { Issue.record("\(String(describing: outcome.failure))"); return }
        #expect(message.contains("--role nobody"))
        #expect(outcome.failure?.exitCode == .usage)
    }

    @Test func contentErrorsAreContentFailures() {
        let content = TempContent()
        content.write("days/2027-03-15.json", "{ not json")
        let outcome = SiteBuild(configuration: Self.options(content)).run()
        #expect(outcome.failure == .content)
        #expect(outcome.failure?.exitCode == .failed)
        #expect(!FileManager.default.fileExists(atPath: Self.options(content).output))
    }

    @Test func aTemplateThatDoesNotParseIsATemplateFailure() throws {
        let content = TempContent()
        let templates = content.root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: Paths.templates, to: templates)
        try Data("{{#open}} never closed".utf8).write(to: templates.appendingPathComponent("travel.mustache"))
        let outcome = SiteBuild(configuration: Self.options(content, templates: templates.path)).run()
        #expect(outcome.failure == .templates)
        #expect(outcome.log.errors.contains { $0.location.file.hasSuffix("travel.mustache") })
    }

    @Test func aPageThatFailsWhileWrittenIsATemplateFailureNotAnIOError() throws {
        let output = TempContent().root.appendingPathComponent("Output").path
        do {
            _ = try OutputWriter(directory: output).write([OutputFile(path: "crew/print.html") { throw CocoaError(.featureUnsupported) }], scope: nil)
            Issue.record("the write should fail")
        } catch {
            #expect(error.kind == .rendering)
        }
    }

    @Test func theLoaderTakesTheBytesTheBuildRead() throws {
        let content = TempContent()
        let read = BuildInputs.read(Self.options(content), zoneRoot: ZoneStore().root, buildDate: BuildClock.day(BuildClock.clock()))
        #expect(read.fingerprint != nil)
        #expect(read.content["tour.json"] == Array(TempContent.tour.utf8))
        // Changed on disk after the build read it: the build goes on with what it read.
        content.write("tour.json", TempContent.tour.replacingOccurrences(of: "Test Tour", with: "Changed Tour"))
        let tour = try #require(ContentLoader(directory: content.content.path, zones: ZoneStore(), files: read.content).load().tour)
        #expect(tour.name == "Test Tour")
        var log = DiagnosticLog()
        let templates = try #require(TemplateSet.load(Paths.templates.path, files: read.templates, log: &log))
        #expect(templates.style == read.templates["style.css"])
    }

    @Test func thePlanListsEveryPageAssetAndFeedOfEachRole() throws {
        let content = TempContent(copyingSample: true)
        let tour = try #require(content.load().tour)
        let model = SiteModel(tour: tour)
        var log = DiagnosticLog()
        let templates = try #require(TemplateSet.load(Paths.templates.path, log: &log))
        let assets = SiteAssets.make(style: templates.style, mark: templates.mark, scripts: templates.scripts, tour: tour, contentDirectory: content.content.path, log: &log)
        let sites = model.roles.map { RoleSite(model: model, role: $0, assets: assets, cards: ContactCardFiles(model, visibility: $0.visibility)) }
        let plan = SitePlan(model: model, sites: sites, assets: assets).files
        for site in sites {
            let paths = Set(plan.map(\.path).filter { $0.hasPrefix(site.role.id + "/") })
            #expect(paths.contains("\(site.role.id)/index.html"))
            #expect(paths.contains("\(site.role.id)/calendar.ics") == model.hasItems(for: site.role.visibility))
            #expect(paths.contains("\(site.role.id)/travel.html") == site.role.can(.travel))
            #expect(paths.contains("\(site.role.id)/contacts.html") == site.role.can(.contacts))
            // vCards: the tour's and one per date with a contact who can be reached.
            let cards = site.role.can(.contacts) ? 1 + model.dates.filter { date in
                model.days[date]?.contacts.contains { $0.phone != nil || $0.email != nil } ?? false
            }.count : 0
            #expect(paths.filter { $0.hasSuffix(".vcf") }.count == cards)
            #expect(paths.contains("\(site.role.id)/changes.html") && paths.contains("\(site.role.id)/changes.xml"))
            #expect(paths.contains("\(site.role.id)/\(WebAppManifest.fileName)") && paths.contains("\(site.role.id)/\(OfflineWorker.fileName)"))
            // The sample's documents are three files, each for one tab, and the stage plot not for guests.
            let documents = Set(model.tour.allDocuments.filter { ($0.tab.map(site.role.can) ?? true) && $0.audience.includes(site.role.visibility.role) }
                .map(\.path)).count
            if site.role.id == "guests" { #expect(documents == 0) }
            #expect(paths.count == site.pages.count + assets.all.count + documents + (model.hasItems(for: site.role.visibility) ? 1 : 0)
                    + (site.role.can(.travel) ? model.travellers(for: site.role.visibility).count : 0) + cards + 3)
        }
        // A person's feed is written for the first travel role and linked from the others that
        // see the same of their travel.
        let feeds = plan.filter { if case .personFeed = $0.recipe { true } else { false } }
        #expect(!feeds.isEmpty)
        // Once per view of the person's travel: the five on the crew's shuttle in Berlin, which
        // the band does not see, have theirs written twice.
        let views = model.travellers.map { person in Set(model.roles.filter { $0.can(.travel) }.map { model.travelView(of: person, $0.visibility) }).count }
        #expect(feeds.filter { $0.sameAs == nil }.count == views.reduce(0, +) && views.reduce(0, +) == model.travellers.count + 5)
        let published = SiteBuild.Published(model: model, earlier: BuildRecord(), time: 0)
        let ready = SiteBuild.Ready(model: model, templates: templates, assets: assets, toolBase: nil)
        let rendered = try #require(SiteFileList(renderer: published.renderer(ready, pieces: nil)).render(log: &log))
        #expect(rendered.map(\.path).sorted() == plan.map(\.path).sorted())
    }

    /// A day page takes its layout's fields made once per role, and its key their hashes summed
    /// once (`RoleSite`): the values it renders must be the page's own layout, and the key that of
    /// those values hashed whole, for every role and date of the sample.
    @Test func aDayPagesKeyIsTheKeyOfItsWholeValues() throws {
        let (model, templates, assets) = try Self.sample()
        var log = DiagnosticLog()
        let ready = SiteBuild.Ready(model: model, templates: templates, assets: assets, toolBase: 7)
        let renderer = SiteBuild.Published(model: model, earlier: BuildRecord(), time: 0).renderer(ready, pieces: nil)
        let days = try #require(renderer.renderDays(log: &log))
        let maker = SiteFiles(renderer: renderer, days: days)
        var pages = 0
        for (r, site) in renderer.sites.enumerated() {
            for date in model.dates {
                let input = try #require(try maker.input(.page(role: r, .day(date))) as? RoleSite.PageInput)
                let layout = PageLayout(tour: model.tour, role: site.role, assets: assets)
                    .values(page: .day, depth: 1, title: DateText.long(date, model.tour.locale))
                for (name, value) in layout { #expect(input.all[name] == value, "\(site.role.id) \(date): \(name)") }
                let whole = RoleSite.PageInput(template: input.template, values: input.all, pieces: input.pieces, size: input.size)
                #expect(!input.layout.summed.names.isEmpty && input.values.count < input.all.count)
                #expect(input.key(KeyBases(fixed: 7)) == whole.key(KeyBases(fixed: 7)), "\(site.role.id) \(date)")
                pages += 1
            }
        }
        #expect(pages == model.roles.count * model.dates.count)
    }
}

extension PipelineStageTests {
    /// A day body's key is made of its parts' digests and what the tabs keep
    /// (`DayParts.key`), not of the value: for every date and set of tabs of the sample, with and
    /// without an item marked changed (new, or with what it was), two bodies with the same key
    /// have the same value.
    @Test func aDayBodysKeyStandsForItsValue() throws {
        let (model, _, assets) = try Self.sample()
        let body = DayBody(model: model, notes: NotesHTML(model.tour), assets: assets)
        var valueOf: [UInt64: MustacheValue] = [:]
        for date in model.dates {
            let parts = body.parts(date)
            for visibility in Visibility.distinct(model.roles) + [.traveller] {
                let selection = parts.select(visibility)
                let marked = selection.entries.first.map { [parts.entries[$0].uid: "was"] } ?? [:]
                for marks in [[:], marked, marked.mapValues { _ in "" }] {
                    let value = parts.value(selection, marks: marks)
                    let key = parts.key(selection, marks: marks, template: DayBody.template, templates: 7)
                    let same = valueOf[key, default: value] == value
                    #expect(same, "\(date): one key for two values")
                    valueOf[key] = value
                }
            }
        }
        #expect(valueOf.count > model.dates.count * 2)
    }

    /// The sample's model, the default templates and the assets they make.
    static func sample() throws -> (SiteModel, TemplateSet, SiteAssets) {
        let content = TempContent(copyingSample: true)
        let model = SiteModel(tour: try #require(content.load().tour))
        var log = DiagnosticLog()
        let templates = try #require(TemplateSet.load(Paths.templates.path, log: &log))
        let assets = SiteAssets.make(style: templates.style, mark: templates.mark, scripts: templates.scripts, tour: model.tour,
                                     contentDirectory: content.content.path, log: &log)
        return (model, templates, assets)
    }
}
