@testable import TourBookKit

/// A late file made by a closure, for tests of the writer: it counts or fails as a test needs.
struct ClosureMaker: FileMaking {
    let body: @Sendable () throws -> [UInt8]
    func make(_ recipe: FileRecipe) throws -> [UInt8] { try body() }
}

extension OutputFile {
    init(path: String, sameAs: String? = nil, make: @escaping @Sendable () throws -> [UInt8]) {
        self.init(path: path, sameAs: sameAs, recipe: .asset(name: path), maker: ClosureMaker(body: make))
    }
}
