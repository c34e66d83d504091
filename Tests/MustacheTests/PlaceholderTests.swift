import Testing
@testable import Mustache
@Test func placeholder() { #expect(true) }
