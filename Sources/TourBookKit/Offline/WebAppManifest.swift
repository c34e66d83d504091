/// A role's `manifest.webmanifest`: what a phone needs to install the role's folder as an app.
/// Every URL in it is relative to the manifest, which sits at the folder's root, so the app's
/// scope and start page are the folder wherever it is hosted.
struct WebAppManifest {
    static let fileName = "manifest.webmanifest"

    let tour: Tour
    let role: Role
    let assets: SiteAssets

    func bytes() -> [UInt8] {
        let name = "\(tour.name) · \(role.title)"
        let icons = [
            icon(assets.launcherIcon, sizes: "\(AppIcon.launcherSize)x\(AppIcon.launcherSize)", type: "image/png"),
            icon(assets.touchIcon, sizes: "\(AppIcon.touchSize)x\(AppIcon.touchSize)", type: "image/png"),
            icon(assets.mark, sizes: "any", type: "image/svg+xml"),
        ]
        let json = """
            {
              "name": "\(Escaping.json(name))",
              "short_name": "\(Escaping.json(role.title))",
              "description": "\(Escaping.json("The tour book of \(tour.name) for \(role.title), readable offline."))",
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

    private func icon(_ asset: SiteAssets.Asset, sizes: String, type: String) -> String {
        "{\"src\": \"assets/\(Escaping.json(asset.name))\", \"sizes\": \"\(sizes)\", \"type\": \"\(type)\", \"purpose\": \"any\"}"
    }
}
