import Foundation
import Testing
@testable import TourBookKit
@testable import TourBuild
@testable import TourContent
@testable import TourOutput
@testable import TourRendering
@testable import TourViews
@testable import Digest

/// The command line of the contract: commands, options, exit statuses 0, 1 and 2.
struct CommandLineTests {
    @Test(arguments: [
        (["--help"], Invocation.help), (["-h"], .help), (["help"], .help), (["--version"], .version),
        (["build", "--help"], .help),
    ])
    func simpleInvocations(_ arguments: [String], _ expected: Invocation) throws {
        #expect(try Invocation.parse(arguments) == expected)
    }

    @Test func buildOptions() throws {
        var options = Invocation.BuildOptions()
        options.build.content = "tour"
        options.build.templates = "t"
        options.build.output = "site"
        options.build.roles = ["crew", "band"]
        options.build.force = true
        #expect(try Invocation.parse(["build", "--content", "tour", "--templates=t", "--output", "site",
                                      "--role", "crew", "--role", "band", "--role", "crew", "--force"]) == .build(options))
    }

    @Test(arguments: [
        ([], "no command given"),
        (["biuld"], #"unknown command "biuld"; did you mean "build"?"#),
        (["build", "--ouput", "x"], #"unknown option "--ouput" for build; did you mean "--output"?"#),
        (["check", "--output", "x"], #"unknown option "--output" for check"#),
        (["build", "--content"], "--content needs a value"),
        (["build", "--role", "Crew"], #"--role "Crew" is not a role id"#),
        (["build", "stray"], #"unexpected argument "stray""#),
        (["build", "--force=yes"], "--force takes no value"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        #expect(throws: Invocation.UsageError(description: message)) { try Invocation.parse(arguments) }
    }

    @Test func wrongCommandLineExitsTwoWithUsage() {
        let console = RecordingConsole()
        #expect(TourBookCommand.run(["build", "--bogus"], console: console) == .usage)
        #expect(console.standardError.first == #"error: unknown option "--bogus" for build"#)
        #expect(console.standardError.joined(separator: "\n").contains("USAGE:"))
    }

    @Test func helpAndVersionGoToStandardOutput() {
        let console = RecordingConsole()
        #expect(TourBookCommand.run(["--version"], console: console) == .success)
        #expect(console.standardOutput.first?.hasPrefix("tourbook \(Usage.version) (libcmark ") == true)
        #expect(TourBookCommand.run(["--help"], console: console) == .success)
        #expect(console.standardOutput.last?.contains("tourbook build") == true)
    }

    @Test func checkOnTheSampleExitsZero() {
        let console = RecordingConsole()
        let code = TourBookCommand.run(["check", "--content", Paths.content.path, "--templates", Paths.templates.path], console: console)
        #expect(code == .success)
        #expect(console.standardError.filter { $0.contains(": error:") }.isEmpty)
        // The sample's four passport warnings; on a machine whose tz data is more than a year
        // old, also that warning (ZoneDataAgeTests), which this test does not depend on.
        let warnings = console.standardError.filter { $0.contains(": warning:") && !$0.contains("/tzdata.zi: warning: the time zone data is") }
        #expect(warnings.count == 4)
    }

    @Test func checkWithErrorsExitsOne() {
        let content = TempContent()
        content.write("days/2027-03-14.json", #"{ "kind": "gig" }"#)
        let console = RecordingConsole()
        #expect(TourBookCommand.run(["check", "--content", content.content.path, "--templates", Paths.templates.path], console: console) == .failed)
        #expect(console.standardError.first?.hasSuffix(#"error: kind is "gig"; use one of "show", "festival", "rehearsal", "production", "promo", "travel", "off" at kind"#) == true)
    }

    @Test func anUnknownRoleIsACommandLineError() {
        let console = RecordingConsole()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tourbook-role-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let code = TourBookCommand.run(["build", "--content", Paths.content.path, "--templates", Paths.templates.path,
                                        "--output", output, "--role", "crw"], console: console)
        #expect(code == .usage)
        #expect(console.standardError.last == #"error: --role crw: the tour has no such role; did you mean "crew"? (roles: management, band, crew, local, guests)"#)
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}

/// `check` covers the templates as well as the content.
struct CheckTemplatesTests {
    @Test func aBrokenTemplateIsReportedWithItsPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourbook-tpl-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Paths.templates, to: folder)
        try "{{<layout}}\n{{$main}}\n{{#days}}\n{{/main}}\n{{/layout}}\n".write(to: folder.appendingPathComponent("travel.mustache"), atomically: true, encoding: .utf8)
        let console = RecordingConsole()
        let code = TourBookCommand.run(["check", "--content", Paths.content.path, "--templates", folder.path], console: console)
        #expect(code == .failed)
        let errors = console.standardError.filter { $0.contains(": error:") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix(folder.path + "/travel.mustache:4:") == true, "\(errors)")
    }
}
