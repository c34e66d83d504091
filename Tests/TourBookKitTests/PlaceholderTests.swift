import Testing
@testable import TourBookKit
@Test func placeholder() { #expect(true) }
