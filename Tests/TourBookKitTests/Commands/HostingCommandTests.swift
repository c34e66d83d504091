import Foundation
import Testing
@testable import TourBookKit
@testable import TourContent

/// `tourbook hosting nginx|apache`: the command line, and what the configuration holds.
/// Tests/site/hosting-logins-test.sh runs both with the real servers.
struct HostingCommandTests {
    @Test func theCommandLineNamesTheServerAndThePaths() throws {
        var expected = Invocation.HostingOptions()
        (expected.server, expected.content, expected.root, expected.users, expected.prefix, expected.listen) =
            (.apache, "tour", "/srv/Output", "/etc/tb", "/tour/", "127.0.0.1:8080")
        #expect(try Invocation.parse(["hosting", "--content", "tour", "apache", "--root", "/srv/Output", "--users=/etc/tb",
                                      "--prefix", "/tour", "--listen", "127.0.0.1:8080"]) == .hosting(expected))
    }

    @Test(arguments: [
        (["hosting"], "hosting needs a server; give one of nginx, apache"),
        (["hosting", "iis"], #"the server "iis" is not one hosting knows; give one of nginx, apache"#),
        (["hosting", "nginx", "apache"], #"the server "nginx apache" is not one hosting knows; give one of nginx, apache"#),
        (["hosting", "nginx", "--prefix", "tour"], #"--prefix "tour" is not a path on the server; give one like /tour/"#),
        (["hosting", "nginx", "--rot", "x"], #"unknown option "--rot" for hosting; did you mean "--root"?"#),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        #expect(throws: Invocation.UsageError(description: message)) { try Invocation.parse(arguments) }
    }

    /// A location with a login of its own for every role and every traveller, and nothing else open.
    @Test(arguments: ["nginx", "apache"])
    func everyRoleAndTravellerHasItsOwnLogin(_ server: String) throws {
        let console = RecordingConsole()
        #expect(TourBookCommand.run(["hosting", server, "--content", Paths.content.path, "--root", "/srv/Output", "--users", "/etc/tb"],
                                    console: console) == .success)
        let text = console.standardOutput.joined(separator: "\n")
        let model = SiteModel(tour: try #require(ContentLoader(directory: Paths.content.path).load().tour))
        for role in model.roles { #expect(text.contains("/etc/tb/\(role.id).htpasswd"), "\(role.id)") }
        for person in model.travellers { #expect(text.contains("/etc/tb/private-\(person.id).htpasswd"), "\(person.id)") }
        #expect(text.components(separatedBy: ".htpasswd\"").count - 1 == model.roles.count + model.travellers.count)
        #expect(text.contains("text/calendar") && text.contains("application/manifest+json") && text.contains("script-src 'self'"))
        #expect(text.contains(server == "nginx" ? #"location ~ /\. { return 404; }"# : #"RedirectMatch 404 "/\.""#))
        #expect(text.contains(#""Tour book: Zoë Lefebvre""#))
    }

    @Test func loginNamesAndPathsCantBreakTheConfiguration() {
        #expect(Hosting.realmText(#"Crew "A" $HOME \ x"#) == "Crew A HOME  x")
        let console = RecordingConsole()
        #expect(TourBookCommand.run(["hosting", "nginx", "--content", Paths.content.path, "--root", "/srv/$x"], console: console) == .usage)
        #expect(console.standardError.first?.contains(#"--root "/srv/$x" holds a character"#) == true)
    }
}
