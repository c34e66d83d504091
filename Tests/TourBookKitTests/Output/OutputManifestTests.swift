import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

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
                "Z.html": {"size": 12345678901, "xxh64": "0000000000000000"},
                "a/\\"quoted\\"\\u0001.html": {"size": 0, "xxh64": "ffffffffffffffff"},
                "b.html": {"size": 3, "xxh64": "0000000000000abc"}
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
        ("{\"files\": {\"a\": {\"size\": 1.5, \"xxh64\": \"0000000000000000\"}}}", "file \"a\" has an unexpected \"size\""),
        ("{\"files\": {\"a\": {\"size\": 1}}}", "file \"a\" lacks a size or an xxh64 hash"),
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

    /// Every rule of a path inside the output folder, with its message; paths that keep them pass.
    @Test(arguments: [
        ("", "the path is empty"),
        ("/etc/passwd", "the path is absolute; it must be relative to the output folder"),
        ("crew\\index.html", "the path contains a backslash; use \"/\" between folders"),
        ("crew/a\u{0}b", "the path contains a NUL character"),
        ("crew//index.html", "the path has an empty component (a leading, trailing or doubled \"/\")"),
        ("crew/", "the path has an empty component (a leading, trailing or doubled \"/\")"),
        (".", "the path contains \".\"; it must stay inside the output folder"),
        ("crew/../x", "the path contains \"..\"; it must stay inside the output folder"),
        ("crew/./x", "the path contains \".\"; it must stay inside the output folder"),
        (".tourbook-record", "names starting with \".tourbook-\" are reserved for tourbook's own bookkeeping"),
        ("crew/.tourbook-x/y", "names starting with \".tourbook-\" are reserved for tourbook's own bookkeeping"),
        ("crew/days/2027-03-13.html", nil), (".../x", nil), ("crew/.tourbook", nil), ("München/ü.html", nil), ("a/.b", nil),
    ] as [(String, String?)])
    func pathsAndTheirProblems(_ path: String, _ problem: String?) {
        #expect(OutputPath.problem(path) == problem, "\(path.debugDescription)")
    }

    /// A "/" is a separator whatever follows it (a combining mark makes it part of a Character),
    /// as the path rules read it: such a path is refused, and its top folder is the one before it.
    @Test func aSlashBeforeACombiningMarkStillSeparates() {
        #expect(OutputPath.problem("crew/../\u{301}x") == "the path contains \"..\"; it must stay inside the output folder")
        #expect(OutputPath.topLevel("crew/\u{301}x.html") == "crew")
        #expect(OutputPath.topLevel("index.html") == "index.html")
    }

    @Test func xxh64MatchesTheReferenceValues() {
        // The published XXH64 vectors (seed 0): empty, tail bytes only, and the 32-byte stripes.
        #expect(ContentHash.xxh64([]) == 0xEF46_DB37_51D8_E999)
        #expect(ContentHash.xxh64(Array("a".utf8)) == 0xD24E_C4F1_A98C_6E5B)
        #expect(ContentHash.xxh64(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
        #expect(ContentHash.xxh64(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x0B24_2D36_1FDA_71BC)
        #expect(ContentHash.hex(0xD24E_C4F1_A98C_6E5B) == "d24ec4f1a98c6e5b")
        #expect(ContentHash.hex(0xF) == "000000000000000f" && ContentHash.hex(.max) == "ffffffffffffffff")
        #expect(ContentHash.parseHex("d24ec4f1a98c6e5b") == 0xD24E_C4F1_A98C_6E5B)
        #expect(ContentHash.parseHex("D24EC4F1A98C6E5B") == nil)
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
