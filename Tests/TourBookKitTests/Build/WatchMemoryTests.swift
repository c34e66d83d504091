import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild

/// What `watch` keeps from its last build and takes back by what it was made of: each entry's
/// revised events (`LastEvents`), only while the folder's record is the one that build wrote;
/// each date's parts (`LastDayParts`), only while what other dates bring to it is the same.
/// Each test runs the same contents and times through two folders, `watch` builds (with the
/// one-shot builds `oneShotSteps` names in between) against one-shot builds, and compares them.
struct WatchMemoryTests {
    static func watchMatchesOneShot(_ edits: [(file: String, old: String, new: String)?], oneShotSteps: Set<Int> = []) {
        let content = TempContent(copyingSample: true)
        let memory = BuildMemory()
        var watched = IncrementalBuildTests.options(content, "Watched"), oneShot = IncrementalBuildTests.options(content, "OneShot")
        for (step, edit) in edits.enumerated() {
            if let edit { content.replace(edit.file, edit.old, edit.new) }
            watched.time = SiteFixture.time + Int64(step) * 3600
            oneShot.time = watched.time
            let stages: BuildStages = oneShotSteps.contains(step) ? .oneShot : .watching(memory)
            #expect(SiteBuild(configuration: watched, stages: stages).run().failure == nil)
            #expect(SiteBuild(configuration: oneShot).run().failure == nil)
        }
        let expected = IncrementalBuildTests.files(oneShot.output), found = IncrementalBuildTests.files(watched.output)
        #expect(found.keys.sorted() == expected.keys.sorted())
        for (path, bytes) in expected where found[path] != bytes { Issue.record("\(path) differs from the one-shot builds'") }
    }

    /// An event edited and edited back by a one-shot build between two of `watch`'s: its next
    /// revision comes from the folder's record, not from what `watch` made before.
    @Test func eventsAreRevisedAgainstTheFoldersRecordAfterAnotherBuild() {
        let file = "days/2027-03-10.json"
        Self.watchMatchesOneShot([nil, (file, "\"Load in\"", "\"Load in (dock B)\""), (file, "\"Load in (dock B)\"", "\"Load in\"")],
                                 oneShotSteps: [1])
    }

    /// A stay booked on the 13th checks out on the 15th: the 15th's page shows the new time,
    /// though none of the 15th's own files changed.
    @Test func aCheckOutEditedOnItsCheckInDateReachesTheCheckOutDate() {
        Self.watchMatchesOneShot([nil, ("days/2027-03-13.json", "\"checkOut\": \"2027-03-15 14:00\"", "\"checkOut\": \"2027-03-15 11:00\"")])
    }
}
