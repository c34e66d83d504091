/// A role's `manifest.webmanifest`: what a phone needs to install the role's folder as an app.
/// Every URL in it is relative to the manifest, which sits at the folder's root, so the app's
/// scope and start page are the folder wherever it is hosted.
package struct WebAppManifest {
    package static let fileName = "manifest.webmanifest"

    let tour: Tour
    let role: Role
    let assets: SiteAssets

    func bytes() -> [UInt8] {
        let name = "\(tour.name) · \(role.title)"
        let icons = [
            icon(assets.launcherIcon, sizes: Self.square(AppIcon.launcherSize), type: "image/png"),
            icon(assets.splashIcon, sizes: Self.square(AppIcon.splashSize), type: "image/png"),
            icon(assets.touchIcon, sizes: Self.square(AppIcon.touchSize), type: "image/png"),
            icon(assets.mark, sizes: "any", type: "image/svg+xml"),
            // Its own entry: a launcher crops it to its shape, and would crop a plain one too.
            icon(assets.maskableIcon, sizes: Self.square(AppIcon.splashSize), type: "image/png", purpose: "maskable"),
        ]
        let json = """
            {
              "name": "\(Escaping.json(name))",
              "short_name": "\(Escaping.json(role.title))",
              "description": "\(Escaping.json(tour.locale.words.appDescription(tour.name, role.title)))",
              "id": "./",
              "start_url": "./index.html",
              "scope": "./",
              "display": "standalone",
              "theme_color": "\(assets.themeColour)",
              "background_color": "#ffffff",
              "icons": [
                \(icons.joined(separator: ",\n    "))
              ]
            }

            """
        return Array(json.utf8)
    }

    private func icon(_ asset: SiteAssets.Asset, sizes: String, type: String, purpose: String = "any") -> String {
        "{\"src\": \"assets/\(Escaping.json(asset.name))\", \"sizes\": \"\(sizes)\", \"type\": \"\(type)\", \"purpose\": \"\(purpose)\"}"
    }

    /// `192x192`
    private static func square(_ size: Int) -> String { "\(size)x\(size)" }
}
