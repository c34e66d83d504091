import Foundation
import Testing

/// The C library is reached through TourBookSystem alone, so that every system call is wrapped
/// once: EINTR retried in one place and failures thrown as `Errno`; and a module imports only
/// what Package.swift puts below it, so the layers are the ones the build checks.
struct LayeringTests {
    static let systemModules = ["Glibc", "Musl", "Darwin"]
    static let sources = Paths.repository.appendingPathComponent("Sources")
    static let systemFolder = "Sources/TourBookSystem/"

    /// Every .swift file under Sources/, as paths relative to the package root.
    static func sourceFiles() throws -> [String] {
        let root = Paths.repository.path + "/"
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
            .map { String(sources.appendingPathComponent($0).path.dropFirst(root.count)) }
            .sorted()
    }

    /// The modules a file imports, in order, from lines such as `import Glibc`,
    /// `@preconcurrency import Darwin`, `@_exported import TourContent` or `import struct X.Y`.
    static func imports(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let words = line.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }
            guard words.count >= 2, words[0] == "import" else { return nil }
            return String(words.last!.split(separator: ".").first ?? "")
        }
    }

    /// The C modules a file imports.
    static func systemImports(in text: String) -> [String] { imports(in: text).filter(systemModules.contains) }

    @Test func theSourcesAreFound() throws {
        let files = try Self.sourceFiles()
        #expect(files.contains("Sources/TourBookSystem/Errno.swift"))
        #expect(files.contains("Sources/tourbook/main.swift"))
    }

    @Test func importsAreRecognised() {
        #expect(Self.systemImports(in: "import Foundation\nimport Glibc\n") == ["Glibc"])
        #expect(Self.systemImports(in: "  @preconcurrency import Darwin.C\n") == ["Darwin"])
        #expect(Self.systemImports(in: "#if canImport(Musl)\nimport func Musl.stat\n#endif") == ["Musl"])
        #expect(Self.systemImports(in: "// import Glibc is not allowed here\nimport GlibcLike") == [])
    }

    /// Each target's dependencies as Package.swift declares them (`name: "X", dependencies: [...]`).
    static func declaredDependencies(_ package: String) -> [String: [String]] {
        let pattern = /name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?/
        var found: [String: [String]] = [:]
        for match in package.matches(of: pattern) {
            let list = match.2.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"\n")) } } ?? []
            found[String(match.1)] = list.filter { !$0.isEmpty }
        }
        return found
    }

    @Test func aModuleImportsOnlyWhatPackageSwiftPutsBelowIt() throws {
        let package = try String(contentsOf: Paths.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = Self.declaredDependencies(package)
        #expect(declared["TourViews"]?.contains("TourContent") == true)
        func below(_ module: String) -> Set<String> {
            var seen: Set<String> = [], queue = declared[module] ?? []
            while let next = queue.popLast() {
                if seen.insert(next).inserted { queue += declared[next] ?? [] }
            }
            return seen
        }
        let platform: Set<String> = ["Foundation", "Dispatch", "Glibc", "Testing", "PackagePlugin"]
        var offenders: [String] = []
        for file in try Self.sourceFiles() {
            let module = String(file.dropFirst("Sources/".count).prefix { $0 != "/" })
            let text = try String(contentsOf: Paths.repository.appendingPathComponent(file), encoding: .utf8)
            let allowed = below(module).union(platform).union([module])
            offenders += Set(Self.imports(in: text)).subtracting(allowed).sorted().map { "\(file): import \($0), not below \(module)" }
        }
        #expect(offenders == [])
    }

    @Test func onlyTourBookSystemImportsTheCLibrary() throws {
        var offenders: [String] = []
        for file in try Self.sourceFiles() where !file.hasPrefix(Self.systemFolder) {
            let text = try String(contentsOf: Paths.repository.appendingPathComponent(file), encoding: .utf8)
            offenders += Self.systemImports(in: text).map { "\(file): import \($0)" }
        }
        #expect(offenders == [])
    }
}
