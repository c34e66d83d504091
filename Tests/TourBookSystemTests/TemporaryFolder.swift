import Foundation
import TourBookSystem

/// A fresh folder under the temporary directory, for tests that need real files.
struct TemporaryFolder {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tourbook-system-\(UUID().uuidString)").path

    init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `bytes` at `name` inside the folder and returns its path.
    @discardableResult
    func file(_ name: String, _ bytes: [UInt8] = [1, 2, 3]) -> String {
        let full = path + "/" + name
        _ = FileManager.default.createFile(atPath: full, contents: Data(bytes))
        return full
    }
}
