import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourViews

/// The record is kept by date (`RecordShares`): a date whose share's key is the earlier one's
/// has its lines copied from the earlier record, and its items are not compared again.
struct RecordSharesTests {
    /// An item on an earlier date given for `id` the UID another date's item was given from its
    /// title (`uid`, without the tour's id): that later item's UID becomes `…-x2`, though its day
    /// file is as it was.
    static func theUIDOfALaterItem(_ uid: String) -> IncrementalBuildTests.Edit {
        ("an id given on an earlier date that is a later item's UID", { c in
            c.replace("days/2027-03-10.json", #""title": "Lunch","#, #""title": "Lunch", "id": "\#(uid)","#)
        })
    }

    /// After each edit, the record a build writes by copying the unchanged dates' shares is the
    /// record a build makes anew from the same earlier record read without its shares (every
    /// date worded and compared), and so is every other file.
    @Test(.endToEnd) func copiedSharesAreWhatMakingThemAnewMakes() throws {
        let content = TempContent(copyingSample: true)
        let kept = IncrementalBuildTests.options(content, "Kept")
        #expect(SiteBuild(configuration: kept).run().summary != nil)
        let record = try #require(BuildRecord.decoded(Array(try Data(contentsOf: URL(fileURLWithPath: kept.output + "/" + OutputWriter.recordFileName)))))
        let dinner = try #require(record.items.values.first { $0.title == "Band dinner" && $0.date.description == "2027-03-16" })
        let edits = [Self.theUIDOfALaterItem(String(dinner.uid.prefix { $0 != "@" }))] + IncrementalBuildTests.edits
        for (round, edit) in edits.enumerated() {
            let anew = IncrementalBuildTests.options(content, "Anew-\(round)")
            try IncrementalBuildTests.copyBookkeeping(from: kept.output, to: anew.output)
            try Self.removeShares(anew.output + "/" + OutputWriter.recordFileName)
            edit.apply(content)
            let outcome = SiteBuild(configuration: kept).run()
            #expect(outcome.summary != nil, "\(edit.name): \(outcome.log.sorted.map(\.description))")
            #expect(SiteBuild(configuration: anew).run().summary != nil)
            IncrementalBuildTests.expectSameFiles(kept.output, as: anew.output, edit.name, "the build that made every share anew")
        }
    }

    /// An event line of an unchanged date's share that reads well but is not what was published
    /// (changed by hand): the share is written anew, as a build without shares writes it, not
    /// copied build after build.
    @Test func aShareWhoseEventsAreRevisedAnewIsNotCopied() throws {
        let content = TempContent(copyingSample: true)
        let kept = IncrementalBuildTests.options(content, "Kept")
        let path = kept.output + "/" + OutputWriter.recordFileName
        #expect(SiteBuild(configuration: kept).run().summary != nil)
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let i = try #require(lines.firstIndex { $0.hasPrefix("event\t") && $0.contains("2027-03-13-flight") })
        var fields = lines[i].components(separatedBy: "\t")
        fields[2] = "0123456789abcdef"
        lines[i] = fields.joined(separator: "\t")
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        for (round, (old, new)) in [("\"Load in\"", "\"Load in (dock B)\""), ("\"Load in (dock B)\"", "\"Load in (dock C)\"")].enumerated() {
            let anew = IncrementalBuildTests.options(content, "Anew-\(round)")
            try IncrementalBuildTests.copyBookkeeping(from: kept.output, to: anew.output)
            try Self.removeShares(anew.output + "/" + OutputWriter.recordFileName)
            content.replace("days/2027-03-10.json", old, new)
            #expect(SiteBuild(configuration: kept).run().summary != nil)
            #expect(SiteBuild(configuration: anew).run().summary != nil)
            IncrementalBuildTests.expectSameFiles(kept.output, as: anew.output, "round \(round)", "the build that made every share anew")
        }
        #expect(try !String(contentsOfFile: path, encoding: .utf8).contains("0123456789abcdef"))
    }

    /// The record without its shares, as one written before them reads: every date is made anew.
    static func removeShares(_ path: String) throws {
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        #expect(lines.first == "tourbook-record 3" && lines.contains { $0.hasPrefix("share\t") }, "the record was written by date")
        let shareless = ["tourbook-record 2"] + lines.dropFirst().filter { !$0.hasPrefix("share\t") }
        let record = try #require(BuildRecord.decoded(Array(shareless.joined(separator: "\n").utf8)))
        #expect(record.shares.isEmpty && record.events.count > 0)
        try Data(shareless.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The shares read back are where their lines are, and an edit to one day file moves that
    /// date's key alone: every other share is the same bytes.
    @Test func sharesAreReadWhereTheyWereWritten() throws {
        let content = TempContent(copyingSample: true)
        let options = IncrementalBuildTests.options(content, "Out")
        let path = options.output + "/" + OutputWriter.recordFileName
        #expect(SiteBuild(configuration: options).run().summary != nil)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let record = try #require(BuildRecord.decoded(bytes))
        #expect(record.shares.count >= 10, "one for each date with a day file")
        for (date, share) in record.shares {
            let lines = String(decoding: bytes[share.lines], as: UTF8.self).split(separator: "\n")
            #expect(lines.allSatisfy { $0.hasPrefix("event\t") || $0.hasPrefix("item\t") }, "\(date)")
            #expect(lines.contains { $0.hasPrefix("item\t") && $0.contains("\t\(date)\t") }, "\(date): its own items")
        }
        content.replace("days/2027-03-10.json", "\"Load in\"", "\"Load in (dock B)\"")
        #expect(SiteBuild(configuration: options).run().summary != nil)
        let next = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let again = try #require(BuildRecord.decoded(next))
        #expect(Set(again.shares.keys) == Set(record.shares.keys))
        let moved = record.shares.keys.filter { date in
            again.shares[date]!.key != record.shares[date]!.key || next[again.shares[date]!.lines] != bytes[record.shares[date]!.lines]
        }
        #expect(moved.map(\.description) == ["2027-03-10"])
    }

    /// The encoder takes an unchanged date's lines from the earlier bytes, whatever this build's
    /// record holds for the date, and makes a changed date's from the record.
    @Test func anUnchangedShareIsCopiedAndAChangedOneMade() throws {
        let (d1, d2) = (try #require(CivilDate(iso: "2027-03-10")), try #require(CivilDate(iso: "2027-03-11")))
        var earlier = BuildRecord(started: 1)
        earlier.events = ["a@t": .init(hash: 1, sequence: 0, stamp: 5), "b@t": .init(hash: 2, sequence: 0, stamp: 5)]
        let shares = RecordShares(dates: [(d1, 10), (d2, 20)], unchanged: [])
        let first = earlier.encoded(shares, eventsOn: [d1: ["a@t"], d2: ["b@t"]], earlier: .none)
        earlier.shares = first.shares
        var now = earlier
        now.events = ["a@t": .init(hash: 9, sequence: 1, stamp: 7), "b@t": .init(hash: 8, sequence: 1, stamp: 7)]
        let next = now.encoded(RecordShares(dates: [(d1, 10), (d2, 21)], unchanged: [d1]), eventsOn: [d1: ["a@t"], d2: ["b@t"]],
                               earlier: EarlierRecord(bytes: first.bytes, record: earlier))
        let text = String(decoding: next.bytes, as: UTF8.self)
        #expect(text.contains("share\t2027-03-10\t=000000000000000a\nevent\ta@t\t0000000000000001\t0\t5\n"), "copied")
        #expect(text.contains("share\t2027-03-11\t=0000000000000015\nevent\tb@t\t0000000000000008\t1\t7\n"), "made")
        let read = try #require(BuildRecord.decoded(next.bytes))
        #expect(read.shares == next.shares)
    }

    @Test(arguments: ["share\t2027-13-01\t=000000000000000a", "share\t2027-03-10\t000000000000000a", "share\t2027-03-10",
                      "share\t2027-03-10\t=000000000000000a\nshare\t2027-03-10\t=000000000000000b"])
    func aDamagedShareLineIsADamagedRecord(_ line: String) {
        #expect(BuildRecord.decoded(Array("tourbook-record 3\n\(line)\n".utf8)) == nil)
    }

    /// A share made without a key (a date with no day file) is never taken as unchanged.
    @Test func aShareWithoutAKeyIsNotKept() throws {
        let read = try #require(BuildRecord.decoded(Array("tourbook-record 3\nshare\t2027-03-10\t\nevent\ta@t\t0000000000000001\t0\t5\n".utf8)))
        #expect(read.shares.isEmpty)
        #expect(read.events["a@t"] != nil)
    }
}
