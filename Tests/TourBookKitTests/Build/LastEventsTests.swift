import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild

/// `watch` takes the events its last build made and revised (`LastEvents`) only while the
/// folder's record is the one that build wrote: once another build has revised an event there,
/// the event's next revision comes from the folder's record.
struct LastEventsTests {
    @Test func eventsAreRevisedAgainstTheFoldersRecordAfterAnotherBuild() {
        let content = TempContent(copyingSample: true)
        let memory = BuildMemory()
        var watched = IncrementalBuildTests.options(content, "Watched"), oneShot = IncrementalBuildTests.options(content, "OneShot")
        let load = ("\"Load in\"", "\"Load in (dock B)\"")
        // The same contents and times through two folders: `watch` for the first and last build
        // of Watched (a one-shot build edits it in between), one-shot builds for OneShot.
        for (step, edit) in [nil, load, (load.1, load.0)].enumerated() {
            if let edit { content.replace("days/2027-03-10.json", edit.0, edit.1) }
            watched.time = SiteFixture.time + Int64(step) * 3600
            oneShot.time = watched.time
            let stages: BuildStages = step == 1 ? .oneShot : .watching(memory)
            #expect(SiteBuild(configuration: watched, stages: stages).run().failure == nil)
            #expect(SiteBuild(configuration: oneShot).run().failure == nil)
        }
        let expected = IncrementalBuildTests.files(oneShot.output), found = IncrementalBuildTests.files(watched.output)
        #expect(found.keys.sorted() == expected.keys.sorted())
        for (path, bytes) in expected where found[path] != bytes { Issue.record("\(path) differs from the one-shot builds'") }
    }
}
