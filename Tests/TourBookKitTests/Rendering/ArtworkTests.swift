import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The home page's artwork: copied under a name with a hash of its bytes when it is a real
/// image, replaced by the mark shipped with the templates (with a warning) when it isn't.
struct ArtworkTests {
    /// A PNG header with the given size (enough for the size check; no pixel data needed).
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
    }

    static func site(artwork bytes: [UInt8], name: String = "band.png") throws -> SiteFixture {
        let content = TempContent()
        content.write("tour.json", """
        { "name": "T", "timeZone": "America/Toronto", "artwork": "assets/\(name)", "roles": { "crew": { "title": "Crew", "tabs": [] } } }
        """)
        content.write("assets/\(name)", bytes: bytes)
        return try SiteFixture(content: content)
    }

    @Test func aRealImageIsCopiedUnderAHashedName() throws {
        let bytes = Self.png(width: 600, height: 400)
        let site = try Self.site(artwork: bytes)
        let hashed = site.files(under: "crew/assets").filter { $0.hasPrefix("band.") }
        #expect(hashed.count == 1)
        #expect(hashed[0].range(of: #"^band\.[0-9a-f]{8}\.png$"#, options: .regularExpression) != nil)
        #expect(try site.text("crew/index.html").contains(#"src="assets/\#(hashed[0])""#))
        #expect(site.outcome.log.contentWarnings.isEmpty)
        // A changed image gets a new name.
        let other = try Self.site(artwork: Self.png(width: 601, height: 400))
        #expect(other.files(under: "crew/assets").filter { $0.hasPrefix("band.") } != hashed)
    }

    @Test(arguments: [
        ("garbage", Array("not an image at all".utf8)),
        ("zero width", png(width: 0, height: 400)),
        ("truncated", Array(png(width: 10, height: 10).prefix(20))),
        ("empty", []),
    ])
    func anImageThatDoesNotDecodeFallsBackToTheMark(_ label: String, _ bytes: [UInt8]) throws {
        let site = try Self.site(artwork: bytes)
        let home = try site.text("crew/index.html")
        #expect(home.contains(#"src="assets/mark."#), "\(label)")
        #expect(!site.files(under: "crew/assets").contains { $0.hasPrefix("band.") }, "\(label)")
        #expect(site.outcome.log.contentWarnings.map(\.message) == ["the artwork is not a PNG, JPEG, GIF or WebP image with a non-zero size; the pages show the TourBook mark instead"], "\(label)")
    }

    @Test(arguments: [
        ("gif", Array("GIF89a".utf8) + [0x20, 0x00, 0x10, 0x00] + [UInt8](repeating: 0, count: 8), ImageProbe.Size(width: 32, height: 16)),
        ("jpeg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x30, 0x00, 0x40, 0x03] + [UInt8](repeating: 0, count: 12),
                 ImageProbe.Size(width: 64, height: 48)),
        ("webp", Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [UInt8](repeating: 0, count: 8) + [0x3F, 0, 0, 0x1F, 0, 0] + [0, 0],
                 ImageProbe.Size(width: 64, height: 32)),
    ])
    func imageHeadersAreRead(_ label: String, _ bytes: [UInt8], _ size: ImageProbe.Size) {
        #expect(ImageProbe.size(of: bytes) == size, "\(label)")
    }
}
