import Foundation

/// `tourbook hosting nginx|apache`: prints a server configuration for the built Output folder.
/// Each role's folder and each traveller's private folder (`private/<id>/`) is a location of its
/// own with a login of its own (basic auth, one password file each under `--users`); everything
/// else under the prefix (the Output folder itself, `private/`) and every dotfile (TourBook's
/// record and state) answers 404; calendars, vCards, the web manifest and the scripts get their
/// types, and pages the policy that allows only their own scripts. Roles and travellers come
/// from the content, as the build makes them.
struct Hosting {
    let options: Invocation.HostingOptions
    let console: Console

    /// A folder to protect: its path under Output, its login's name and its password file.
    struct Folder: Equatable {
        var path: String
        var realm: String
        var users: String
    }

    func run() -> ExitCode {
        guard let model = ContentModel.load(content: options.content, console: console) else { return .failed }
        let root = Self.absolute(options.root ?? "Output")
        for (name, path) in [("--root", root), ("--users", options.users)] where !Self.isPlain(path) {
            console.err("tourbook: \(name) \"\(path)\" holds a character a server configuration can't quote (\", $, \\, ; or a line break); move it")
            return .usage
        }
        let folders = Self.folders(model, users: options.users)
        let text = switch options.server {
        case .nginx: Self.nginx(folders, root: root, options: options, tour: model.tour.name)
        case .apache: Self.apache(folders, root: root, options: options, tour: model.tour.name)
        }
        console.out(text)
        return .success
    }

    /// Every role's folder, then every traveller's.
    static func folders(_ model: SiteModel, users: String) -> [Folder] {
        let users = users.hasSuffix("/") ? String(users.dropLast()) : users
        return model.roles.map { Folder(path: $0.id, realm: "Tour book: " + realmText($0.title), users: "\(users)/\($0.id).htpasswd") }
            + model.travellers.map { person in
                Folder(path: "\(Role.privateFolder)/\(person.id)", realm: "Tour book: " + realmText(person.name),
                       users: "\(users)/\(Role.privateFolder)-\(person.id).htpasswd")
            }
    }

    static let types: [(type: String, extensions: [String])] = [
        ("text/html", ["html"]), ("text/css", ["css"]), ("application/javascript", ["js"]), ("application/json", ["json"]),
        ("text/calendar", ["ics"]), ("text/vcard", ["vcf"]), ("application/manifest+json", ["webmanifest"]),
        ("application/atom+xml", ["xml"]), ("image/svg+xml", ["svg"]), ("image/png", ["png"]), ("image/jpeg", ["jpg", "jpeg"]),
        ("image/gif", ["gif"]), ("image/webp", ["webp"]), ("application/pdf", ["pdf"]),
    ]

    static let policy = "script-src 'self'"

    static func header(_ server: String, tour: String, root: String, users: String) -> [String] {
        [
            "# tourbook hosting \(server): the tour book \"\(realmText(tour))\", built in \(root).",
            "# One login per role and per traveller: make each password file with",
            "#   htpasswd -cB \(users)/<folder>.htpasswd <user name>",
            "# and serve it over HTTPS only (basic auth sends the password with every request).",
        ]
    }

    static func nginx(_ folders: [Folder], root: String, options: Invocation.HostingOptions, tour: String) -> String {
        let prefix = options.prefix
        var lines = header("nginx", tour: tour, root: root, users: options.users) + ["server {"]
        if let listen = options.listen { lines.append("    listen \(listen);") }
        lines += ["    charset utf-8;",
                  "    # Pages run only the tour book's own scripts (assets/*.js), never an inline one.",
                  "    add_header Content-Security-Policy \"\(policy)\" always;",
                  "    types {"]
        lines += types.map { "        \($0.type) \($0.extensions.joined(separator: " "));" }
        lines += ["    }", "    default_type application/octet-stream;",
                  "    # TourBook's record and build state, and every other dotfile: nobody's.",
                  "    location ~ /\\. { return 404; }"]
        for folder in folders {
            lines += ["    location \(prefix)\(folder.path)/ {",
                      "        alias \"\(root)/\(folder.path)/\";",
                      "        index index.html;",
                      "        auth_basic \"\(folder.realm)\";",
                      "        auth_basic_user_file \"\(folder.users)\";",
                      "    }"]
        }
        lines += ["    # The Output folder itself and private/: nobody's.", "    location \(prefix) { return 404; }", "}"]
        return lines.joined(separator: "\n")
    }

    static func apache(_ folders: [Folder], root: String, options: Invocation.HostingOptions, tour: String) -> String {
        var lines = header("apache", tour: tour, root: root, users: options.users)
        lines.append("# Needs mod_alias, mod_auth_basic, mod_authn_file, mod_authz_user, mod_dir, mod_headers and mod_mime.")
        if let listen = options.listen { lines.append("Listen \(listen)") }
        lines += ["Alias \"\(options.prefix)\" \"\(root)/\"",
                  "# TourBook's record and build state, and every other dotfile: nobody's.",
                  "RedirectMatch 404 \"/\\.\"",
                  "<Directory \"\(root)\">",
                  "    Options -Indexes",
                  "    AllowOverride None",
                  "    DirectoryIndex index.html",
                  "    # The Output folder itself and private/: nobody's.",
                  "    Require all denied",
                  "</Directory>"]
        for folder in folders {
            lines += ["<Directory \"\(root)/\(folder.path)\">",
                      "    AuthType Basic",
                      "    AuthName \"\(folder.realm)\"",
                      "    AuthUserFile \"\(folder.users)\"",
                      "    Require valid-user",
                      "</Directory>"]
        }
        lines += types.map { "AddType \($0.type) " + $0.extensions.map { "." + $0 }.joined(separator: " ") }
        lines.append("AddCharset utf-8 " + types.filter { !$0.type.hasPrefix("image/") || $0.type == "image/svg+xml" }
            .flatMap(\.extensions).filter { $0 != "pdf" }.map { "." + $0 }.joined(separator: " "))
        lines += ["# Pages run only the tour book's own scripts (assets/*.js), never an inline one.",
                  "Header always set Content-Security-Policy \"\(policy)\""]
        return lines.joined(separator: "\n")
    }

    /// A login's name as a quoted configuration string takes it: no quote, backslash, dollar
    /// (an nginx variable) or control character.
    static func realmText(_ text: String) -> String {
        String(text.unicodeScalars.filter { !"\"\\$".unicodeScalars.contains($0) && !CharacterSet.controlCharacters.contains($0) })
    }

    static func isPlain(_ path: String) -> Bool { !path.contains { "\"$\\;\n\r".contains($0) } }

    static func absolute(_ path: String) -> String {
        var full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        while full.count > 1 && full.hasSuffix("/") { full.removeLast() }
        return full
    }
}
