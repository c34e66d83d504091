import Testing
@testable import TourBookKit

@Suite struct OutputManifestTests {
    @Test func roundTripsAndSortsByBytes() throws {
        var manifest = Manifest()
        manifest.files["b.html"] = .init(size: 3, hash: 0xabc)
        manifest.files["a/\"quoted\"\u{1}.html"] = .init(size: 0, hash: .max)
        manifest.files["Z.html"] = .init(size: 12_345_678_901, hash: 0)
        manifest.folders = ["a", "A"]
        let text = String(decoding: manifest.encoded(), as: UTF8.self)
        #expect(text == """
            {
              "files": {
                "Z.html": {"fnv1a64": "0000000000000000", "size": 12345678901},
                "a/\\"quoted\\"\\u0001.html": {"fnv1a64": "ffffffffffffffff", "size": 0},
                "b.html": {"fnv1a64": "0000000000000abc", "size": 3}
              },
              "folders": [
                "A",
                "a"
              ],
              "generator": "tourbook",
              "version": 1
            }

            """)
        #expect(try Manifest.decode(manifest.encoded()).get() == manifest)
    }

    @Test func anEmptyManifestRoundTrips() throws {
        let text = String(decoding: Manifest().encoded(), as: UTF8.self)
        #expect(text == "{\n  \"files\": {},\n  \"folders\": [],\n  \"generator\": \"tourbook\",\n  \"version\": 1\n}\n")
        #expect(try Manifest.decode(Manifest().encoded()).get() == Manifest())
    }

    @Test(arguments: [
        ("[]", "it is not a JSON object"),
        ("{\"folders\": [], \"generator\": \"jekyll\", \"version\": 1}", "it was not written by tourbook"),
        ("{\"generator\": \"tourbook\", \"version\": 2}", "it has version 2, which this tourbook does not know (it writes version 1); use the tourbook that made it"),
        ("{\"files\": {\"a\": {\"size\": 1.5, \"fnv1a64\": \"0000000000000000\"}}}", "file \"a\" has an unexpected \"size\""),
        ("{\"files\": {\"a\": {\"size\": 1}}}", "file \"a\" lacks a size or an fnv1a64 hash"),
        ("{\"files\": {\"/etc/passwd\": {}}}", "file \"/etc/passwd\": the path is absolute; it must be relative to the output folder"),
        ("{\"folders\": [\"..\"]}", "folder \"..\": the path contains \"..\"; it must stay inside the output folder"),
        ("{\"extra\": 1}", "unexpected \"extra\" (line 1)"),
    ])
    func refusesWhatItDidNotWrite(_ text: String, _ message: String) {
        guard case .failure(let problem) = Manifest.decode(Array(text.utf8)) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(problem.message == message)
    }

    @Test func fnv1a64MatchesTheReferenceValues() {
        #expect(ContentHash.fnv1a64([]) == 0xcbf2_9ce4_8422_2325)
        #expect(ContentHash.fnv1a64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(ContentHash.fnv1a64(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
        #expect(ContentHash.hex(0xaf63_dc4c_8601_ec8c) == "af63dc4c8601ec8c")
        #expect(ContentHash.parseHex("af63dc4c8601ec8c") == 0xaf63_dc4c_8601_ec8c)
        #expect(ContentHash.parseHex("AF63DC4C8601EC8C") == nil)
    }
}

@Suite struct OutputBuildSummaryTests {
    @Test func readsAsOneLine() {
        let summary = BuildSummary(roles: 4, summary: WriteSummary(written: 96, unchanged: 0, removed: 2), warnings: 3, milliseconds: 212)
        #expect(summary.line == "built 4 roles: 96 files written, 0 unchanged, 2 removed, 3 warnings, 212 ms")
        let one = BuildSummary(roles: 1, summary: WriteSummary(written: 1, unchanged: 2199, removed: 0), warnings: 1, milliseconds: 80)
        #expect(one.line == "built 1 role: 1 file written, 2199 unchanged, 0 removed, 1 warning, 80 ms")
    }
}
