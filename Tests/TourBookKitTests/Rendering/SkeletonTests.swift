import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// Skeletons: a render with placeholders, filled per person, gives the bytes of rendering with
/// the values; a render holding a marker that is not a placeholder gives none.
struct SkeletonTests {
    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    /// A render of `text` with `{0}` and `{1}` standing for the slots.
    static func render(_ text: String) -> ((Int) -> String) -> [UInt8] {
        { placeholder in bytes(text.replacingOccurrences(of: "{0}", with: placeholder(0)).replacingOccurrences(of: "{1}", with: placeholder(1))) }
    }

    @Test func fillsEverySlotWhereverItStands() throws {
        let skeleton = try #require(Skeleton.make(slots: 2, Self.render("<p>Room {0}</p>{1}<i>{0}</i>")))
        var out: [UInt8] = []
        skeleton.fill([Skeleton.escaped("12<b>"), Self.bytes("<li>x</li>")], into: &out)
        #expect(String(decoding: out, as: UTF8.self) == "<p>Room 12&lt;b&gt;</p><li>x</li><i>12&lt;b&gt;</i>")
    }

    @Test(arguments: [
        "stray \u{E000} opener", "stray \u{E001} closer", "\u{E000}12\u{E001} slot out of range",
        "\u{E000}\u{E001} no number", "\u{E000}1234567\u{E001} too long", "\u{E000}0 unclosed",
        "content that holds a placeholder: \u{E000}0\u{E001}, {0}",
    ])
    func markersThatAreNoPlaceholderGiveNoSkeleton(_ rendered: String) {
        #expect(Skeleton.make(slots: 2, Self.render(rendered)) == nil)
    }

    @Test func withoutPlaceholdersTheRenderIsKept() throws {
        let skeleton = try #require(Skeleton.make(slots: 1, Self.render("plain <b>text</b>")))
        var out: [UInt8] = []
        skeleton.fill([Self.bytes("unused")], into: &out)
        #expect(out == Self.bytes("plain <b>text</b>"))
    }
}
