import Foundation
import Testing
@testable import ZoneData

struct ZoneDataReleaseTests {
    @Test func readsTheReleaseFromTheFirstLineOfTzdataZi() {
        let text = "# version 2025b\n# ddeps backzone zone.tab\nR d 1916 o - Jun 14 23s 1 S\n"
        let release = ZoneDataRelease(tzdataZi: Array(text.utf8))
        #expect(release?.name == "2025b")
        #expect(release?.year == 2025)
        #expect(release?.description == "tzdata 2025b")
    }

    @Test("anything but '# version YYYYx' on the first line names no release",
          arguments: ["", "# ddeps backzone\n# version 2025b\n", "# version\n", "# version 25b\n", "# version 2025\n", "# version 2025B\n", "version 2025b\n"])
    func refusesOtherFirstLines(_ text: String) {
        #expect(ZoneDataRelease(tzdataZi: Array(text.utf8)) == nil)
    }

    @Test func aTwoLetterReleaseAndATrailingCarriageReturnAreRead() {
        #expect(ZoneDataRelease(tzdataZi: Array("# version 2031aa\r\n".utf8))?.name == "2031aa")
    }

    @Test func theStoreReadsItsRootsTzdataZi() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("zone-release-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(ZoneStore(root: root.path).release == nil)
        try Data("# version 2026f\nR d 1916 o - Jun 14 23s 1 S\n".utf8).write(to: root.appendingPathComponent("tzdata.zi"))
        #expect(ZoneStore(root: root.path).release?.name == "2026f")
    }

    @Test func theSystemZoneDataNamesARelease() {
        // Debian's tzdata ships tzdata.zi; a release of this century.
        let release = ZoneStore().release
        #expect(release != nil)
        #expect((release?.year ?? 0) >= 2000)
    }
}
