import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourRendering

/// A build of some roles (`--role`) records only what it looked at: another role's file is
/// never vouched for by a stamp taken then, and keeps what the last full build knew of it.
struct ScopedBuildStateTests {
    static func configuration(_ content: TempContent, roles: [String] = []) -> BuildConfiguration {
        var configuration = IncrementalBuildTests.options(content, "Output")
        configuration.roles = roles
        return configuration
    }

    /// Found by review: the state of a `--role band` build paired the crew page's stamp, taken
    /// after a same-size edit by hand, with the manifest's hash, and the next full build kept
    /// the edit.
    @Test func aPageEditedByHandBeforeAScopedBuildIsPutRightByTheNextFullBuild() throws {
        let content = TempContent(copyingSample: true)
        #expect(SiteBuild(configuration: Self.configuration(content)).run().failure == nil)
        let page = content.root.appendingPathComponent("Output/crew/days/2027-03-10.html").path
        let good = try String(contentsOfFile: page, encoding: .utf8)
        let edited = good.replacingOccurrences(of: "<title>", with: "<titlE>")
        #expect(edited != good && edited.utf8.count == good.utf8.count)
        try edited.write(toFile: page, atomically: false, encoding: .utf8)
        #expect(SiteBuild(configuration: Self.configuration(content, roles: ["band"])).run().failure == nil)
        let full = SiteBuild(configuration: Self.configuration(content)).run()
        #expect(full.summary?.written == 1)
        #expect(try String(contentsOfFile: page, encoding: .utf8) == good)
    }

    @Test func aScopedBuildKeepsTheOtherRolesKeysAndPieces() throws {
        let content = TempContent(copyingSample: true)
        #expect(SiteBuild(configuration: Self.configuration(content)).run().failure == nil)
        let output = content.root.appendingPathComponent("Output")
        let writer = OutputWriter(directory: output.path)
        let before = try #require(writer.readState())
        // The store is kept by what made it: the binary and the zone data (`BuildInputs.toolBase`).
        let tool = BuildInputs.read(Self.configuration(content), zoneRoot: ZoneStore().root, buildDate: BuildClock.day(BuildClock.clock())).toolBase
        let pieces = writer.readPieces(base: tool).all.count
        content.replace("days/2027-03-10.json", "\"Load in\"", "\"Load in (dock B)\"")
        #expect(SiteBuild(configuration: Self.configuration(content, roles: ["band"])).run().failure == nil)
        let after = try #require(writer.readState())
        let keyed = { (state: BuildState) in state.stamps.filter { $0.key.hasPrefix("crew/") && $0.value.key != nil }.count }
        #expect(keyed(before) > 40)
        #expect(keyed(after) == keyed(before), "crew's files keep their keys")
        #expect(pieces > 0)
        #expect(writer.readPieces(base: tool).all.count >= pieces, "crew's day bodies stay in the store")
    }
}
