import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourViews
@testable import TourOutput

/// `watch` keeps the record its last build wrote (`LastRecord`) and takes it for the folder's
/// only while the folder holds the same bytes.
struct LastRecordTests {
    @Test func theLastRecordIsTakenForTheSameBytesOnly() {
        let memory = LastRecord()
        var record = BuildRecord()
        record.started = 1_796_000_000
        record.events["a@t"] = .init(hash: 1, sequence: 2, stamp: 3)
        let bytes = record.encoded()
        #expect(memory.record(bytes) == nil, "nothing kept yet")
        memory.keep(EarlierRecord(bytes: bytes, record: record))
        #expect(memory.record(bytes)?.record == record)
        #expect(memory.record(Array(bytes.dropLast())) == nil)
    }

    @Test func aRecordChangedBehindWatchIsReadFromTheFolder() throws {
        let content = TempContent(copyingSample: true)
        let memory = BuildMemory()
        let options = IncrementalBuildTests.options(content, "Out")
        #expect(SiteBuild(configuration: options, stages: .watching(memory)).run().summary != nil)
        try Data("tourbook-record 1\nevent\tbroken\n".utf8).write(to: URL(fileURLWithPath: options.output + "/" + OutputWriter.recordFileName))
        content.replace("days/2027-03-10.json", "\"Load in\"", "\"Load in (dock B)\"")
        let outcome = SiteBuild(configuration: options, stages: .watching(memory)).run()
        #expect(outcome.log.warnings.contains { $0.message.contains("the record of earlier builds is damaged") })
    }
}
