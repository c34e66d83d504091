import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Each role folder's offline copy: `sw.js` lists every other file of the folder but the feeds and print.html with the hash
/// of the bytes on disk, changes only when one of them does, and names nothing outside the
/// folder; `manifest.webmanifest` points inside the folder at icons that are there.
struct OfflineBookTests {
    /// The version and the (path, hash) list of a written `sw.js`.
    static func book(_ folder: String) throws -> (version: String, files: [String: String]) {
        let text = try String(contentsOfFile: folder + "/" + OfflineWorker.fileName, encoding: .utf8)
        let start = try #require(text.range(of: "const BOOK = "))
        let end = try #require(text.range(of: "\n]};\n", range: start.upperBound..<text.endIndex))
        let json = String(text[start.upperBound..<end.lowerBound]) + "\n]}"
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let pairs = try #require(object["files"] as? [[String]])
        var files: [String: String] = [:]
        for pair in pairs { files[pair[0]] = pair[1] }
        #expect(files.count == pairs.count, "a file is listed twice")
        return (try #require(object["version"] as? String), files)
    }

    /// Every regular file under `folder`, by relative path.
    static func filesOnDisk(_ folder: String) -> [String: [UInt8]] {
        IncrementalBuildTests.files(folder).mapValues { Array($0) }
    }

    @Test func theWorkerListsEveryOtherFileOfItsRoleWithTheHashOfItsBytes() throws {
        let content = TempContent(copyingSample: true)
        let options = IncrementalBuildTests.options(content, "Output")
        #expect(SiteBuild(configuration: options).run().summary != nil)
        // The travellers' own folders (`private/`) are no app: each is one page and its feed.
        let roles = try FileManager.default.contentsOfDirectory(atPath: options.output).filter { !$0.hasPrefix(".") && $0 != "private" }
        #expect(roles.count == 5)
        #expect(!FileManager.default.fileExists(atPath: options.output + "/private/zoe/sw.js"))
        for role in roles {
            let folder = options.output + "/" + role
            let listed = try Self.book(folder).files
            var expected = Self.filesOnDisk(folder).mapValues { ContentHash.hex(ContentHash.xxh64($0)) }
            #expect(expected.removeValue(forKey: OfflineWorker.fileName) != nil)
            // The feeds are on disk but not in the copy: calendar programs and feed readers fetch them.
            let feeds = expected.keys.filter { $0.hasSuffix(".ics") || $0 == "changes.xml" }
            #expect(feeds.contains("changes.xml") && feeds.count >= (role == "management" ? 2 : 1), "\(role): \(feeds)")
            for feed in feeds { expected.removeValue(forKey: feed) }
            // print.html is every day page again, for paper: kept only once opened (offline-test.py).
            #expect(expected.removeValue(forKey: "print.html") != nil, "\(role) has no print.html")
            #expect(listed == expected, "\(role): sw.js does not list exactly the folder's pages, assets and documents with their hashes")
        }
    }

    /// The page the worker shows for a page it does not have, with no signal, is in the tour's
    /// language (offline-test.py opens it in Chromium).
    @Test(arguments: TourLocale.allCases)
    func theWorkersPageForAPageNotSavedIsInTheToursLanguage(_ locale: TourLocale) throws {
        let script = String(decoding: try OfflineWorker(folder: "crew", locale: locale).make([]), as: UTF8.self)
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("const NOT_SAVED = ") })
        let literal = line.dropFirst("const NOT_SAVED = ".count).dropLast()
        let page = try #require(try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed) as? String)
        let words = locale.words
        #expect(page.contains("<html lang=\"\(locale.rawValue)\">"))
        #expect(page.contains("<title>\(words.notSavedTitle)</title>") && page.contains(words.notSavedText))
        #expect(page.contains("<a href=\"{home}\">\(words.backToTheBook)</a>"))
    }

    @Test func theWorkerChangesExactlyWhenAFileOfItsRoleChanges() throws {
        let content = TempContent(copyingSample: true)
        let options = IncrementalBuildTests.options(content, "Output")
        #expect(SiteBuild(configuration: options).run().summary != nil)
        let before = try ["crew", "local", "guests"].map { try Self.book(options.output + "/" + $0) }
        let crewWorker = options.output + "/crew/" + OfflineWorker.fileName
        let stamp = try FileManager.default.attributesOfItem(atPath: crewWorker)[.modificationDate] as? Date

        // Nothing changed: nothing is written, sw.js included.
        let same = SiteBuild(configuration: options).run()
        #expect(same.summary?.written == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: crewWorker)[.modificationDate] as? Date == stamp)

        // A flight: travel roles' files change; the local crew (schedule only) and guests see none of it.
        content.replace("days/2027-03-15.json", "\"AC 856\"", "\"AC 858\"")
        #expect(SiteBuild(configuration: options).run().summary != nil)
        let after = try ["crew", "local", "guests"].map { try Self.book(options.output + "/" + $0) }
        #expect(after[0].version != before[0].version)
        let changed = after[0].files.filter { before[0].files[$0.key] != $0.value }.keys
        #expect(changed.contains("travel.html") && changed.contains("days/2027-03-15.html"))
        #expect(!changed.contains { $0.hasPrefix("assets/") })
        #expect(after[1].files == before[1].files && after[1].version == before[1].version, "local crew")
        #expect(after[2].files == before[2].files && after[2].version == before[2].version, "guests")
    }

    @Test func theWebManifestStaysInItsFolderAndItsIconsAreThere() throws {
        let content = TempContent(copyingSample: true)
        let options = IncrementalBuildTests.options(content, "Output")
        #expect(SiteBuild(configuration: options).run().summary != nil)
        let folder = options.output + "/band"
        let data = try #require(FileManager.default.contents(atPath: folder + "/" + WebAppManifest.fileName))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(manifest["name"] as? String == "Harbour Lights Tour 2027 · Band")
        #expect(manifest["scope"] as? String == "./")
        #expect(manifest["start_url"] as? String == "./index.html")
        #expect((manifest["theme_color"] as? String)?.hasPrefix("#") == true)
        let icons = try #require(manifest["icons"] as? [[String: String]])
        var largest = 0
        for icon in icons {
            let src = try #require(icon["src"])
            #expect(!src.hasPrefix("/") && !src.contains("..") && !src.contains(":"), "\(src) leaves the folder")
            let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + src), "\(src) is not in the folder")
            guard icon["type"] == "image/png" else { continue }
            let size = try #require(ImageProbe.size(of: Array(bytes)))
            #expect(icon["sizes"] == "\(size.width)x\(size.height)")
            largest = max(largest, size.width)
        }
        // Chromium installs an app only with an icon of 144 px or more.
        #expect(largest >= 144)
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(index.contains("<link rel=\"manifest\" href=\"manifest.webmanifest\">"))
        let day = try String(contentsOfFile: folder + "/days/2027-03-14.html", encoding: .utf8)
        // The worker's registration is a script of the role's assets, told where sw.js is.
        let script = try #require(day.between("<script src=\"../assets/offline.", "\" data-worker=\"../sw.js\"></script>"))
        let registration = try String(contentsOfFile: folder + "/assets/offline." + script, encoding: .utf8)
        #expect(registration.contains("navigator.serviceWorker.register(document.currentScript.getAttribute(\"data-worker\"))"))
    }

    @Test func theWorkerAsATestSeesItEqualsTheOneTheWriterWrote() throws {
        let content = TempContent(copyingSample: true)
        let options = IncrementalBuildTests.options(content, "Output")
        #expect(SiteBuild(configuration: options).run().summary != nil)
        let tour = try #require(content.load().tour)
        var log = DiagnosticLog()
        let model = SiteModel(tour: tour)
        let templates = try #require(TemplateSet.load(Paths.templates.path, log: &log))
        let assets = SiteAssets.make(style: templates.style, mark: templates.mark, scripts: templates.scripts, tour: tour, contentDirectory: content.content.path, log: &log)
        let published = SiteBuild.Published(model: model, earlier: BuildRecord(), time: options.time!)
        let ready = SiteBuild.Ready(model: model, templates: templates, assets: assets)
        let files = try #require(SiteFileList(renderer: published.renderer(ready)).render(log: &log))
        let workers = files.filter { $0.path.hasSuffix("/" + OfflineWorker.fileName) }
        #expect(workers.count == model.roles.count)
        for worker in workers {
            #expect(worker.listed?.allSatisfy { $0.path.hasPrefix(String(OutputPath.topLevel(worker.path)) + "/") } == true)
            #expect(worker.bytes == Array(try #require(FileManager.default.contents(atPath: options.output + "/" + worker.path))))
        }
    }
}
